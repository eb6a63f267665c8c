import { Type } from '@sinclair/typebox';
import { defineOperation, Operations, term } from '@celestial/core';
import { biwheelModelOf, renderWheel } from '@celestial/plugin-render/lib/charts';
import type { AnsweredChart } from '@celestial/plugin-render/lib/charts';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, table } from './lib/page.js';
import { DateString, Latitude, Longitude, TimeParam, TzParam, birthOf, fluidSvg } from './lib/wheel-page.js';

export default defineOperation({
  method: 'GET',
  path: '/embed/synastry',
  summary: 'Widget: the synastry bi-wheel of subjects A and B with the inter-aspect table, as an HTML page for an iframe',
  description:
    'SERVICE-SPEC "GET /embed/synastry". Both charts and their inter-aspects as /synastry answers them (invoked in-process; Placidus, tropical), drawn with the render family\'s synastry bi-wheel (A inside with its houses, B outside, inter-aspect lines), and the major inter-aspects between bodies (the service\'s default orbs) listed under it. Without both subjects (date_a and date_b) the answer is the JSON error envelope naming the missing one. Keyless (30/h per IP, 300/h per declared X-Service-Site-URL); the free-tier watermark unless an X-Api-Key is sent.',
  query: Type.Object({
    date_a: DateString,
    date_b: DateString,
    time_a: TimeParam,
    time_b: TimeParam,
    tz_a: TzParam,
    tz_b: TzParam,
    lat_a: Type.Optional(Latitude),
    lat_b: Type.Optional(Latitude),
    lng_a: Type.Optional(Longitude),
    lng_b: Type.Optional(Longitude),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  specFixed: true,
  examples: [{ name: 'kyiv-london', query: { date_a: '1990-07-15', time_a: '14:30:00', tz_a: 3, lat_a: 50.45, lng_a: 30.52, date_b: '1988-02-03', time_b: '08:15:00', tz_b: 0, lat_b: 51.5074, lng_b: -0.1278 } }],
  deps: { operations: Operations },
  handler: async (input, { operations }) => {
    const { lang, theme, watermark } = pageContext(input);
    const q = input.query;
    type Aspect = { planet1: { id: number; slug: string }; planet2: { id: number; slug: string }; type: { slug: string; name: string; symbol: string; color: string; isMajor: boolean }; orb: number };
    const s = await operations.invoke<{ chart1: AnsweredChart; chart2: AnsweredChart; aspects: Aspect[] }>('POST /synastry', {
      body: { chart1: birthOf(q.date_a, q.time_a, q.tz_a, q.lat_a, q.lng_a), chart2: birthOf(q.date_b, q.time_b, q.tz_b, q.lat_b, q.lng_b) },
      lang,
      caller: input.caller,
    });
    const svg = renderWheel(biwheelModelOf(s.chart1, s.chart2.planets, s.aspects), { theme, size: 600 }, lang).answer.svg!;
    // The table lists the major aspects between bodies (the wheel draws every line; /synastry's
    // aspects to the Ascendant and MC are left out, as the page always did): a page, not the /synastry report.
    const isBody = (list: readonly { id: number }[], id: number) => list.some((b) => b.id === id);
    const aspects = s.aspects.filter((x) => x.type.isMajor && isBody(s.chart1.planets, x.planet1.id) && isBody(s.chart2.planets, x.planet2.id));
    const rows = aspects.map((x) => [
      `<span data-a="${esc(x.planet1.slug)}">A ${esc(term('body', x.planet1.slug, lang))}</span>`,
      `<span data-aspect="${esc(x.type.slug)}">${esc(x.type.symbol)} ${esc(x.type.name)}</span>`,
      `<span data-b="${esc(x.planet2.slug)}">B ${esc(term('body', x.planet2.slug, lang))}</span>`,
      `${esc(x.orb.toFixed(2))}°`,
    ]);
    const body = fluidSvg(svg) + `<p class="sub">A ${esc(q.date_a)} · B ${esc(q.date_b)}</p>` + table(['A', '', 'B', '±'], rows);
    return page({ lang, theme, title: 'A × B', body, watermark });
  },
});
