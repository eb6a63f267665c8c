/**
 * The drawings take their data from the operations that answer it (the Operations service:
 * /chart, /synastry, /planets, /composite, /davison, /vedic/chart/rashi, /human-design/bodygraph).
 * Each drawing through HTTP is compared, byte for byte, with the drawing of the chart cast
 * in-process (castFor, natalModel, biwheelModel, transitBodies, castIndian, bodygraph: the path
 * the render family took before, which the reports family still takes), over house systems, a
 * sidereal zodiac, vargas, a fixed offset, the three themes and several languages: the answer
 * did not change. The widgets that draw wheels are compared the same way.
 */
import t from 'tap';
import { crossAspects, resolveMoment } from '@celestial/core/astro';
import { app, post, get } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { biwheelModel, castFor, natalModel, natalModelOf, renderWheel, transitBodies } from '../../plugins/render/src/lib/charts.js';
import { gridAspects, renderGrid } from '../../plugins/render/src/lib/grid.js';
import { composite, davison } from '../../plugins/western/src/lib/relationships.js';
import type { WheelModel } from '../../plugins/render/src/lib/wheel.js';
import { castIndian, renderNorthIndian, renderSouthIndian } from '../../plugins/render/src/lib/indian.js';
import type { VargaCode } from '../../plugins/render/src/lib/indian.js';
import { renderBodygraph } from '../../plugins/render/src/lib/bodygraph.js';
import { bodygraph } from '../../plugins/divination/src/lib/human-design.js';
import { bodygraphOut } from '../../plugins/divination/src/lib/human-design-view.js';
import { CROWDED, DELHI, KYIV, LONDON } from '../../plugins/render/src/lib/examples.js';

const a = await app({ families: ['render', 'embed'] });
const services = { ephemeris: resolveService(a.services, 'Ephemeris'), timeZones: resolveService(a.services, 'TimeZones') };

const CHARTS = [
  { name: 'Kyiv, Placidus', chart: KYIV },
  { name: 'crowded, Koch', chart: { ...CROWDED, houseSystem: 'K' } },
  { name: 'Delhi, sidereal whole sign', chart: { ...DELHI, houseSystem: 'W', zodiacType: 'sidereal', ayanamsa: 'lahiri' } },
  { name: 'London, Gauquelin sectors', chart: { ...LONDON, houseSystem: 'G' } },
];
const OPTIONS = [{ theme: 'dark' }, { theme: 'light', size: 700 }, { theme: 'console', size: 400 }];

t.test('natal-wheel: the same drawing as the in-process cast, in three languages', async (t) => {
  for (const { name, chart } of CHARTS) {
    for (const [i, options] of OPTIONS.entries()) {
      const lang = (['en', 'ar', 'ja'] as const)[i]!;
      const r = await post(`/v1/render/natal-wheel?lang=${lang}`, { ...chart, options });
      t.equal(r.status, 200, name);
      const before = renderWheel(natalModel(castFor(chart as never, services)), options as never, lang).answer;
      t.equal(r.body.data.svg, before.svg, `${name}, ${options.theme}, ${lang}`);
    }
  }
});

t.test('the model from /chart\'s answer is the model of the cast', async (t) => {
  const answer = (await post('/v1/chart', KYIV)).body.data;
  const model = natalModelOf(answer);
  const before = natalModel(castFor(KYIV as never, services));
  t.same(model, before);
  t.ok(model.aspects.length > 10, 'the aspects drawn');
  t.equal(model.cusps?.length, 12);
});

t.test('synastry-biwheel and transit-biwheel: the same drawings', async (t) => {
  for (const [c1, c2] of [[KYIV, LONDON], [CROWDED, { ...DELHI, houseSystem: 'W' }]] as const) {
    const r = await post('/v1/render/synastry-biwheel', { chart1: c1, chart2: c2 });
    t.equal(r.status, 200);
    const before = renderWheel(biwheelModel(castFor(c1 as never, services), castFor(c2 as never, services).bodies), undefined, 'en').answer;
    t.equal(r.body.data.svg, before.svg, `${c1.date} x ${c2.date}`);
  }
  const transits = [
    { ...KYIV, transit: { date: '2026-11-26', time: '12:00:00', timezone: 'Europe/Kyiv' } },
    { ...KYIV, transit: { date: CROWDED.date, time: CROWDED.time, timezoneOffset: 0 } },
    { ...DELHI, zodiacType: 'sidereal', ayanamsa: 'lahiri', transit: { date: '2024-04-08', time: '18:17', timezoneOffset: 0 } },
  ];
  for (const body of transits) {
    const r = await post('/v1/render/transit-biwheel?lang=de', body);
    t.equal(r.status, 200);
    const { transit, ...birth } = body;
    const before = renderWheel(biwheelModel(castFor(birth as never, services), transitBodies(birth as never, transit as never, services)), undefined, 'de').answer;
    t.equal(r.body.data.svg, before.svg, `transit ${transit.date} ${transit.time}`);
  }
});

t.test('composite-wheel: the /composite and /davison charts as they were drawn', async (t) => {
  for (const method of ['midpoint', 'davison'] as const) {
    const body = { chart1: KYIV, chart2: LONDON };
    const r = await post('/v1/render/composite-wheel', { ...body, method });
    t.equal(r.status, 200);
    const chart = method === 'davison' ? davison(body as never, services) : composite(body as never, services);
    const lon = new Map(chart.planets.map((p) => [p.id, p.longitude]));
    const model: WheelModel = {
      inner: chart.planets.map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, retrograde: 'retrograde' in p ? Boolean(p.retrograde) : false })),
      cusps: chart.houses.map((h) => h.cusp),
      ascendant: chart.angles.ascendant,
      mc: chart.angles.mc,
      aspects: chart.aspects.flatMap((x) => {
        const l1 = lon.get(x.planet1.id);
        const l2 = lon.get(x.planet2.id);
        return l1 === undefined || l2 === undefined ? [] : [{ from: { longitude: l1, ring: 'inner' as const }, to: { longitude: l2, ring: 'inner' as const }, slug: x.type.slug, color: x.type.color }];
      }),
    };
    t.equal(r.body.data.svg, renderWheel(model, undefined, 'en').answer.svg, method);
  }
});

t.test('aspect-grid: one chart (/chart) and two (/synastry), with and without maxOrb and angles', async (t) => {
  const cases = [
    { chart: KYIV },
    { chart: { ...CROWDED, houseSystem: 'W' }, aspectAngles: [0, 90, 180], maxOrb: 4 },
    { chart1: KYIV, chart2: LONDON },
    { chart1: CROWDED, chart2: DELHI, aspectAngles: [0, 60, 90, 120, 180], maxOrb: 6 },
  ];
  for (const body of cases) {
    const r = await post('/v1/render/aspect-grid', body);
    t.equal(r.status, 200);
    const rows = castFor(((body as any).chart ?? (body as any).chart1) as never, services).bodies;
    const cols = (body as any).chart2 ? castFor((body as any).chart2 as never, services).bodies : null;
    const before = renderGrid(rows, cols, gridAspects(rows, cols, body.aspectAngles, body.maxOrb), undefined, 'en').answer;
    t.equal(r.body.data.svg, before.svg, JSON.stringify(Object.keys(body)));
  }
});

t.test('widgets: natal-wheel and synastry draw and list what the in-process cast gave', async (t) => {
  const n = await get('/v1/embed/natal-wheel?date=1990-07-15&time=14:30:00&tz=3&lat=50.45&lng=30.52&house_system=K&lang=ja');
  const birth = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52, houseSystem: 'K' };
  const svg = renderWheel(natalModel(castFor(birth as never, services)), { theme: 'dark', size: 600 }, 'ja').answer.svg!;
  const drawn = /<div class="wheel">(<svg[\s\S]*?<\/svg>)<\/div>/.exec(n.raw)![1]!;
  t.equal(drawn.replace(/style="[^"]*"/, ''), svg.replace(/width="\d+" height="\d+"/, ''), 'the wheel of the cast');
  const s = await get('/v1/embed/synastry?date_a=1990-07-15&time_a=14:30:00&tz_a=3&lat_a=50.45&lng_a=30.52&date_b=1988-02-03&time_b=08:15:00&tz_b=0&lat_b=51.5074&lng_b=-0.1278');
  const A = castFor({ date: '1990-07-15', time: '14:30:00', timezoneOffset: 3, latitude: 50.45, longitude: 30.52 } as never, services);
  const B = castFor({ date: '1988-02-03', time: '08:15:00', timezoneOffset: 0, latitude: 51.5074, longitude: -0.1278 } as never, services);
  const points = (c: typeof A) => c.bodies.map((p) => ({ id: p.id, name: p.name, longitude: p.longitude, speed: p.speed }));
  const majors = crossAspects(points(A), points(B)).filter((x) => x.type.isMajor);
  const listed = [...s.raw.matchAll(/data-a="([a-z-]+)"[\s\S]*?data-aspect="([a-z-]+)"[\s\S]*?data-b="([a-z-]+)"/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);
  t.same(listed, majors.map((x) => `${x.planet1.slug} ${x.type.slug} ${x.planet2.slug}`), 'the major inter-aspects between bodies, in order');
  t.ok(listed.length > 5);
});

t.test('north and south Indian charts: the /vedic/chart/rashi answer drawn as the cast was', async (t) => {
  const cases = [
    { ...DELHI },
    { ...DELHI, varga: 'D9', ayanamsa: 'raman', nodeType: 'true' },
    { ...CROWDED, varga: 'D60' },
    { ...KYIV, varga: 'D10' },
  ];
  for (const body of cases) {
    for (const [side, draw] of [['north', renderNorthIndian], ['south', renderSouthIndian]] as const) {
      const r = await post(`/v1/render/${side}-indian-chart?lang=hi`, body);
      t.equal(r.status, 200);
      const { varga, ...birth } = body as typeof body & { varga?: VargaCode };
      const before = draw(castIndian(birth as never, services, varga ?? 'D1', 'hi'), undefined, 'hi').answer;
      t.equal(r.body.data.svg, before.svg, `${side} ${varga ?? 'D1'} ${body.date}`);
    }
  }
});

t.test('human-design-bodygraph: the /human-design/bodygraph answer drawn as before', async (t) => {
  for (const [body, lang] of [[KYIV, 'en'], [CROWDED, 'ja'], [LONDON, 'ar']] as const) {
    const r = await post(`/v1/render/human-design-bodygraph?lang=${lang}`, body);
    t.equal(r.status, 200);
    const jd = resolveMoment(body as never, services).julianDayUT;
    const before = renderBodygraph(bodygraphOut(bodygraph(services.ephemeris, jd), lang), undefined, lang).answer;
    t.equal(r.body.data.svg, before.svg, `${body.date} ${lang}`);
  }
});
