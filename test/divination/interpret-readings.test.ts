/**
 * /interpret/natal, /synastry, /transit and /horoscope: the facts computed first (by the
 * western family's lib code), then written by the chain, here its last link, the built-in
 * composer (no chain configured: no network). Values against independent sources: the Sun by
 * Meeus' low-precision solar theory (Astronomical Algorithms, 2nd ed., ch. 25, 0.01°), the
 * Ascendant from Meeus' sidereal time (ch. 12) and the spherical-astronomy formula, Lilly's
 * table of essential dignities (Christian Astrology, 1647, p. 104: Mars in detriment in Taurus),
 * the calendar (2025-06-11 is a Wednesday), and each transit's exact instant re-checked on the
 * ephemeris (the transiting body really is at the aspect's angle from the natal point then).
 */
import t from 'tap';
import { app, post, KYIV } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { COMPOSER_MODEL } from '@celestial/core';
import { DISCLAIMER } from '../../plugins/divination/src/lib/interpret/composer.js';
import { majorDignity, natalFacts, natalJob, TOPIC_FACTORS } from '../../plugins/divination/src/lib/interpret/natal.js';
import { RELATIONSHIP_HOUSES, MAX_ASPECTS } from '../../plugins/divination/src/lib/interpret/synastry.js';
import { calendarRequest, transitFacts } from '../../plugins/divination/src/lib/interpret/transit.js';
import { matchScore } from '../../plugins/western/src/lib/relationships.js';

await app({ families: ['divination'] });
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 };
const rad = Math.PI / 180;
const norm = (x: number) => ((x % 360) + 360) % 360;
const sep = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** Meeus ch. 25, low accuracy: the Sun's apparent longitude (0.01°). */
function meeusSun(jd: number): number {
  const T = (jd - 2451545) / 36525;
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  const M = (357.52911 + 35999.05029 * T - 0.0001537 * T * T) * rad;
  const C = (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const omega = (125.04 - 1934.136 * T) * rad;
  return norm(L0 + C - 0.00569 - 0.00478 * Math.sin(omega));
}

/** Meeus ch. 12 mean sidereal time, mean obliquity (ch. 22) and the Ascendant's formula. */
function meeusAscendant(jd: number, latitude: number, longitudeEast: number): number {
  const T = (jd - 2451545) / 36525;
  const gmst = 280.46061837 + 360.98564736629 * (jd - 2451545) + 0.000387933 * T * T - (T * T * T) / 38710000;
  const ramc = norm(gmst + longitudeEast) * rad;
  const eps = (23.439291 - 0.0130042 * T) * rad;
  return norm(Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(latitude * rad) * Math.sin(eps))) / rad);
}

// Kyiv, 1990-07-15 14:30 at UTC+3 (EEST): 11:30 UT, JD 2448087.5 + 11.5/24.
const KYIV_JD = 2448087.5 + 11.5 / 24;

t.test('POST /interpret/natal: the chart facts, Lilly dignities, the composer in the asked language', async (t) => {
  const r = await post('/v1/interpret/natal', { chart: KYIV, focus: 'overview', language: 'en' });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.ok(sep(d.chart.sun.longitude, meeusSun(KYIV_JD)) < 0.01, `Sun ${d.chart.sun.longitude} vs Meeus ${meeusSun(KYIV_JD)}`);
  t.equal(d.chart.sun.signName, 'Cancer');
  t.ok(sep(d.chart.ascendant.longitude, meeusAscendant(KYIV_JD, KYIV.latitude, KYIV.longitude)) < 0.05, `Ascendant ${d.chart.ascendant.longitude} vs ${meeusAscendant(KYIV_JD, KYIV.latitude, KYIV.longitude)}`);
  t.equal(d.chart.ascendant.signName, 'Scorpio');
  t.same(d.sections.map((s: any) => s.topic), ['identity', 'love', 'career'], 'overview: identity, love, career');
  const love = d.sections[1];
  // Mars at 1°55' Taurus: the sign opposite his domicile Scorpio, Lilly's detriment.
  t.ok(love.factors.some((f: any) => f.kind === 'dignity' && f.text === 'Mars: Detriment'), 'Mars in detriment in Taurus');
  t.ok(love.factors.some((f: any) => f.kind === 'placement' && f.text.startsWith('Venus ') && f.text.includes('Gemini')), 'Venus in Gemini among the love factors');
  t.ok(d.sections[0].factors.some((f: any) => f.kind === 'aspect' && /^Sun square Moon/.test(f.text)), 'Sun (22° Cancer) square Moon (22° Aries)');
  // The composer: each section's reading is its factors, in order, as one sentence.
  for (const s of d.sections) t.equal(s.reading, `${s.factors.map((f: any) => f.text).join('; ')}.`);
  t.equal(d.model, COMPOSER_MODEL);
  t.equal(d.disclaimer, DISCLAIMER.en);
  t.equal(d.language, 'en');

  const de = await post('/v1/interpret/natal', { chart: KYIV, focus: 'love' }, { 'accept-language': 'de' });
  t.equal(de.body.data.language, 'de');
  t.equal(de.body.data.chart.sun.signName, 'Krebs', 'names in the asked language');
  t.same(de.body.data.sections.map((s: any) => s.topic), ['love']);
  const plain = await post('/v1/interpret/natal', { chart: KYIV, language: 'xx' });
  t.equal(plain.body.data.language, 'uk', 'unknown codes fall back to uk');

  t.equal((await post('/v1/interpret/natal', { chart: KYIV, focus: 'money' })).body.error.details[0].path, 'focus');
  t.equal((await post('/v1/interpret/natal', { focus: 'love' })).status, 400);
});

t.test('natal lib: deterministic composer, the dignity table', async (t) => {
  const chartJa = (await post('/v1/chart?lang=ja', KYIV)).body.data;
  const a = natalJob(natalFacts(chartJa, 'overview', 'ja'), null, 'ja');
  const b = natalJob(natalFacts(chartJa, 'overview', 'ja'), null, 'ja');
  t.same(a.composed, b.composed, 'same words for the same input');
  t.same(Object.keys(a.slots), ['identity', 'love', 'career', 'synthesis', 'advice']);
  // Lilly's table: Sun domicile Leo, exaltation Aries, detriment Aquarius, fall Libra; Saturn exalted in Libra.
  t.equal(majorDignity('Sun', 130, true), 'domicile');
  t.equal(majorDignity('Sun', 10, true), 'exaltation');
  t.equal(majorDignity('Sun', 310, true), 'detriment');
  t.equal(majorDignity('Sun', 190, true), 'fall');
  t.equal(majorDignity('Saturn', 200, true), 'exaltation');
  t.equal(majorDignity('Mars', 31.9, true), 'detriment');
  t.equal(majorDignity('Pluto', 220, true), null, 'only the seven traditional planets');
  t.same(TOPIC_FACTORS.love.houses, [5, 7]);
});

t.test('POST /interpret/synastry: /match/score figures, the tightest inter-aspects, overlays in the bond\'s houses', async (t) => {
  const body = { chart1: KYIV, chart2: LONDON, relationship: 'business', language: 'en' };
  const r = await post('/v1/interpret/synastry', body);
  t.equal(r.status, 200);
  const d = r.body.data;
  t.same(d.score, (await post('/v1/match/score?lang=en', { chart1: KYIV, chart2: LONDON })).body.data, 'the score is /match/score\'s answer');
  t.equal(d.score.score, matchScore({ chart1: KYIV, chart2: LONDON } as never, services).score, 'the figure the library gives');
  t.ok(d.aspects.length > 0 && d.aspects.length <= MAX_ASPECTS);
  for (let i = 1; i < d.aspects.length; i++) t.ok(d.aspects[i].orb >= d.aspects[i - 1].orb, 'tightest first');
  t.ok(d.aspects.every((a: any) => ['conjunction', 'sextile', 'square', 'trine', 'opposition'].includes(a.type.slug)), 'major aspects only');
  t.ok(d.overlays.length > 0);
  t.ok(d.overlays.every((o: any) => RELATIONSHIP_HOUSES.business.includes(o.house)), 'overlays in 2, 6, 7, 10');
  t.ok(d.overlays.some((o: any) => o.owner === 'chart1') || d.overlays.some((o: any) => o.owner === 'chart2'));
  // The composer reads each pair as its own words.
  const first = d.aspects[0];
  t.match(first.reading, new RegExp(`^${first.planet1.name} \\S+ ${first.planet2.name} \\(${first.orb.toFixed(1)}°\\)\\.$`));
  t.match(d.synthesis, new RegExp(`^${d.score.score}/100; `));
  t.equal(d.model, COMPOSER_MODEL);
  const romantic = await post('/v1/interpret/synastry', { ...body, relationship: undefined });
  t.ok(romantic.body.data.overlays.every((o: any) => [5, 7, 8].includes(o.house)), 'romantic by default: 5, 7, 8');
  t.equal((await post('/v1/interpret/synastry', { chart1: KYIV })).status, 400);
});

t.test('POST /interpret/transit: transit-to-natal aspects perfecting in the window, slow planets first', async (t) => {
  const r = await post('/v1/interpret/transit', { chart: KYIV, from: '2025-06-01', to: '2025-07-31', language: 'en' });
  t.equal(r.status, 200);
  const d = r.body.data;
  t.same(d.period, { from: '2025-06-01', to: '2025-07-31' });
  t.ok(d.transits.length > 0 && d.transits.length <= 12);
  // Each exact instant, independently re-checked: the transiting body is at the aspect's angle from the natal point.
  const natal = natalFacts((await post('/v1/chart', KYIV)).body.data, 'overview', 'en');
  const natalLon: Record<string, number> = { ascendant: natal.chart.ascendant.longitude };
  const ids: Record<string, number> = { sun: 0, moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6, uranus: 7, neptune: 8, pluto: 9 };
  for (const tr of d.transits) {
    const at = Date.parse(tr.exactAt);
    t.ok(at >= Date.parse('2025-06-01T00:00:00+03:00') && at <= Date.parse('2025-08-01T00:00:00+03:00'), `${tr.exactAt} in the window`);
    const jd = at / 86_400_000 + 2440587.5;
    const lon = services.ephemeris.position(jd, ids[tr.transitPlanet.slug]!, { zodiacType: 'tropical', siderealMode: 0 }).longitude;
    const target = natalLon[tr.natalPoint.slug] ?? (tr.natalPoint.slug in ids ? services.ephemeris.position(KYIV_JD + 0, ids[tr.natalPoint.slug]!, { zodiacType: 'tropical', siderealMode: 0 }).longitude : undefined);
    if (target === undefined) continue; // MC: checked by the /transit-calendar suite
    t.ok(Math.abs(sep(lon, target) - tr.aspect.angle) < 0.01, `${tr.transitPlanet.slug} ${tr.aspect.slug} ${tr.natalPoint.slug}: ${sep(lon, target)}° at ${tr.exactAt}`);
  }
  // Slow planets first: Pluto's contacts before Jupiter's before Mars'.
  const order = d.transits.map((x: any) => ['pluto', 'neptune', 'uranus', 'saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury'].indexOf(x.transitPlanet.slug));
  t.same(order, [...order].sort((a: number, b: number) => a - b), 'ranked by slowness');
  t.equal(d.transits[0].transitPlanet.slug, 'pluto');
  t.equal(d.transits[0].natalPoint.slug, 'ascendant', 'Pluto square the Ascendant, July 2025');
  t.equal(d.transits[0].aspect.slug, 'square');
  t.equal(d.model, COMPOSER_MODEL);
  const long = await post('/v1/interpret/transit', { chart: KYIV, from: '2025-01-01', to: '2025-06-01' });
  t.same([long.status, long.body.error.details[0].path], [400, 'to'], 'at most 90 days');
  const back = await post('/v1/interpret/transit', { chart: KYIV, from: '2025-06-01', to: '2025-05-01' });
  t.same([back.status, back.body.error.details[0].path], [400, 'to']);
});

t.test('transit lib: the default transiting bodies leave out the Moon', async (t) => {
  const calendar = async (ids?: number[]) => (await post('/v1/transit-calendar', calendarRequest(KYIV, '2025-06-01', '2025-06-10', ids))).body.data;
  const f = transitFacts(await calendar(), '2025-06-01', '2025-06-10', 'en');
  t.notOk(f.transits.some((x) => x.transitPlanet.slug === 'moon'));
  const withMoon = transitFacts(await calendar([1]), '2025-06-01', '2025-06-10', 'en');
  t.ok(withMoon.transits.every((x) => x.transitPlanet.slug === 'moon') && withMoon.transits.length > 0, 'asked for: the Moon only');
});

t.test('POST /interpret/horoscope: sky facts of the period, the sign normalised, sections in the asked language', async (t) => {
  const w = await post('/v1/interpret/horoscope', { sign: ' LEO ', period: 'week', date: '2025-06-11', language: 'en' });
  t.equal(w.status, 200);
  const d = w.body.data;
  t.same(d.sign, { slug: 'leo', name: 'Leo' }, 'case and spaces ignored');
  // 2025-06-11 is a Wednesday: its week runs Monday 9 June to Monday 16 June.
  t.same(d.period, { from: '2025-06-09T00:00:00+00:00', to: '2025-06-16T00:00:00+00:00' });
  t.ok(d.sky.length > 0, 'the facts used are listed');
  for (let i = 1; i < d.sky.length; i++) t.ok(d.sky[i].at >= d.sky[i - 1].at, 'in time order');
  t.match(d.sections.love, /^Love/);
  t.match(d.sections.career, /^Career/);
  t.match(d.sections.mood, /^Leo, the week of 2025-06-09/);
  t.equal(d.model, COMPOSER_MODEL);
  const m = await post('/v1/interpret/horoscope', { sign: 'leo', period: 'month', date: '2025-06-11' });
  t.same(m.body.data.period, { from: '2025-06-01T00:00:00+00:00', to: '2025-07-01T00:00:00+00:00' });
  t.equal(m.body.data.language, 'uk', 'uk when nothing asks');
  const day = await post('/v1/interpret/horoscope', { sign: 'leo', date: '2025-06-11' }, { 'accept-language': 'de' });
  t.same(day.body.data.period, { from: '2025-06-11T00:00:00+00:00', to: '2025-06-12T00:00:00+00:00' }, 'a day by default');
  t.equal(day.body.data.sign.name, 'Löwe');
  t.same((await post('/v1/interpret/horoscope', { sign: 'ophiuchus', date: '2025-06-11' })).body.error.details[0].path, 'sign');
  t.equal((await post('/v1/interpret/horoscope', { sign: 'leo' })).status, 400, 'date required');
});
