import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation } from '@celestial/core';
import { publicRetrogradeStatus } from '@celestial/plugin-public/lib/public';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, shortInstant, table, todayUtc } from './lib/page.js';
import { parsePlanets, shadowOf } from './lib/sky.js';

const MERCURY_TO_PLUTO = [2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'GET',
  path: '/embed/retrograde-status',
  summary: 'Widget: which planets are retrograde, with their stations and shadow period, as an HTML page for an iframe',
  description:
    'The computation of GET /public/retrograde-status (speed sign from swe_calc_ut at 12:00 UT, stations by root-finding the speed) drawn as a table; the shadow period runs from the pre-shadow (the planet first reaches the longitude of its coming station direct) to the post-shadow end (it passes the longitude of the station retrograde again), found by core\'s longitude crossings. `planets`: comma-separated Swiss Ephemeris ids 2-9 (default all). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: Type.Optional(DateString),
    planets: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'comma-separated ids 2 (Mercury) to 9 (Pluto); default all' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'mercury-retrograde-2024-04', query: { date: '2024-04-10', planets: '2,4' } }],
  deps: { ephemeris: Ephemeris },
  handler: (input, { ephemeris }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const wanted = parsePlanets(input.query.planets, MERCURY_TO_PLUTO, 'planets');
    const status = publicRetrogradeStatus({ date: input.query.date ?? todayUtc() }, ephemeris, lang);
    const rows = status.planets.filter((p) => wanted.includes(p.id)).map((p) => {
      const shadow = shadowOf(ephemeris, p.id, p.stationRetrogradeAt, p.stationDirectAt);
      return [
        `<span data-planet="${esc(p.slug)}">${esc(p.name)}</span>`,
        p.retrograde ? `<span class="rx" data-retrograde>℞ ${esc(t.retrograde)}</span>` : esc(t.direct),
        esc(shortInstant(p.stationRetrogradeAt)),
        esc(shortInstant(p.stationDirectAt)),
        shadow ? `${esc(shortInstant(shadow.preShadowStart))} – ${esc(shortInstant(shadow.postShadowEnd))}` : '—',
      ];
    });
    const body = `<p class="sub">${esc(status.date)}</p>` + table(['', '', t.stationRetrograde, t.stationDirect, t.shadow], rows);
    return page({ lang, theme, title: t.retrogradeStatus, body, watermark });
  },
});
