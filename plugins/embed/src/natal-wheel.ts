import { Type } from '@sinclair/typebox';
import { bodySlug, defineOperation, Operations, position, term } from '@celestial/core';
import { HOUSE_SYSTEM_CODES } from '@celestial/core/astro';
import { natalModelOf, renderWheel } from '@celestial/plugin-render/lib/charts';
import type { AnsweredAspect, AnsweredBody, AnsweredChart } from '@celestial/plugin-render/lib/charts';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, table } from './lib/page.js';
import { DateString, Latitude, Longitude, TimeParam, TzParam, birthOf, fluidSvg } from './lib/wheel-page.js';

export default defineOperation({
  method: 'GET',
  path: '/embed/natal-wheel',
  summary: 'Widget: a natal wheel with a planet table (sign, degree, house, retrograde) as an HTML page for an iframe',
  description:
    'Swiss Ephemeris positions and house cusps (the answer of /chart, invoked in-process; tropical) drawn with the render family\'s natal wheel, and a table of the bodies with sign, degree, house and the retrograde mark. `house_system` one of the 25 codes (default P, Placidus); `name` is shown as the title, escaped. Keyless (30/h per IP, 300/h per declared X-Service-Site-URL); the free-tier watermark unless a key is sent.',
  query: Type.Object({
    date: DateString,
    time: TimeParam,
    tz: TzParam,
    lat: Type.Optional(Latitude),
    lng: Type.Optional(Longitude),
    house_system: Type.Optional(Type.Union(HOUSE_SYSTEM_CODES.map((c) => Type.Literal(c)), { description: 'house system code (default P)' })),
    name: Type.Optional(Type.String({ maxLength: 100, description: "the chart's name, shown as the title" })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'kyiv-1990', query: { date: '1990-07-15', time: '14:30:00', tz: 3, lat: 50.45, lng: 30.52, name: 'Kyiv 1990', theme: 'light' } }],
  deps: { operations: Operations },
  handler: async (input, { operations }) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const chart = await operations.invoke<Omit<AnsweredChart, 'planets'> & { planets: (AnsweredBody & { house: number })[]; aspects: AnsweredAspect[] }>('POST /chart', {
      body: birthOf(q.date, q.time, q.tz, q.lat, q.lng, q.house_system ?? 'P'),
      lang,
      caller: input.caller,
    });
    const svg = renderWheel(natalModelOf(chart), { theme, size: 600 }, lang).answer.svg!;
    const rows = chart.planets.map((b) => {
      const slug = bodySlug(b.id) ?? b.name.toLowerCase();
      const p = position(b.longitude, lang);
      return [
        `<span data-planet="${esc(slug)}">${esc(term('body', slug, lang))}</span>`,
        esc(p.signName),
        // The degree column: the formatted position without the sign, which has its own column.
        esc(p.formatted.replace(p.signName, '').trim()),
        `<span data-house>${b.house}</span>`,
        b.retrograde ? `<span class="rx" data-retrograde>℞</span>` : '',
      ];
    });
    const body = fluidSvg(svg) + `<p class="sub">${esc(q.date)} ${esc(q.time ?? '12:00:00')} UTC${(q.tz ?? 0) >= 0 ? '+' : ''}${esc(q.tz ?? 0)}</p>`
      + table(['', '', '°', '⌂', t.retrograde], rows);
    return page({ lang, theme, title: q.name ?? '☉', body, watermark });
  },
});
