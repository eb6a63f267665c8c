/**
 * Sky objects and time divisions (plugins/western/src/{fixed-stars,fixed-stars/conjunctions,
 * planetary-hours,lunar-mansions,asteroids,centaurs}.ts) against known answers:
 * - star longitudes of J2000.0: Regulus 29 deg 50' Leo, Spica 23 deg 50' Libra, Aldebaran
 *   9 deg 47' Gemini (published tropical positions for 2000, e.g. Robson's tables precessed,
 *   Brady's Fixed Stars: Regulus 29 Leo 50, Spica 23 Libra 50, Aldebaran 9 Gemini 47);
 * - sunrises and sunsets from skyfield's almanac over JPL DE421 (test/oracles/sky.py ->
 *   vectors/sky.json);
 * - planetary-hour rulers worked by hand: the first hour is the weekday's planet, then the
 *   Chaldean order (Saturday: Saturn, Jupiter, Mars, Sun, ...);
 * - mansions by hand from floor(lambda / (360/28)) + 1.
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { hourRuler, localWeekday, lunarMansionOf, planetaryHours, starOrb, LUNAR_MANSIONS, MANSION_SPAN } from '../../core/src/astro/index.js';
import { asteroidFile, starKey } from '../../plugins/western/src/lib/sky.js';
import starsOp from '../../plugins/western/src/fixed-stars.js';
import conjOp from '../../plugins/western/src/fixed-stars/conjunctions.js';
import hoursOp from '../../plugins/western/src/planetary-hours.js';
import mansionsOp from '../../plugins/western/src/lunar-mansions.js';
import asteroidsOp from '../../plugins/western/src/asteroids.js';
import centaursOp from '../../plugins/western/src/centaurs.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/sky.json', import.meta.url), 'utf8'));
const J2000 = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 };
const secs = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 1000;

t.test('Ephemeris.fixedStar: published J2000 positions; unknown star is null', async (t) => {
  const eph = new SwissEphemeris();
  const tropical = { zodiacType: 'tropical' as const, siderealMode: 0 };
  const regulus = eph.fixedStar(2451545.0, 'Regulus', tropical)!;
  t.equal(regulus.bayer, 'alLeo');
  t.ok(Math.abs(regulus.longitude - (120 + 29 + 50 / 60)) < 2 / 60, `Regulus ${regulus.longitude}`);
  t.ok(Math.abs(regulus.magnitude - 1.4) < 0.05);
  t.ok(Math.abs(regulus.declination - 11.97) < 0.05, 'Regulus declination ~ +11 58');
  const spica = eph.fixedStar(2451545.0, ',alVir', tropical)!;
  t.equal(spica.name, 'Spica');
  t.ok(Math.abs(spica.longitude - (180 + 23 + 50 / 60)) < 2 / 60, `Spica ${spica.longitude}`);
  t.equal(eph.fixedStar(2451545.0, 'NoSuchStar', tropical), null);
  // Precession: about 50.3'' a year, so Regulus is ~0.70 deg further on in 2050.
  const r2050 = eph.fixedStar(2451545.0 + 50 * 365.25, 'Regulus', tropical)!;
  t.ok(Math.abs(r2050.longitude - regulus.longitude - 0.70) < 0.02);
  // Sidereal (Lahiri, SE_SIDM 1): tropical minus the ayanamsa (~23.86 deg in 2000).
  const sid = eph.fixedStar(2451545.0, 'Regulus', { zodiacType: 'sidereal', siderealMode: 1 })!;
  t.ok(Math.abs(regulus.longitude - sid.longitude - eph.ayanamsa(2451545.0, 1)) < 0.01);
});

t.test('Ephemeris.riseSet: sunrises and sunsets against skyfield/DE421 within 30 s; none in polar day', async (t) => {
  const eph = new SwissEphemeris();
  for (const c of vectors.cases) {
    const first = c.events[0];
    const d = new Date(Date.parse(first.utc) - 3 * 3600 * 1000);
    const jd0 = eph.julianDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours() + d.getUTCMinutes() / 60);
    let jd = jd0;
    for (const e of c.events) {
      const got = eph.riseSet(jd, 0, e.kind, c.longitude, c.latitude)!;
      const iso = new Date(Math.round((got - 2440587.5) * 86400) * 1000).toISOString();
      t.ok(secs(iso, e.utc) < 30, `${c.case} ${e.kind} ${iso} vs ${e.utc}`);
      jd = got + 1e-4;
    }
  }
  // Longyearbyen (78 N) at the June solstice: the Sun never sets.
  t.equal(eph.riseSet(eph.julianDay(2024, 6, 21, 0), 0, 'set', 15.6, 78.2), null);
});

t.test('lib: mansions, hour rulers, weekdays, orbs worked by hand', async (t) => {
  t.equal(LUNAR_MANSIONS.length, 28);
  t.equal(lunarMansionOf(0).mansion, 1);
  t.equal(lunarMansionOf(12.85).mansion, 1);
  t.equal(lunarMansionOf(12.86).mansion, 2); // 12 deg 51' 26'' = 12.857 deg
  t.equal(lunarMansionOf(359.99).mansion, 28);
  t.equal(lunarMansionOf(359.99).name, 'Albotham');
  t.ok(Math.abs(MANSION_SPAN - (12 + 51 / 60 + 26 / 3600)) < 1e-3);
  // Sunday: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun...; the 25th hour is Monday's Moon.
  t.same([1, 2, 3, 4, 5, 6, 7, 8].map((n) => hourRuler('Sun', n)), ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
  t.equal(hourRuler('Sun', 24), 'Mercury'); // and the next (25th) is the Moon: Monday
  t.equal(hourRuler('Saturn', 22), 'Saturn');
  t.equal(localWeekday(2451544.5, 0), 6, '2000-01-01 was a Saturday');
  t.equal(localWeekday(2451545.4, 150), 0, 'late on 2000-01-01 UT it is already Sunday at 150 E');
  const day = planetaryHours(0, 0.5, 1, 0);
  t.equal(day.hours[12]!.start, 0.5);
  t.equal(day.hours[23]!.end, 1);
  t.equal(starOrb(0.86), 2); t.equal(starOrb(1.4), 1.5); t.equal(starOrb(2.12), 1);
  t.equal(starKey('alLeo'), ',alLeo'); t.equal(starKey('Regulus'), 'Regulus');
  t.equal(asteroidFile(433), 'ast0/se00433s.se1'); t.equal(asteroidFile(10199), 'ast10/se10199s.se1'); t.equal(asteroidFile(1), 'seas_18.se1');
});

t.test('POST /v1/fixed-stars: named stars of 2000, default list, unknown name 400', async (t) => {
  const r = await post('/v1/fixed-stars', { ...J2000, stars: ['Regulus', 'Spica', 'alTau'] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(starsOp.response, r.body.data), null);
  const s = Object.fromEntries(r.body.data.stars.map((x: any) => [x.name, x]));
  t.same([s.Regulus.sign, s.Regulus.signName], [5, 'Leo']); t.ok(Math.abs(s.Regulus.degreeInSign - (29 + 50 / 60)) < 2 / 60);
  t.same([s.Spica.sign, s.Spica.signName], [7, 'Libra']); t.ok(Math.abs(s.Spica.degreeInSign - (23 + 50 / 60)) < 2 / 60);
  t.same([s.Aldebaran.sign, s.Aldebaran.signName], [3, 'Gemini']); t.ok(Math.abs(s.Aldebaran.degreeInSign - (9 + 47 / 60)) < 2 / 60);
  // The nature as its planets by reference, in Ptolemy's order (Tetrabiblos I.9 as Robson names the star).
  const natureOf = (x: any) => x.nature.map((b: any) => b.slug);
  t.same(natureOf(s.Regulus), ['mars', 'jupiter']); t.same(natureOf(s.Spica), ['venus', 'mars']); t.same(natureOf(s.Aldebaran), ['mars']);
  t.same(s.Regulus.nature[0], { id: 4, slug: 'mars', name: 'Mars' });
  t.same([s.Regulus.slug, s.Spica.slug, s.Aldebaran.slug], ['regulus', 'spica', 'aldebaran']);
  const d = await post('/v1/fixed-stars', { ...J2000, magnitudeLimit: 1.0 });
  const names = d.body.data.stars.map((x: any) => x.name);
  t.ok(names.includes('Sirius') && names.includes('Spica') && !names.includes('Polaris'), 'magnitude <= 1 stars');
  for (const b of ['Algol', 'Alcyone', 'Algorab', 'Deneb Algedi', 'Regulus']) t.ok(names.includes(b), `Behenian ${b} always listed`);
  const bad = await post('/v1/fixed-stars', { ...J2000, stars: ['Regulus', 'Nowhere'] });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body), /stars\.1/);
});

t.test('fixed stars in the answer\'s language (issue 12): core\'s fixed-star table, natures by reference', async (t) => {
  const ja = (await post('/v1/fixed-stars', { ...J2000, stars: ['Regulus', 'alTau', 'Algol'] }, { 'accept-language': 'ja' })).body.data;
  const by = Object.fromEntries(ja.stars.map((x: any) => [x.slug, x]));
  t.same([by.regulus.name, by.aldebaran.name, by.algol.name], ['レグルス', 'アルデバラン', 'アルゴル']);
  t.same(by.algol.nature.map((b: any) => [b.slug, b.name]), [['saturn', '土星'], ['jupiter', '木星']], 'Algol: of the nature of Saturn and Jupiter (Ptolemy I.9)');
  const hi = (await post('/v1/fixed-stars', { ...J2000, stars: ['Spica', 'Aldebaran'] }, { 'accept-language': 'hi' })).body.data;
  t.same(hi.stars.map((x: any) => [x.slug, x.name]).sort(), [['aldebaran', 'रोहिणी'], ['spica', 'चित्रा']], 'the yogataras by their nakshatra names');
  const ar = (await post('/v1/fixed-stars', { ...J2000, stars: ['Algol'] }, { 'accept-language': 'ar' })).body.data;
  t.equal(ar.stars[0].name, 'الغول', 'the Arabic original');
  const de = (await post('/v1/fixed-stars', { ...J2000, stars: ['Regulus'] }, { 'accept-language': 'de' })).body.data;
  t.same([de.stars[0].name, de.stars[0].nature.map((b: any) => b.name)], ['Regulus', ['Mars', 'Jupiter']]);
  // A catalogue star outside the table keeps its sefstars.txt name.
  const other = (await post('/v1/fixed-stars', { ...J2000, stars: ['Vindemiatrix'] }, { 'accept-language': 'ja' })).body.data.stars[0];
  t.same([other.slug, other.name], ['vindemiatrix', 'Vindemiatrix']);
  const conj = (await post('/v1/fixed-stars/conjunctions', KYIV, { 'accept-language': 'ja' })).body.data;
  t.ok(conj.contacts.some((c: any) => c.star.slug === 'pollux' && c.star.name === 'ポルックス' && c.point.name === '太陽'), 'the Sun on Pollux, in Japanese');
  const tr = (await post('/v1/fixed-stars/transits', { startDate: '2024-01-01', endDate: '2024-12-31', stars: ['Regulus'], planetIds: [0] }, { 'accept-language': 'ko' })).body.data;
  t.same(tr.conjunctions.map((c: any) => [c.star.slug, c.star.name]), [['regulus', '레굴루스']]);
  const pr = (await post('/v1/progressions/fixed-stars', { ...KYIV, toAge: 60, stars: ['Regulus'] }, { 'accept-language': 'ru' })).body.data;
  t.same(pr.stars, [{ slug: 'regulus', name: 'Регул' }]);
});

t.test('POST /v1/fixed-stars/conjunctions: the Sun on Regulus, orbs by magnitude', async (t) => {
  // 2023-08-23 12:00 UT: Sun at 0 Virgo 03' (Regulus at 0 Virgo 10' in 2023): orb well inside 1.5.
  const r = await post('/v1/fixed-stars/conjunctions', { ...J2000, date: '2023-08-23', stars: ['Regulus'], includeAngles: false });
  t.equal(r.status, 200);
  t.equal(schemaErrors(conjOp.response, r.body.data), null);
  const sun = r.body.data.contacts.find((c: any) => c.point.slug === 'sun');
  t.ok(sun && sun.orb < 0.3 && sun.allowedOrb === 1.5, JSON.stringify(sun));
  t.notOk(r.body.data.contacts.some((c: any) => c.point.slug === 'ascendant'));
  const k = await post('/v1/fixed-stars/conjunctions', KYIV);
  t.equal(k.status, 200);
  for (const c of k.body.data.contacts) t.ok(c.orb <= starOrb(c.magnitude) + 1e-9);
  // KYIV: Sun 22.73 Cancer conjoins Pollux (23 Cancer 05 in 1990, magnitude 1.14, orb 1.5).
  t.ok(k.body.data.contacts.some((c: any) => c.point.slug === 'sun' && c.star.slug === 'pollux' && c.star.name === 'Pollux'));
});

t.test('POST /v1/planetary-hours: skyfield sunrise/sunset, rulers by hand, before sunrise, polar 422', async (t) => {
  const london = vectors.cases.find((c: any) => c.case === 'london-2024-01-06');
  // Sunday 2024-01-07 05:00 UT in London, before sunrise: Saturday's night, hour 22 = Saturn.
  const r = await post('/v1/planetary-hours', { date: '2024-01-07', time: '05:00:00', timezone: 'Europe/London', latitude: 51.5, longitude: -0.12 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(hoursOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.dayRuler, { id: 6, slug: 'saturn', name: 'Saturn' }, 'a body reference (issue 12)');
  t.ok(secs(d.sunrise, london.events[0].utc) < 30, `sunrise ${d.sunrise}`);
  t.ok(secs(d.sunset, london.events[1].utc) < 30, `sunset ${d.sunset}`);
  t.ok(secs(d.nextSunrise, london.events[2].utc) < 30);
  t.same(d.hours.slice(0, 4).map((h: any) => h.ruler.slug), ['saturn', 'jupiter', 'mars', 'sun']);
  t.equal(d.hour.number, 22); t.equal(d.hour.kind, 'night'); t.equal(d.hour.ruler.slug, 'saturn');
  t.equal(d.hours.length, 24);
  // Friday 2024-06-21 in Kyiv, 15:00 local (12:00 UT): Venus's day; sunrise 01:46:20 UT, sunset 18:13:18 UT.
  const kyiv = vectors.cases.find((c: any) => c.case === 'kyiv-2024-06-21');
  const k = (await post('/v1/planetary-hours', { date: '2024-06-21', time: '15:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 })).body.data;
  t.equal(k.dayRuler.slug, 'venus');
  t.ok(secs(k.sunrise, kyiv.events[2].utc) < 30, `kyiv sunrise ${k.sunrise} vs ${kyiv.events[2].utc}`);
  t.ok(secs(k.sunset, kyiv.events[3].utc) < 30);
  t.match(k.sunrise, /^2024-06-21T04:46:\d\d\+03:00$/, 'instants at the request zone\'s offset: 01:46 UT is 04:46 in Kyiv');
  t.match(d.sunrise, /\+00:00$/, 'London in January: +00:00');
  // Day hour = (18:13:18 - 01:46:20) / 12 = 82.25 min; 12:00 UT is 614 min after sunrise: hour 8.
  t.equal(k.hour.number, 8); t.equal(k.hour.ruler.name, hourRuler('Venus', 8)); t.equal(k.hour.ruler.slug, 'venus');
  // In German the rulers are named in German; the slugs do not change (DESIGN.md, Vocabulary).
  const kDe = (await post('/v1/planetary-hours?lang=de', { date: '2024-06-21', time: '15:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 })).body.data;
  t.same(kDe.hours.slice(0, 3).map((h: any) => [h.ruler.slug, h.ruler.name]), [['venus', 'Venus'], ['mercury', 'Merkur'], ['moon', 'Mond']]);
  const polar = await post('/v1/planetary-hours', { date: '2024-06-21', time: '12:00:00', timezoneOffset: 0, latitude: 78.2, longitude: 15.6 });
  t.equal(polar.status, 422);
  t.equal(polar.body.error.code, 'CALCULATION_ERROR');
});

t.test('POST /v1/lunar-mansions: Moon of J2000 in mansion 18 (223.32 / 12.857 = 17.4)', async (t) => {
  const r = await post('/v1/lunar-mansions', J2000);
  t.equal(r.status, 200);
  t.equal(schemaErrors(mansionsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.moon.mansion, Math.floor(d.moon.longitude / (360 / 28)) + 1);
  t.equal(d.moon.mansion, 18); t.equal(d.moon.arabicName, 'al-Qalb');
  t.ok(Math.abs(d.moon.startLongitude - 17 * 360 / 28) < 1e-5);
  const sun = d.points.find((p: any) => p.point.slug === 'sun'); // 280.37 / 12.857 = 21.8 -> 22
  t.equal(sun.mansion, 22);
  t.ok(d.points.some((p: any) => p.point.slug === 'ascendant'));
});

t.test('POST /v1/asteroids and /v1/centaurs: the shipped file only, the rest unavailable with the file', async (t) => {
  const r = await post('/v1/asteroids', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(asteroidsOp.response, r.body.data), null);
  t.same(r.body.data.bodies.map((b: any) => b.name), ['Ceres', 'Pallas', 'Juno', 'Vesta']);
  t.same(r.body.data.unavailable, []);
  const eros = (await post('/v1/asteroids', { ...KYIV, asteroids: [433] })).body.data;
  t.same(eros.bodies, []);
  t.equal(eros.unavailable[0].file, 'ast0/se00433s.se1');
  const c = await post('/v1/centaurs', KYIV);
  t.equal(c.status, 200);
  t.equal(schemaErrors(centaursOp.response, c.body.data), null);
  t.same(c.body.data.bodies.map((b: any) => b.name), ['Chiron', 'Pholus']);
  t.same(c.body.data.unavailable.map((b: any) => b.number), [7066, 8405, 10199, 10370]);
  // Chiron on 1990-07-15 stood at about 15 deg Cancer, direct (it entered Cancer in 1988 and Leo in 1991).
  const chiron = c.body.data.bodies[0];
  t.equal(chiron.sign, 4, 'Cancer, sign 4');
  t.equal(chiron.signName, 'Cancer');
  t.same(c.body.data.bodies.map((b: any) => b.slug), ['chiron', 'pholus']);
  const de = (await post('/v1/centaurs?lang=uk', KYIV)).body.data.bodies[0];
  t.equal(de.name, 'Хірон', 'Chiron in Ukrainian');
  t.ok(de.formatted.endsWith(' Рак'), 'Cancer in Ukrainian');
  const old = (await post('/v1/centaurs', { ...KYIV, date: '1700-01-01' })).body.data;
  t.same(old.bodies, []);
  t.match(old.unavailable[0].reason, { slug: 'file-span-no-asteroids', text: /1800-2400/ });
  const deOld = (await post('/v1/centaurs', { ...KYIV, date: '1700-01-01' }, { 'accept-language': 'de' })).body.data;
  t.equal(deOld.unavailable[0].reason.text, 'seine Ephemeridendatei deckt nur 1800-2400 ab, und die Moshier-Theorie kennt keine Asteroiden');
  t.equal(deOld.unavailable[0].file, 'seas_18.se1');
});
