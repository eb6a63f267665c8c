import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Operations, defineOperation } from '@celestial/core';
import { HTML, HtmlPage, ThemeParam, esc, instantHtml, localInstant, page, pageContext, todayUtc } from './lib/page.js';
import { moonFace, renderMoon } from '@celestial/plugin-render/lib/moon';
import { jdOfIso } from './lib/sky.js';

/** What the page reads of GET /public/moon-phase's answer. */
interface MoonPhase {
  timestamp: string;
  phase: { slug: string; name: string; illumination: number };
  moonSign: { formatted: string };
  nextNewMoon: string;
  nextFullMoon: string;
}

export default defineOperation({
  method: 'GET',
  path: '/embed/moon-phase',
  summary: "Widget: the Moon's phase (image, name, illumination, sign, next new and full moon) as an HTML page for an iframe",
  description:
    'The answer of GET /public/moon-phase (invoked in-process) (elongation from Swiss Ephemeris, illuminated fraction from swe_pheno_ut, next lunations by root-finding) drawn as a page: the render family\'s Moon face (the bright limb\'s position angle, Meeus eq. 48.5; turned 180 degrees for a southern `lat`), the phase name, illumination %, Moon sign, next new and full moon in the `tz` offset, written as the language writes a date and time. Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: Type.Optional(DateString),
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss (default 12:00:00)' })),
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'observer latitude: south of the equator mirrors the image' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'full-moon-2024-01-25', query: { date: '2024-01-25', time: '17:54:00', tz: 0, theme: 'light' } }],
  deps: { ephemeris: Ephemeris, operations: Operations },
  handler: async (input, { ephemeris, operations }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const query = { date: q.date ?? todayUtc(), ...(q.time === undefined ? {} : { time: q.time }), ...(q.tz === undefined ? {} : { tz: q.tz }) };
    const m = await operations.invoke<MoonPhase>('GET /public/moon-phase', { query, lang, caller: input.caller });
    const pct = (m.phase.illumination * 100).toFixed(1);
    // The face is the render family's moon drawing (Meeus 48.5 bright limb, turned for the south)
    // at the answer's instant, at this page's size and theme. Its geometry (moonFace: the lit
    // fraction and the bright limb's angle) stays a call of the render family's library: no JSON
    // operation answers the bright limb (GET /public/moon-phase gives the phase and illumination
    // only), and POST /render/moon-phase draws the same face as a document of its own, its
    // caption the ISO instant where this page writes the instant as the language does.
    const face = renderMoon(moonFace(ephemeris, jdOfIso(m.timestamp)), (q.lat ?? 0) < 0, { instant: localInstant(m.timestamp, lang) }, { size: 300, theme }, lang).svg!;
    const body = `<div class="row"><div style="width:160px;height:160px">${face.replace('<svg ', '<svg style="width:160px;height:160px" ')}</div><div>`
      + `<div class="big" data-phase="${esc(m.phase.slug)}">${esc(m.phase.name)}</div>`
      + `<p>${esc(t.illumination)}: <b data-illumination>${esc(pct)}%</b></p>`
      + `<p>${esc(t.moonSign)}: <b>${esc(m.moonSign.formatted)}</b></p></div></div>`
      + `<p class="sub">${instantHtml(m.timestamp, lang)}</p>`
      + `<p>${esc(t.nextNewMoon)}: <b data-next-new>${instantHtml(m.nextNewMoon, lang)}</b></p>`
      + `<p>${esc(t.nextFullMoon)}: <b data-next-full>${instantHtml(m.nextFullMoon, lang)}</b></p>`;
    return page({ lang, theme, title: t.moonPhase, body, watermark });
  },
});
