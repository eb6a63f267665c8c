import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Operations, defineOperation } from '@celestial/core';
import { HTML, HtmlPage, ThemeParam, esc, instantHtml, page, pageContext, table, todayUtc } from './lib/page.js';
import { parsePlanets, shadowOf } from './lib/sky.js';
import { isoAtTz } from './lib/time.js';

/** What GET /public/retrograde-status answers (plugins/public/src/retrograde-status.ts). */
interface RetrogradeStatus {
  date: string;
  planets: { id: number; slug: string; name: string; retrograde: boolean; stationRetrogradeAt: string | null; stationDirectAt: string | null }[];
}

const MERCURY_TO_PLUTO = [2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'GET',
  path: '/embed/retrograde-status',
  summary: 'Widget: which planets are retrograde, with their stations and shadow period, as an HTML page for an iframe',
  description:
    'The computation of GET /public/retrograde-status (speed sign from swe_calc_ut at 12:00 UT, stations by root-finding the speed) drawn as a table (the widget invokes that operation); the shadow period runs from the pre-shadow (the planet first reaches the longitude of its coming station direct) to the post-shadow end (it passes the longitude of the station retrograde again), found by core\'s longitude crossings. Instants in the `tz` offset (hours east, default 0: UTC), written as the language writes a date and time. `planets`: comma-separated Swiss Ephemeris ids 2-9 (default all). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: Type.Optional(DateString),
    planets: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'comma-separated ids 2 (Mercury) to 9 (Pluto); default all' })),
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC for the instants shown (default 0)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'mercury-retrograde-2024-04', query: { date: '2024-04-10', planets: '2,4', tz: 3 } }],
  deps: { ephemeris: Ephemeris, operations: Operations },
  handler: async (input, { ephemeris, operations }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const wanted = parsePlanets(input.query.planets, MERCURY_TO_PLUTO, 'planets');
    const status = await operations.invoke<RetrogradeStatus>('GET /public/retrograde-status', { query: { date: input.query.date ?? todayUtc() }, lang, caller: input.caller });
    const tz = input.query.tz ?? 0;
    // The instant in the asked zone, as the language writes it, with the ISO text for machines.
    const shown = (iso: string | null) => {
      const local = isoAtTz(iso, tz);
      return local === null ? '—' : instantHtml(local, lang);
    };
    const rows = status.planets.filter((p) => wanted.includes(p.id)).map((p) => {
      // No operation answers the shadow of one known retrograde: /astronomy/retrograde-shadows
      // searches a date range (a 400-day station scan per planet) for its cycles; here the two
      // stations are already known, so the two longitude crossings are found from them (lib/sky.ts,
      // the same root finder and the same definition).
      const shadow = shadowOf(ephemeris, p.id, p.stationRetrogradeAt, p.stationDirectAt);
      return [
        `<span data-planet="${esc(p.slug)}">${esc(p.name)}</span>`,
        p.retrograde ? `<span class="rx" data-retrograde>℞ ${esc(t.retrograde)}</span>` : esc(t.direct),
        shown(p.stationRetrogradeAt),
        shown(p.stationDirectAt),
        shadow ? `${shown(shadow.preShadowStart)} – ${shown(shadow.postShadowEnd)}` : '—',
      ];
    });
    const body = `<p class="sub">${esc(status.date)}</p>` + table(['', '', t.stationRetrograde, t.stationDirect, t.shadow], rows);
    return page({ lang, theme, title: t.retrogradeStatus, body, watermark });
  },
});
