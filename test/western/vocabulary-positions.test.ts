/**
 * Issue 12's leftovers in the Western answers, through HTTP: every `sign` is the vocabulary's
 * position (sign 1-12, signName and formatted in the answer's language) where it used to be an
 * English name; /ephemeris, /speculum and /planets/motion answer at full precision; the
 * /houses/*-division systems are named in the answer's language.
 *
 * Known answers: the Sun at J2000.0 (2000-01-01 12:00 TT) at apparent longitude 280.37 deg,
 * 10 deg 22' Capricorn (Astronomical Almanac 2000, p. C4; Meeus, Astronomical Algorithms,
 * 2nd ed., ex. 25.a method); Regulus at 29 deg 50' Leo in J2000 (Robson, Fixed Stars and
 * Constellations in Astrology, 1923, precessed; the star table test/western/sky.test.ts checks);
 * the Kyiv chart of 1990-07-15 14:30 +03:00 (Sun 22 deg 45' Cancer; Ascendant 2 deg 47' Scorpio,
 * the worked chart of test/western/points.test.ts).
 */
import t from 'tap';
import type { Test } from 'tap';
import { HOUSE_SYSTEM_SLUG, LANG_CODES, signName, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { post, KYIV } from '../helpers/app.js';

const J2000 = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };
const K = { ...KYIV, houseSystem: 'P' };
const de = { 'accept-language': 'de' };

/** A position as the vocabulary writes it: sign 1-12 from the longitude, its name and formatted in `lang`. */
function isPosition(t: Test, p: any, lang: LangCode, what: string) {
  const sign = Math.floor(p.longitude / 30) + 1;
  t.same([p.sign, p.signName], [sign, signName(sign, lang)], `${what}: sign ${sign} in ${lang}`);
  t.ok(Math.abs(p.degreeInSign - (p.longitude - (sign - 1) * 30)) < 1e-9, `${what}: degreeInSign`);
  t.ok(p.formatted.endsWith(` ${signName(sign, lang)}`) && p.formatted.startsWith(`${Math.floor(p.degreeInSign)}°`), `${what}: formatted ${p.formatted}`);
}

/** True when x carries more than six decimals (the r6 helpers cut answers to 1e-6). */
const unrounded = (x: number) => Math.abs(x * 1e6 - Math.round(x * 1e6)) > 1e-6;

t.test('/ephemeris: positions with sign 1-12 in the language, full precision', async (t) => {
  const r = await post('/v1/ephemeris', { startDate: '2000-01-01', endDate: '2000-01-01', time: '12:00:00', planetIds: [0, 1, 2, 3, 4] }, de);
  t.equal(r.status, 200);
  const bodies = r.body.data.rows[0].bodies;
  const sun = bodies[0];
  t.same([sun.sign, sun.signName], [10, 'Steinbock'], 'the Sun at J2000 in Capricorn, named in German');
  t.match(sun.formatted, /^10°2[12]′\d\d″ Steinbock$/, `10 deg 22' Capricorn (${sun.formatted})`);
  t.ok(Math.abs(sun.longitude - 280.37) < 0.01);
  for (const b of bodies) isPosition(t, b, 'de', b.slug);
  t.ok(bodies.every((b: any) => unrounded(b.longitude) && unrounded(b.speed) && unrounded(b.declination)), 'longitude, speed and declination are not cut to 6 decimals');
});

t.test('/speculum and /planets/motion answer at full precision', async (t) => {
  const s = (await post('/v1/speculum', K)).body.data;
  t.ok(unrounded(s.armc) && unrounded(s.obliquity), 'ARMC and obliquity');
  t.ok(s.bodies.filter((b: any) => unrounded(b.rightAscension) && unrounded(b.declination) && unrounded(b.meridianDistance)).length >= s.bodies.length - 1, 'right ascension, declination, meridian distance');
  const m = (await post('/v1/planets/motion', K)).body.data;
  for (const p of m.planets) t.equal(p.speedRatio, p.speed / p.meanDailyMotion, `${p.slug}: the ratio of the unrounded speeds`);
});

t.test('/fixed-stars: Regulus at 29 deg 50 Leo as a position', async (t) => {
  const r = await post('/v1/fixed-stars', { ...J2000, stars: ['Regulus'] }, { 'accept-language': 'uk' });
  t.equal(r.status, 200);
  const regulus = r.body.data.stars[0];
  t.same([regulus.sign, regulus.signName], [5, 'Лев']);
  t.match(regulus.formatted, /^29°(49|50|51)′\d\d″ Лев$/);
  isPosition(t, regulus, 'uk', 'Regulus');
});

t.test('charts that named signs in English: lunations, seasonal charts, composite progressions, solar return locations', async (t) => {
  const lc = (await post('/v1/lunation-charts', { startDate: '2024-01-01', endDate: '2024-01-31', latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv', kinds: ['new'] }, de)).body.data;
  // The new moon of 2024-01-11 11:57 UT at 20 deg 44' Capricorn (USNO phases of the Moon).
  t.same([lc.charts[0].sign, lc.charts[0].signName], [10, 'Steinbock']);
  t.match(lc.charts[0].formatted, /^20°4\d′/);
  for (const p of lc.charts[0].planets) isPosition(t, p, 'de', `lunation chart ${p.slug}`);
  const sc = (await post('/v1/ingresses/seasonal-charts', { year: 2024, latitude: 50.45, longitude: 30.52, timezone: 'Europe/Kyiv' }, de)).body.data;
  const cancer = sc.charts.find((c: any) => c.kind === 'cancer');
  const sun = cancer.planets.find((p: any) => p.slug === 'sun');
  t.ok(sun.sign === 4 || (sun.sign === 3 && sun.longitude > 89.9999), 'the Sun at the cancer ingress stands at 90 deg');
  for (const p of cancer.planets) isPosition(t, p, 'de', `cancer ingress ${p.slug}`);
  const tl = (await post('/v1/transits/lunations', { ...K, startDate: '2024-01-01', endDate: '2024-01-31' })).body.data;
  for (const l of tl.lunations) isPosition(t, l, 'en', `${l.kind} moon ${l.at}`);
  const pair = { chart1: K, chart2: { date: '1985-03-21', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5, longitude: -0.12 }, targetDate: '2024-06-01' };
  const cp = (await post('/v1/composite/progressions', pair, de)).body.data;
  for (const p of [...cp.planets, ...cp.natalComposite.planets]) isPosition(t, p, 'de', `composite ${p.slug}`);
  const sr = (await post('/v1/returns/solar/locations', { ...K, year: 2024, locations: [{ name: 'Kyiv', latitude: 50.45, longitude: 30.52 }] }, de)).body.data;
  const rsun = sr.returnPlanets.find((p: any) => p.slug === 'sun');
  t.same([rsun.sign, rsun.signName], [4, 'Krebs'], 'the return Sun stands where the natal Sun does, in Cancer');
  t.ok(Math.abs(rsun.longitude - sr.natalSunLongitude) < 1e-6);
});

t.test('the Kyiv chart: midpoints, arabic parts, sabian symbols, dispositors, rectification, unknown time', async (t) => {
  const mp = (await post('/v1/midpoints', { ...K, planetIds: [0, 1] }, de)).body.data.midpoints[0];
  isPosition(t, mp.near, 'de', 'Sun/Moon near midpoint');
  isPosition(t, mp.far, 'de', 'Sun/Moon far midpoint');
  const parts = (await post('/v1/arabic-parts', { ...K, parts: ['fortune'] }, de)).body.data.parts;
  t.same([parts[0].sign, parts[0].signName, parts[0].name], [5, 'Löwe', term('lot', 'fortune', 'de')], 'the Lot of Fortune in Leo, named in German');
  const sab = (await post('/v1/sabian-symbols', K, { 'accept-language': 'ja' })).body.data.points;
  const sun = sab.find((p: any) => p.point.slug === 'sun');
  t.same([sun.sign, sun.signName, sun.symbolDegree], [4, '蟹座', 23], 'Sun 22 deg 45 Cancer: the 23rd degree of Cancer');
  const disp = (await post('/v1/dispositors', K)).body.data.edges;
  t.same(disp.find((e: any) => e.planet.slug === 'sun'), { planet: { id: 0, slug: 'sun', name: 'Sun' }, sign: 4, signName: 'Cancer', dispositor: { id: 1, slug: 'moon', name: 'Moon' } });
  const ut = (await post('/v1/chart/unknown-time', { date: '1990-07-15', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 }, de)).body.data;
  for (const w of ut.risingSigns) t.equal(w.signName, signName(w.sign, 'de'), `rising window ${w.from}-${w.to}`);
  t.equal(new Set(ut.risingSigns.map((w: any) => w.sign)).size, 12, 'every sign rises in the day at 50 N');
  for (const p of ut.noonChart.planets) isPosition(t, p, 'de', `noon ${p.slug}`);
});

t.test('/houses/*-division: system names in the answer language, slugs beside', async (t) => {
  for (const lang of ['uk', 'ja', 'el'] as const) {
    for (const op of ['time-division', 'space-division', 'ecliptic-division']) {
      const r = await post(`/v1/houses/${op}`, K, { 'accept-language': lang });
      t.equal(r.status, 200);
      for (const s of r.body.data.systems) {
        t.equal(s.slug, HOUSE_SYSTEM_SLUG[s.code], `${op} ${s.code}: slug by the Swiss letter`);
        t.equal(s.name, term('house-system', s.slug, lang), `${op} ${s.slug} in ${lang}`);
        t.not(s.name, term('house-system', s.slug, 'en'), `${op} ${s.slug}: not the English name in ${lang}`);
      }
    }
  }
  const placidus = (await post('/v1/houses/time-division', K, { 'accept-language': 'uk' })).body.data.systems[0];
  t.same([placidus.slug, placidus.name], ['placidus', 'Плацідус']);
});

t.test('the house-system table names every system in all 21 languages', async (t) => {
  const slugs = [...new Set(Object.values(HOUSE_SYSTEM_SLUG))];
  const missing = slugs.flatMap((slug) => LANG_CODES.filter((l) => !term('house-system', slug, l) || (l !== 'en' && ['uk', 'ru', 'el', 'ar', 'hi', 'ja', 'ko'].includes(l) && term('house-system', slug, l) === term('house-system', slug, 'en'))).map((l) => `${slug} ${l}`));
  t.same(missing, [], 'a name in every language, in its own script where the language has one');
});

/** Every `sign` / `...Sign` member of an answer: a number 1-12 with its name in `lang` beside it. */
function signMembers(x: unknown, at = ''): { at: string; sign: unknown; name: unknown }[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => signMembers(v, `${at}[${i}]`));
  if (x === null || typeof x !== 'object') return [];
  const o = x as Record<string, unknown>;
  return Object.entries(o).flatMap(([k, v]) => [
    // A sign reference ({ sign, slug, name }: a signature's empty cells, a stellium's sign) names it in `name`.
    ...((k === 'sign' || (k.endsWith('Sign') && !k.endsWith('InSign'))) && v !== null ? [{ at: `${at}.${k}`, sign: v, name: o[`${k}Name`] ?? (k === 'sign' && typeof o.slug === 'string' ? o.name : undefined) }] : []),
    ...signMembers(v, `${at}.${k}`),
  ]);
}

t.test('members named ...Sign (cuspSign, toSign, decanSign ...) are signs 1-12 with their names', async (t) => {
  const examples: [string, unknown][] = [
    ['/v1/house-rulers', K], ['/v1/decans', K], ['/v1/constellations', K], ['/v1/balance/signature', K],
    ['/v1/chart/time-sensitivity', { ...K, windowMinutes: 60 }], ['/v1/chart/unknown-time', { date: '2024-01-05', timezoneOffset: 0, latitude: 51.5, longitude: 0 }],
    ['/v1/moon-aspects', { year: 2024, month: 1 }], ['/v1/returns/lunar-phase', { ...K, startDate: '2024-01-01', endDate: '2024-03-31' }],
    ['/v1/transit-calendar', { ...K, startDate: '2024-01-01', endDate: '2024-01-31', transitPlanetIds: [0, 4] }],
  ];
  for (const [url, body] of examples) {
    const r = await post(url, body, de);
    t.equal(r.status, 200, `${url} ${r.status === 200 ? '' : JSON.stringify(r.body.error)}`);
    const found = signMembers(r.body.data);
    t.ok(found.length > 0, `${url}: has sign members`);
    const bad = found.filter((m) => !(Number.isInteger(m.sign) && (m.sign as number) >= 1 && (m.sign as number) <= 12 && m.name === signName(m.sign as number, 'de')));
    t.same(bad, [], `${url}: every sign 1-12 with its German name`);
  }
  const rulers = (await post('/v1/house-rulers', K, de)).body.data.houses;
  t.same([rulers[0].cuspSign, rulers[0].cuspSignName, rulers[0].ruler], [8, 'Skorpion', { id: 4, slug: 'mars', name: 'Mars' }], 'the Ascendant at 2 deg 47 Scorpio');
  const sun = (await post('/v1/decans', K, de)).body.data.points.find((p: any) => p.point.slug === 'sun');
  t.same([sun.decan, sun.decanSign, sun.decanSignName], [3, 12, 'Fische'], 'Sun 22 Cancer: third decan, Pisces');
  // The signature sign joins the dominant element and modality (Aries fire cardinal, Taurus earth fixed ...).
  const sig = (await post('/v1/balance/signature', K, de)).body.data;
  const ELEMENTS = ['fire', 'earth', 'air', 'water'];
  const MODALITIES = ['cardinal', 'fixed', 'mutable'];
  const i = Array.from({ length: 12 }, (_, k) => k).find((k) => ELEMENTS[k % 4] === sig.dominantElement && MODALITIES[k % 3] === sig.dominantModality)!;
  t.equal(sig.signatureSign, i + 1, `${sig.dominantElement} ${sig.dominantModality}`);
  const moon = (await post('/v1/chart/unknown-time', { date: '2024-01-05', timezoneOffset: 0, latitude: 51.5, longitude: 0 }, de)).body.data.moonRange;
  t.same([moon.startSign, moon.endSign, moon.signChange.toSignName], [7, 8, 'Skorpion'], 'the Moon enters Scorpio on 2024-01-05 (12:39 UT)');
});
