/**
 * The composing families take their data from the operations that answer it (the Operations
 * service) instead of casting it again or calling another family's library. Each drawing,
 * widget, public answer and reading through HTTP is compared with what the former in-process
 * path gave (castFor, natalModel, biwheelModel, transitBodies, castRashi + vargaOf, bodygraph,
 * castChart + crossAspects, dailyHoroscope, natalChart, matchScore, synastry, overlaysOf,
 * transitCalendar, birthSky + acgLines / localSpace),
 * byte for byte for the drawings, over house systems, a sidereal zodiac, vargas, a fixed
 * offset, the three themes and several languages: the answers did not change. One app (its
 * boot is most of the cost) for the render, embed, public and /interpret/* operations.
 */
import t from 'tap';
import { position, term } from '@celestial/core';
import { castChart, crossAspects, resolveMoment } from '@celestial/core/astro';
import { app, post, get } from '../helpers/app.js';
import { resolveService } from '../../runtime/src/container.js';
import { biwheelModel, castFor, natalModel, natalModelOf, renderWheel, transitBodies } from '../../plugins/render/src/lib/charts.js';
import { gridAspects, renderGrid } from '../../plugins/render/src/lib/grid.js';
import { castBoth, composite, davison, matchScore, overlaysOf, synastry } from '../../plugins/western/src/lib/relationships.js';
import { natalChart } from '../../plugins/western/src/lib/natal.js';
import { transitCalendar } from '../../plugins/western/src/lib/transits.js';
import { dailyHoroscope } from '../../plugins/western/src/lib/horoscopes.js';
import { esc, localizeInstants } from '../../plugins/embed/src/lib/page.js';
import { natalFacts } from '../../plugins/divination/src/lib/interpret/natal.js';
import { RELATIONSHIP_HOUSES, MAX_ASPECTS } from '../../plugins/divination/src/lib/interpret/synastry.js';
import { calendarRequest, transitFacts } from '../../plugins/divination/src/lib/interpret/transit.js';
import type { WheelModel } from '../../plugins/render/src/lib/wheel.js';
import { indianChartOf, renderNorthIndian, renderSouthIndian, shortName } from '../../plugins/render/src/lib/indian.js';
import type { VargaCode } from '../../plugins/render/src/lib/indian.js';
import { formerIndianChart } from './former-indian.js';
import { renderAcgMap, renderLocalSpaceMap } from '../../plugins/render/src/lib/astrocartography.js';
import { birthSky } from '../../plugins/astrocartography/src/lib/chart.js';
import { acgLines } from '../../plugins/astrocartography/src/lib/lines.js';
import { localSpace, localSpaceLine } from '../../plugins/astrocartography/src/lib/local-space.js';
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
const PUBLIC_CHARTS = [KYIV, { ...CROWDED, houseSystem: 'K' }, { ...DELHI, houseSystem: 'W', zodiacType: 'sidereal', ayanamsa: 'lahiri' }, LONDON];
const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

t.test('natal-wheel: the same drawing as the in-process cast, each chart in a theme and a language', async (t) => {
  for (const [k, { name, chart }] of CHARTS.entries()) {
    const options = OPTIONS[k % OPTIONS.length]!;
    const lang = (['en', 'ar', 'ja', 'hi'] as const)[k]!;
    const r = await post(`/v1/render/natal-wheel?lang=${lang}`, { ...chart, options });
    t.equal(r.status, 200, name);
    const before = renderWheel(natalModel(castFor(chart as never, services)), options as never, lang).answer;
    t.equal(r.body.data.svg, before.svg, `${name}, ${options.theme}, ${lang}`);
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
      const before = draw(formerIndianChart(birth as never, services, varga ?? 'D1', 'hi'), undefined, 'hi').answer;
      t.equal(r.body.data.svg, before.svg, `${side} ${varga ?? 'D1'} ${body.date}`);
    }
  }
});

t.test('Indian charts: a varga\'s signs are /vedic/divisional/d<n>\'s, the degrees /vedic/chart/rashi\'s', async (t) => {
  for (const [varga, lang] of [['D9', 'ja'], ['D30', 'ar'], ['D60', 'en']] as const) {
    const rashi = (await post(`/v1/vedic/chart/rashi?lang=${lang}`, CROWDED)).body.data;
    const divisional = (await post(`/v1/vedic/divisional/d${varga.slice(1)}?lang=${lang}`, CROWDED)).body.data;
    const ch = indianChartOf(rashi, divisional, varga, lang);
    t.equal(ch.lagnaSign, divisional.lagna.sign, `${varga}: the lagna in the divisional answer's sign`);
    const sun = rashi.planets.find((p: any) => p.graha === 0);
    const sunSign = divisional.planets.find((p: any) => p.graha === 0).sign;
    t.ok(ch.bySign[sunSign - 1]!.some((e) => e.label === shortName(sun.name) && !e.lagna), `${varga}: the Sun in its ${varga} sign ${sunSign}`);
    const r = await post(`/v1/render/south-indian-chart?lang=${lang}`, { ...CROWDED, varga });
    t.equal(r.body.data.svg, renderSouthIndian(ch, undefined, lang).answer.svg, `${varga} ${lang}: the drawing of the two answers`);
  }
});

t.test('astrocartography-map: the lines of POST /acg, drawn as the former cast drew them', async (t) => {
  const cases = [[KYIV, 'en'], [{ ...CROWDED, planetIds: [0, 1, 4, 15], lines: ['ASC', 'IC'], options: { theme: 'console' } }, 'ar']] as const;
  for (const [body, lang] of cases) {
    const r = await post(`/v1/render/astrocartography-map?lang=${lang}`, body);
    t.equal(r.status, 200);
    const { lines: _lines, options: _options, ...birth } = body as typeof body & { lines?: unknown; options?: unknown };
    const acg = (await post(`/v1/acg?lang=${lang}`, birth)).body.data;
    t.equal(r.body.data.svg, renderAcgMap(acg, body as never, lang).svg, `${body.date} ${lang}: the drawing of /acg's answer`);
    const sky = birthSky(birth as never, services);
    const former = { lines: acgLines(sky.bodies, sky.gastDeg, 1) };
    t.equal(r.body.data.svg, renderAcgMap(former, body as never, lang).svg, 'and of the former in-process lines');
    // The Sun's MC meridian at alpha - GAST: the first point of its line in /acg's answer.
    const sunMc = acg.lines.find((l: any) => l.id === 0 && l.angle === 'mc');
    t.equal(sunMc.segments[0][0].longitude, former.lines.find((l) => l.id === 0 && l.angle === 'mc')!.segments[0]![0]!.longitude);
  }
});

t.test('local-space-map: the azimuths and circles of POST /local-space/lines, below the horizon by /local-space/chart', async (t) => {
  const cases = [[{ ...KYIV, radiusKm: 10000 }, 'ja'], [{ ...CROWDED, planetIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 15], options: { theme: 'light' } }, 'en']] as const;
  for (const [body, lang] of cases) {
    const r = await post(`/v1/render/local-space-map?lang=${lang}`, body);
    t.equal(r.status, 200);
    const { radiusKm: _r, options: _o, ...birth } = body as typeof body & { radiusKm?: number; options?: unknown };
    const lines = (await post(`/v1/local-space/lines?lang=${lang}`, birth)).body.data;
    const chart = (await post(`/v1/local-space/chart?lang=${lang}`, birth)).body.data;
    t.equal(r.body.data.svg, renderLocalSpaceMap({ lines: lines.lines, planets: chart.planets }, body as never, lang).svg, `${body.date} ${lang}: the drawing of the two answers`);
    t.ok(chart.planets.some((p: any) => p.altitude < 0) && chart.planets.some((p: any) => p.altitude > 0), 'bodies above and below the horizon');
    t.equal((r.body.data.svg.match(/stroke-dasharray="6 4"/g) ?? []).length > 0, true, 'the ones below dashed');
    const sky = birthSky(birth as never, services);
    const former = localSpace(services.ephemeris, sky.jd, { longitude: birth.longitude, latitude: birth.latitude, altitude: 0 }, sky.bodies.map((b) => b.id));
    const formerAnswer = { lines: former.map((b) => ({ id: b.id, azimuth: b.azimuth, segments: localSpaceLine({ latitude: birth.latitude, longitude: birth.longitude }, b.azimuth, 1) })), planets: former };
    t.equal(r.body.data.svg, renderLocalSpaceMap(formerAnswer, body as never, lang).svg, 'and of the former in-process azimuths');
  }
});

t.test('iching-hexagram: names and trigrams of GET /iching/lookup/{n}, the relating figure of POST /iching/from-lines', async (t) => {
  for (const lang of ['ja', 'ar'] as const) {
    const values = [9, 8, 7, 6, 7, 8];
    const r = await post(`/v1/render/iching-hexagram?lang=${lang}`, { lines: values.map((value) => ({ value })) });
    t.equal(r.status, 200);
    const cast = (await post(`/v1/iching/from-lines?lang=${lang}`, { lines: values })).body.data;
    t.same([cast.primary.number, cast.relating.number], [63, 31], '63 Ji Ji changing to 31 Xian (worked by hand: Li/Kan, lines 1 and 4)');
    for (const n of [63, 31]) {
      const h = (await get(`/v1/iching/lookup/${n}?lang=${lang}`)).body.data;
      t.ok(r.body.data.svg.includes(`${n}. ${h.displayName}`), `${lang}: ${n}. ${h.displayName}`);
      t.ok(r.body.data.svg.includes(`${h.trigrams.upper.name} / ${h.trigrams.lower.name}`), `${lang}: ${h.trigrams.upper.name} / ${h.trigrams.lower.name}`);
    }
    const byNumber = await post(`/v1/render/iching-hexagram?lang=${lang}`, { number: 3 });
    const zhun = (await get(`/v1/iching/lookup/3?lang=${lang}`)).body.data;
    t.ok(byNumber.body.data.svg.includes(`3. ${zhun.displayName}`));
    t.notMatch(byNumber.body.data.svg, />→</, 'no changing line, no relating figure');
  }
});

t.test('tarot-spread: the layout of GET /tarot/spreads/{slug}, the cards as GET /tarot/{deck}/cards names them', async (t) => {
  const cards = ['the-fool', { slug: 'the-tower', reversed: true }, 'ace-of-cups'];
  for (const lang of ['ja', 'ar'] as const) {
    const r = await post(`/v1/render/tarot-spread?lang=${lang}`, { spread: 'celtic-cross', deck: 'rider-waite', cards });
    t.equal(r.status, 200);
    const spread = (await get(`/v1/tarot/spreads/celtic-cross?lang=${lang}`)).body.data;
    const listed = (await get(`/v1/tarot/rider-waite/cards?lang=${lang}`)).body.data.cards;
    t.same(r.body.data.positions.map((p: any) => [p.index, p.slug]), spread.positions.map((p: any) => [p.index, p.slug]), 'every position of the spread, empty ones too');
    t.same(r.body.data.positions.map((p: any) => p.rotation), spread.layout.map((l: any, i: number) => l.rotation + (i === 1 ? 180 : 0)), 'the layout\'s rotations, the reversed Tower turned');
    for (const slug of ['the-fool', 'the-tower', 'ace-of-cups']) {
      const card = listed.find((c: any) => c.slug === slug);
      t.ok(r.body.data.svg.includes(`>${card.name}<`), `${lang}: ${card.name}`);
    }
    t.not(listed.find((c: any) => c.slug === 'the-fool').name, 'The Fool', `${lang}: a translated name`);
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

t.test('/public/chart: Sun to Pluto, houses, Ascendant and MC of the cast, /chart\'s moment and settings', async (t) => {
  for (const [i, chart] of PUBLIC_CHARTS.entries()) {
    const lang = (['en', 'de', 'ja', 'ar'] as const)[i]!;
    const r = await post(`/v1/public/chart?lang=${lang}`, chart);
    t.equal(r.status, 200);
    const d = r.body.data;
    const cast = castChart(chart as never, services, { bodies: SUN_TO_PLUTO });
    t.same(d.planets.map((p: any) => [p.id, p.longitude, p.house, p.retrograde]), cast.bodies.map((b) => [b.id, b.longitude, b.house, b.retrograde]), `${chart.date}: the bodies of the cast`);
    t.same(d.planets[0].formatted, position(cast.bodies[0]!.longitude, lang).formatted, `written in ${lang}`);
    t.same(d.ascendant, position(cast.angles.ascendant, lang));
    t.same(d.midheaven, position(cast.angles.mc, lang));
    const keyed = (await post(`/v1/chart?lang=${lang}`, chart)).body.data;
    t.same(d.moment, keyed.moment, 'the moment /chart echoes');
    t.same(d.settings, keyed.settings, 'the settings /chart echoes');
  }
});

t.test('/public/synastry: the former teaser, aspect for aspect', async (t) => {
  const pairs = [[KYIV, LONDON], [CROWDED, DELHI], [{ ...LONDON, houseSystem: 'W' }, KYIV]] as const;
  for (const [c1, c2] of pairs) {
    const r = await post('/v1/public/synastry?lang=fr', { chart1: c1, chart2: c2 });
    t.equal(r.status, 200);
    const d = r.body.data;
    const x1 = castChart(c1 as never, services, { bodies: SUN_TO_PLUTO });
    const x2 = castChart(c2 as never, services, { bodies: SUN_TO_PLUTO });
    const points = (c: typeof x1) => [...c.bodies.map((b) => ({ id: b.id, name: b.name, longitude: b.longitude, speed: b.speed })), { id: -1, name: 'Ascendant', longitude: c.angles.ascendant, speed: 360.98 }];
    const before = crossAspects(points(x1), points(x2), { angles: [0, 60, 90, 120, 180], lang: 'fr' });
    t.equal(d.count, before.length, `${c1.date} x ${c2.date}: as many aspects`);
    t.same(d.aspects.map((x: any) => [x.planet1.id, x.planet2.id, x.type.slug, x.type.name, x.orb, x.isApplying]), before.map((x) => [x.planet1.id, x.planet2.id, x.type.slug, x.type.name, x.orb, x.isApplying]));
    t.same(d.bigThree.chart1.sun, position(x1.bodies[0]!.longitude, 'fr'));
    t.same(d.bigThree.chart2.ascendant, position(x2.angles.ascendant, 'fr'));
    const total = (e: Record<string, number>) => Object.values(e).reduce((s, n) => s + n, 0);
    t.equal(total(d.elementBalance.chart1), 11, 'Sun to Pluto and the Ascendant, no node, Chiron or Lilith');
    t.notOk(d.aspects.some((x: any) => x.planet1.id > 9 || x.planet2.id > 9), 'no node, Chiron or Lilith from /synastry');
  }
});

t.test('daily-horoscope widget: the card of POST /horoscope/daily, as the library gave it', async (t) => {
  const clock = resolveService(a.services, 'Clock');
  for (const [sign, date, lang] of [['leo', '2024-08-01', 'en'], [' Pisces ', '2024-01-11', 'de'], ['capricorn', '2025-03-29', 'ja']] as const) {
    const r = await a.inject({ method: 'GET', url: `/v1/embed/daily-horoscope?sign=${encodeURIComponent(sign)}&date=${date}&lang=${lang}`, remoteAddress: '198.51.100.7' });
    t.equal(r.statusCode, 200);
    const h = dailyHoroscope({ sign, date }, { ...services, clock }, lang);
    const slug = (s: string) => s.trim().toLowerCase();
    t.match(r.body, new RegExp(`data-sign="${slug(h.sign)}"`), `${sign} ${date}`);
    t.match(r.body, new RegExp(`data-moon-sign="${slug(h.moon.sign)}"`), 'the Moon\'s sign');
    const key = h.keyAspects[0];
    if (key) t.match(r.body, new RegExp(`data-key-aspect>${term('body', slug(key.planet1), lang)} ${term('aspect', key.aspect, lang)}`), 'the first key aspect');
    t.match(r.body, new RegExp(`<p data-text>${escapeRegExp(esc(localizeInstants(h.text.overview, lang)).slice(0, 60))}`), 'the overview text');
  }
});

t.test('/interpret/natal: the facts of the library\'s chart', async (t) => {
  const cases = [[KYIV, 'overview', 'en'], [{ ...CROWDED, houseSystem: 'K' }, 'career', 'ja'], [{ ...DELHI, houseSystem: 'W' }, 'love', 'ar'], [LONDON, 'spirituality', 'de']] as const;
  for (const [chart, focus, lang] of cases) {
    const r = await post('/v1/interpret/natal', { chart, focus, language: lang });
    t.equal(r.status, 200);
    const before = natalFacts(natalChart(chart as never, services, lang), focus, lang);
    t.same(r.body.data.chart, before.chart, `${chart.date} ${focus} ${lang}: sun, moon, ascendant`);
    t.same(r.body.data.sections.map((s: any) => [s.topic, s.factors]), before.sections.map((s) => [s.topic, s.factors]), 'the same factors, topic by topic');
  }
});

t.test('/interpret/synastry: score, tightest aspects and overlays as the library gave them', async (t) => {
  const cases = [[KYIV, LONDON, 'romantic', 'en'], [CROWDED, DELHI, 'business', 'fr'], [{ ...LONDON, houseSystem: 'W' }, KYIV, 'friendship', 'ja']] as const;
  for (const [chart1, chart2, relationship, lang] of cases) {
    const r = await post('/v1/interpret/synastry', { chart1, chart2, relationship, language: lang });
    t.equal(r.status, 200);
    const body = { chart1, chart2 } as never;
    const score = (await post(`/v1/match/score?lang=${lang}`, body)).body.data;
    t.same(r.body.data.score, score, 'the score is /match/score\'s answer');
    t.same([score.score, score.harmony, score.tension, score.attraction], (({ score: s, harmony, tension, attraction }) => [s, harmony, tension, attraction])(matchScore(body, services)), 'the figures the library gave');
    const majors = synastry(body, services, lang).aspects.filter((x) => x.type.isMajor).map((x, i) => ({ x, i })).sort((p, q) => p.x.orb - q.x.orb || p.i - q.i).slice(0, MAX_ASPECTS).map(({ x }) => x);
    t.same(r.body.data.aspects.map((x: any) => [x.planet1.slug, x.type.slug, x.planet2.slug, x.orb]), majors.map((x) => [x.planet1.slug, x.type.slug, x.planet2.slug, x.orb]), 'the ten tightest majors');
    const [c1, c2] = castBoth(body, services, [0, 1, 2, 3, 4, 5, 6]);
    const houses = RELATIONSHIP_HOUSES[relationship];
    const overlays = [...overlaysOf(c1, c2).map((o) => ({ ...o, owner: 'chart1' })), ...overlaysOf(c2, c1).map((o) => ({ ...o, owner: 'chart2' }))].filter((o) => houses.includes(o.house));
    t.same(r.body.data.overlays.map((o: any) => [o.planet.slug, o.owner, o.house]), overlays.map((o) => [o.planet.toLowerCase(), o.owner, o.house]), 'the overlays in the bond\'s houses');
  }
});

t.test('/interpret/transit: the transits of the library\'s calendar', async (t) => {
  const cases = [[KYIV, '2025-06-01', '2025-07-31', undefined, 'en'], [DELHI, '2024-01-01', '2024-03-15', [1, 4], 'hi'], [LONDON, '2026-11-01', '2026-11-30', undefined, 'ja']] as const;
  for (const [chart, from, to, ids, lang] of cases) {
    const r = await post('/v1/interpret/transit', { chart, from, to, ...(ids ? { transitPlanetIds: ids } : {}), language: lang });
    t.equal(r.status, 200);
    const cal = transitCalendar(calendarRequest(chart, from, to, ids ? [...ids] : undefined) as never, services, lang);
    const before = transitFacts(cal as never, from, to, lang);
    t.same(r.body.data.transits.map(({ reading: _r, ...x }: any) => x), before.transits, `${chart.date} ${from}..${to}`);
    t.ok(before.transits.length > 0);
  }
});
