import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, defineOperation, jdToIsoWithOffset, position, term, bodySlug } from '@celestial/core';
import type { ZodiacSettings } from '@celestial/core';
import { PTOLEMAIC_ASPECT_ANGLES, exactAspectsBetween } from '@celestial/core/astro';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, ticker, todayUtc } from './lib/page.js';
import { parsePlanets } from './lib/sky.js';
import { clockOf, localJd } from './lib/time.js';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ASPECT_SLUG: Readonly<Record<number, string>> = { 0: 'conjunction', 60: 'sextile', 90: 'square', 120: 'trine', 180: 'opposition' };

export default defineOperation({
  method: 'GET',
  path: '/embed/transit-ticker',
  summary: "Widget: a scrolling ticker of the planets' signs, degrees and retrograde marks and the day's exact aspects, as an HTML page for an iframe",
  description:
    'Positions at 00:00 UTC of `date` (default today) from Swiss Ephemeris, tropical; ℞ where the longitude speed is negative; the Ptolemaic aspects (0, 60, 90, 120, 180) between the listed planets perfected during that UTC day, by core\'s root finder on the separations (exactAspectsBetween). `planets`: comma-separated ids 0-9 (default Sun to Pluto). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: Type.Optional(DateString),
    planets: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\s*\\d+(\\s*,\\s*\\d+)*\\s*$', description: 'comma-separated ids 0 (Sun) to 9 (Pluto); default all' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: '2024-04-08', query: { date: '2024-04-08', theme: 'console' } }],
  deps: { ephemeris: Ephemeris },
  handler: (input, { ephemeris }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const ids = parsePlanets(input.query.planets, SUN_TO_PLUTO, 'planets');
    const date = input.query.date ?? todayUtc();
    const jd0 = localJd(ephemeris, date, '00:00:00', 0);
    const items = ids.map((id) => {
      const p = ephemeris.position(jd0, id, TROPICAL);
      const slug = bodySlug(id)!;
      const pos = position(p.longitude, lang);
      const rx = p.longitudeSpeed < 0 ? ' <span class="rx" data-retrograde>℞</span>' : '';
      return `<span class="item" data-planet="${esc(slug)}">${esc(term('body', slug, lang))} ${esc(pos.formatted)}${rx}</span>`;
    });
    const aspects = exactAspectsBetween(ephemeris, ids, PTOLEMAIC_ASPECT_ANGLES, jd0, jd0 + 1).map((a) => {
      const name = (id: number) => term('body', bodySlug(id)!, lang);
      return `<span class="item" data-aspect="${esc(ASPECT_SLUG[a.angle]!)}">${esc(name(a.body1))} ${esc(term('aspect', ASPECT_SLUG[a.angle]!, lang))} ${esc(name(a.body2))} ${esc(clockOf(jdToIsoWithOffset(a.jd, 0)))} UTC</span>`;
    });
    const body = `<p class="sub">${esc(date)} 00:00 UTC</p>${ticker(items.join(''))}`
      + `<p class="sub">${esc(t.exactToday)}</p>${aspects.length ? ticker(aspects.join('')) : `<p>${esc(t.none)}</p>`}`;
    return page({ lang, theme, title: t.transits, body, watermark });
  },
});
