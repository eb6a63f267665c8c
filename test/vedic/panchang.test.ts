/**
 * The panchanga against independent sources:
 * - pyjhora 4.8.7 (test/oracles/vedic_panchang.py -> vectors/vedic-panchang.json): 8 places
 *   from 34 S to 52 N in both hemispheres, 3 dates each: sunrise, sunset, moonrise, moonset,
 *   vara, the limbs at the moment, rahu kaal, yamaganda, gulika, abhijit, durmuhurta, brahma
 *   muhurta, choghadiya, the amanta month, the Anandadi yoga.
 *   Tolerance for times: 2 s (the same swe_rise_trans with SE_BIT_HINDU_RISING on both sides;
 *   pyjhora rounds its strings to the second).
 * - limb boundaries by the definition (test/oracles/vedic_panchang_limbs.py ->
 *   vectors/vedic-panchang-limbs.json): skyfield + JPL DE421 apparent positions, Lahiri from
 *   swe.get_ayanamsa_ut. Tolerance 3 s: DE421 against the Swiss files differ by well under 1"
 *   for the Moon (0.5" of elongation is ~1 s), plus skyfield's Delta T against Swiss's (< 1 s).
 *   pyjhora's END times are not used: its inverse-Lagrange interpolation is off by minutes
 *   (Delhi 1990-07-15: tithi 23 ends 03:36:38 in pyjhora, 03:31:35 by root finding, where
 *   Moon - Sun is 276.0000 deg).
 * Where pyjhora departs from the text the test says so and follows the text.
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { limbAngle, limbBoundaries } from '../../plugins/vedic/src/lib/limbs.js';
import { karanaAt, lunarMonthAt, moonEvents, nakshatraAt, panchangContext, tithiAt, yogaAt, anandadiYoga, samvatsaraAt, barhaspatyaNumber, KALI_EPOCH_JD, bhadraLoka, solarRituIndex, lunarRituIndex, RITU_NAMES, sankrantisBetween } from '../../plugins/vedic/src/lib/panchang.js';
import { abhijit, brahmaMuhurta, choghadiyas, durmuhurtas, gulikaKaal, rahuKaal, yamaganda, horas } from '../../plugins/vedic/src/lib/panchang-periods.js';
import { nakshatra28Of, NAKSHATRA28_SLUGS } from '../../plugins/vedic/src/lib/nakshatra28.js';
import { term } from '@celestial/core';
import { taraOf, chandrabalaOf } from '../../plugins/vedic/src/lib/tara.js';
import { panchakaRemainder } from '../../plugins/vedic/src/lib/panchang-muhurta.js';

const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const pj = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-panchang.json', import.meta.url), 'utf8'));
const sky = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-panchang-limbs.json', import.meta.url), 'utf8'));

/** Hours of a JD after local midnight of the chart's civil date (may exceed 24 or be negative). */
function hoursOf(jd: number, chartJd: number, offset: number): number {
  const midnight = Math.floor(chartJd + 0.5 + offset / 24) - 0.5 - offset / 24;
  return (jd - midnight) * 24;
}
const hms = (s: string) => {
  const [h, m, x] = s.slice(0, 8).split(':').map(Number) as [number, number, number];
  return h + m / 60 + x / 3600 + (s.includes('(+1)') ? 24 : 0);
};
const sec = (a: number, b: number) => Math.abs(a - b) * 3600;
const CHOGHADIYA_INDEX = ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'];

t.test('pyjhora: 8 places x 3 dates', async (t) => {
  for (const c of pj.cases) {
    const ctx = panchangContext(c.body, services);
    const { ephemeris: e, sidereal: s, day } = ctx;
    const h = (jd: number) => hoursOf(jd, ctx.jd, ctx.offset);
    const tag = c.name;
    t.ok(sec(h(day.sunrise), c.sunrise) < 2, `${tag} sunrise`);
    t.ok(sec(h(day.sunset), c.sunset) < 2, `${tag} sunset`);
    // At 51.5 N pyjhora's next-day sunrise differs by up to 8 s (its Sun is SEFLG_TRUEPOS, without
    // the 20" of aberration, and the Sun rises obliquely there); 2 s elsewhere.
    t.ok(sec(h(day.nextSunrise), c.nextSunrise) < (Math.abs(c.body.latitude) > 45 ? 10 : 2), `${tag} next sunrise`);
    t.ok(sec(h(day.previousSunset), c.previousSunset) < 2, `${tag} previous sunset`);
    // pyjhora's moon events are the first after local midnight; ours the first after sunrise.
    const moon = moonEvents(e, day.sunrise, day.nextSunrise, ctx.latitude, ctx.longitude, 'hindu');
    if (c.moonrise > c.sunrise && c.moonrise < c.nextSunrise) t.ok(moon.moonrise !== null && sec(h(moon.moonrise), c.moonrise) < 2, `${tag} moonrise`);
    if (c.moonset > c.sunrise && c.moonset < c.nextSunrise) t.ok(moon.moonset !== null && sec(h(moon.moonset), c.moonset) < 2, `${tag} moonset`);
    t.equal(day.weekday, c.vaara, `${tag} vara`);
    t.equal(tithiAt(e, ctx.jd, s).number, c.tithi, `${tag} tithi`);
    const n = nakshatraAt(e, ctx.jd, s);
    t.equal(n.number, c.nakshatra, `${tag} nakshatra`);
    t.equal(n.pada, c.pada, `${tag} pada`);
    t.equal(yogaAt(e, ctx.jd, s).number, c.yoga, `${tag} yoga`);
    t.equal(karanaAt(e, ctx.jd, s).index, c.karana, `${tag} karana`);
    const r = rahuKaal(day);
    t.ok(sec(h(r.start), hms(c.rahu[0])) < 2 && sec(h(r.end), hms(c.rahu[1])) < 2, `${tag} rahu kaal`);
    const y = yamaganda(day);
    t.ok(sec(h(y.start), hms(c.yamaganda[0])) < 2 && sec(h(y.end), hms(c.yamaganda[1])) < 2, `${tag} yamaganda`);
    const g = gulikaKaal(day);
    t.ok(sec(h(g.day.start), hms(c.gulika[0])) < 2 && sec(h(g.day.end), hms(c.gulika[1])) < 2, `${tag} gulika`);
    const a = abhijit(day);
    t.ok(sec(h(a.start), hms(c.abhijit[0])) < 2 && sec(h(a.end), hms(c.abhijit[1])) < 2, `${tag} abhijit`);
    // Brahma muhurta: pyjhora subtracts the night that FOLLOWS the day from this sunrise; the
    // text (and the catalogue) take the night that ends at this sunrise. Checked with pyjhora's
    // own sunset of the previous day and sunrise.
    const b = brahmaMuhurta(day);
    const night = c.sunrise - c.previousSunset;
    t.ok(sec(h(b.start), c.sunrise - (2 * night) / 15) < 2 && sec(h(b.end), c.sunrise - night / 15) < 2, `${tag} brahma muhurta`);
    const d = durmuhurtas(day);
    if (day.weekday === 6) {
      // Saturday: pyjhora gives the 3rd muhurta only (offset 1.6/12 of the day); Muhurta
      // Chintamani's Saturday durmuhurta is the 1st and 2nd, one span from sunrise.
      t.equal(d.length, 1);
      t.ok(sec(h(d[0]!.start), c.sunrise) < 2 && sec(h(d[0]!.end), c.sunrise + (2 * (c.sunset - c.sunrise)) / 15) < 2, `${tag} Saturday durmuhurta 1st-2nd`);
    } else {
      t.equal(d.length * 2, c.durmuhurta.length, `${tag} durmuhurta count`);
      d.forEach((p, i) => {
        t.ok(sec(h(p.start), hms(c.durmuhurta[2 * i])) < 2, `${tag} durmuhurta ${i} start`);
        // pyjhora measures Tuesday's night durmuhurta with the day's muhurta length (its
        // 0.8/12 * day); a night muhurta is night/15: only the start is compared there.
        if (p.dayOrNight === 'day') t.ok(sec(h(p.end), hms(c.durmuhurta[2 * i + 1])) < 2, `${tag} durmuhurta ${i} end`);
      });
    }
    const ch = choghadiyas(day);
    t.same([...ch.day, ...ch.night].map((p) => CHOGHADIYA_INDEX.indexOf(p.name)), c.choghadiya, `${tag} choghadiya`);
    const m = lunarMonthAt(e, day.sunrise, s);
    t.same([m.amanta.index + 1, m.amanta.adhika], c.lunarMonth, `${tag} amanta month`);
    // Anandadi: pyjhora starts Tuesday's count at Pushya (its index 7); Muhurta Chintamani's
    // sequence (every 4th star of the 28) starts it at Ashlesha. pyjhora also never places the
    // Moon in Abhijit. Compared on the other days, outside Abhijit.
    const star = nakshatra28Of(n.moonLongitude);
    if (day.weekday !== 2 && star.number !== 22) t.equal(anandadiYoga(day.weekday, star.number).number - 1, c.anandadi, `${tag} anandadi`);
  }
});

t.test('limb boundaries by the definition (skyfield + DE421), 4 windows, to 3 s', async (t) => {
  const e = services.ephemeris;
  const ctx = panchangContext(pj.cases[0].body, services);
  let compared = 0;
  for (const w of sky.windows) {
    for (const kind of ['tithi', 'karana', 'nakshatra', 'yoga'] as const) {
      const ours = limbBoundaries(e, w.startUT, w.endUT, kind, ctx.sidereal);
      const ref = w[kind] as { jdUT: number; index: number }[];
      t.equal(ours.length, ref.length, `${w.name} ${kind} count`);
      ours.forEach((b, i) => {
        t.equal(b.index, ref[i]!.index, `${w.name} ${kind} ${i} index`);
        t.ok(Math.abs(b.jd - ref[i]!.jdUT) * 86400 < 3, `${w.name} ${kind} ${i}: ${((b.jd - ref[i]!.jdUT) * 86400).toFixed(2)} s`);
        compared++;
      });
    }
  }
  t.ok(compared > 50);
  // The brief's worked case: Delhi 1990-07-15, tithi 23 ends where Moon - Sun = 276 deg.
  const tithi = tithiAt(e, ctx.jd, ctx.sidereal);
  t.ok(Math.abs(limbAngle(e, tithi.endsAt, 'tithi', ctx.sidereal) - 276) < 1e-5);
});

t.test('tara and chandrabala (Muhurta Chintamani, Gochara prakarana)', async (t) => {
  // Janma Ashwini (1): Ashwini itself is Janma, Bharani Sampat, Krittika Vipat ... Revati (27) count 27 = Parama Mitra.
  t.same(taraOf(1, 1), { count: 1, tara: 1, name: 'Janma', favourable: true });
  t.same(taraOf(1, 3), { count: 3, tara: 3, name: 'Vipat', favourable: false });
  t.same(taraOf(1, 27), { count: 27, tara: 9, name: 'Parama Mitra', favourable: true });
  // Janma Revati (27), day Ashwini (1): count 2, Sampat; janma Rohini (4), day Hasta (13): count 10 -> tara 1 Janma.
  t.same(taraOf(27, 1), { count: 2, tara: 2, name: 'Sampat', favourable: true });
  t.equal(taraOf(4, 13).name, 'Janma');
  t.equal(taraOf(4, 10).name, 'Naidhana');
  // Natal Moon in Aries: transit in Scorpio = 8th = chandrashtama; Gemini 3rd good; Taurus 2nd good only in Shukla.
  t.same(chandrabalaOf(1, 8), { house: 8, favourable: false, chandrashtama: true });
  t.equal(chandrabalaOf(1, 3).favourable, true);
  t.equal(chandrabalaOf(1, 2, 'shukla').favourable, true);
  t.equal(chandrabalaOf(1, 2, 'krishna').favourable, false);
  t.equal(chandrabalaOf(12, 11).house, 12);
});

t.test('day-part rules on a synthetic day (sunrise 06:00, sunset 18:00, next sunrise 06:00)', async (t) => {
  const sunrise = 2460000.0;
  const day = (weekday: number) => ({ sunrise, sunset: sunrise + 0.5, nextSunrise: sunrise + 1, previousSunset: sunrise - 0.5, weekday, isDaytime: true });
  const hr = (jd: number) => Math.round((jd - sunrise) * 24 * 60) / 60 + 6;
  // Rahu kaal Monday 2nd eighth: 07:30-09:00; Sunday 8th: 16:30-18:00 (the familiar 7:30/4:30 table).
  t.same([hr(rahuKaal(day(1)).start), hr(rahuKaal(day(1)).end)], [7.5, 9]);
  t.same([hr(rahuKaal(day(0)).start), hr(rahuKaal(day(0)).end)], [16.5, 18]);
  // Yamaganda Thursday 1st eighth 06:00-07:30; Gulika Saturday 06:00-07:30, Sunday night 3rd eighth 21:00-22:30.
  t.equal(hr(yamaganda(day(4)).start), 6);
  t.equal(hr(gulikaKaal(day(6)).day.start), 6);
  t.same([hr(gulikaKaal(day(0)).night.start), hr(gulikaKaal(day(0)).night.end)], [21, 22.5]);
  // Abhijit 11:36-12:24; Brahma muhurta 04:24-05:12.
  t.same([hr(abhijit(day(0)).start), hr(abhijit(day(0)).end)], [11.6, 12.4]);
  t.same([hr(brahmaMuhurta(day(0)).start), hr(brahmaMuhurta(day(0)).end)], [4.4, 5.2]);
  t.equal(abhijit(day(3)).recommended, false);
  // Tuesday: 4th day muhurta 08:24-09:12 and 7th night muhurta 22:48-23:36.
  t.same(durmuhurtas(day(2)).map((p) => [hr(p.start), hr(p.end)]), [[8.4, 9.2], [22.8, 23.6]]);
  // The catalogue's Sunday example: day Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog, Udveg; night Shubh, Amrit, Char, Rog, Kaal, Labh, Udveg, Shubh.
  const c = choghadiyas(day(0));
  t.same(c.day.map((p) => p.name), ['Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog', 'Udveg']);
  t.same(c.night.map((p) => p.name), ['Shubh', 'Amrit', 'Char', 'Rog', 'Kaal', 'Labh', 'Udveg', 'Shubh']);
  // Horas from Sunday sunrise: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun ...; the 25th would be Monday's lord Moon.
  const hs = horas(day(0), 'equal');
  t.same(hs.slice(0, 8).map((x) => x.lordName), ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
  t.equal(hs[23]!.lordName, 'Mercury');
  t.equal(horas(day(1), 'equal')[0]!.lordName, 'Moon');
  t.equal(hr(horas(day(0), 'unequal')[12]!.start), 18);
});

t.test('calendar rules: samvatsara, ritu, bhadra loka, anandadi, panchaka remainder', async (t) => {
  const e = services.ephemeris;
  // Shaka 1946 = Krodhi (the catalogue's worked example): a date in 2024 after Chaitra Shukla Pratipada (9 April 2024).
  const c24 = panchangContext({ date: '2024-06-01', time: '12:00:00', timezoneOffset: 5.5, latitude: 28.6139, longitude: 77.209 }, services);
  const s24 = samvatsaraAt(e, c24.jd, 5.5, c24.sidereal);
  t.same([s24.shakaYear, s24.vikramYear, s24.kaliYear, s24.southIndian.name], [1946, 2081, 5125, 'Krodhi']);
  // Chaitra Shukla Pratipada 2024: the new moon of 8 April 2024 18:21 UT (23:51 IST) (USNO).
  t.ok(Math.abs(s24.yearStartsAt - e.julianDay(2024, 4, 8, 18 + 21 / 60)) * 1440 < 2);
  // Before it (1 March 2024) the year is still Shaka 1945, Shobhakrit.
  const cMar = panchangContext({ date: '2024-03-01', time: '12:00:00', timezoneOffset: 5.5, latitude: 28.6139, longitude: 77.209 }, services);
  t.same([samvatsaraAt(e, cMar.jd, 5.5, cMar.sidereal).shakaYear, samvatsaraAt(e, cMar.jd, 5.5, cMar.sidereal).southIndian.name], [1945, 'Shobhakrit']);
  // Surya Siddhanta 1.55: at the Kali epoch (mean Jupiter at 0 Aries, no revolution) the count is 0 = Vijaya.
  t.equal(barhaspatyaNumber(KALI_EPOCH_JD), 27);
  // One mean sign of Jupiter later (1/12 revolution = 1,577,917,828 / 364,220 / 12 days) it is Jaya.
  t.equal(barhaspatyaNumber(KALI_EPOCH_JD + 1_577_917_828 / 364_220 / 12 + 1), 28);
  // Kali ahargana: JD 2451544.5 (2000-01-01 00:00 UT) - 588465.5 = 1,863,079 civil days.
  t.equal(samvatsaraAt(e, 2451545.0, 0, c24.sidereal).kaliAhargana, 1863079);
  t.equal(RITU_NAMES[solarRituIndex(12)], 'Vasanta');
  t.equal(RITU_NAMES[solarRituIndex(1)], 'Vasanta');
  t.equal(RITU_NAMES[solarRituIndex(4)], 'Varsha');
  t.equal(RITU_NAMES[solarRituIndex(11)], 'Shishira');
  t.equal(RITU_NAMES[lunarRituIndex(0)], 'Vasanta');
  t.equal(RITU_NAMES[lunarRituIndex(11)], 'Shishira');
  t.same([1, 4, 6, 11].map(bhadraLoka), ['swarga', 'bhuloka', 'patala', 'bhuloka']);
  // Anandadi: Sunday + Ashwini = Ananda; Monday + Mrigashira = Ananda; Sunday + Bharani = Kaladanda; Saturday + Revati (28) = 4th from Shatabhisha = Prajapati.
  t.equal(anandadiYoga(0, 1).name, 'Ananda');
  t.equal(anandadiYoga(1, 5).name, 'Ananda');
  t.same(anandadiYoga(0, 2), { number: 2, name: 'Kaladanda', auspicious: false });
  t.equal(anandadiYoga(6, 28).name, 'Prajapati');
  t.equal(nakshatra28Of(278).name, 'Abhijit');
  // Panchaka: (1 + 1 + 1 + 1) mod 9 = 4 Raja; (10 + 7 + 27 + 12) = 56 mod 9 = 2 Agni; 9 -> 0 clean.
  t.same(panchakaRemainder(1, 1, 1, 1), { remainder: 4, panchaka: 'raja', good: false });
  t.equal(panchakaRemainder(10, 7, 27, 12).panchaka, 'agni');
  t.equal(panchakaRemainder(3, 3, 2, 1).good, true);
});

// ----------------------------------------------------------------- HTTP, with values

const DELHI = pj.cases[0];
const body = DELHI.body;
const opOf = async (p: string) => (await import(`../../plugins/vedic/src/${p}.js`)).default;
async function call(path: string, extra: Record<string, unknown> = {}) {
  const res = await post(`/v1/vedic/${path}`, { ...body, ...extra });
  const op = await opOf(path);
  return { res, data: res.body.data, errors: res.status === 200 ? schemaErrors(op.response, res.body.data) : 'status ' + res.status + ' ' + JSON.stringify(res.body) };
}
const hmsOf = (iso: string) => hms(iso.slice(11, 19));

t.test('POST /vedic/panchang/nakshatra-of-day (spec-named)', async (t) => {
  const { res, data, errors } = await call('panchang/nakshatra-of-day');
  t.equal(res.status, 200);
  t.equal(res.body.ok, true);
  t.equal(errors, null);
  t.same(Object.keys(data).sort(), ['moment', 'moonSiderealLongitude', 'nakshatra', 'pada', 'percentComplete', 'settings']);
  t.same(data.nakshatra, { slug: 'revati', number: 27, name: 'Revati', ruler: { slug: 'mercury', name: 'Mercury', graha: 3, id: 2 } });
  t.equal(data.pada, DELHI.pada);
  // pyjhora's Moon for this chart (vectors/vedic-rashi.json, delhi-1990): 355.0158 deg -> 8.349 deg into Revati = 62.6 %.
  const rashi = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-rashi.json', import.meta.url), 'utf8')).cases[0];
  t.ok(Math.abs(data.moonSiderealLongitude - rashi.d1['1']) * 3600 < 5);
  t.ok(Math.abs(data.percentComplete - ((rashi.d1['1'] - 26 * 40 / 3) / (40 / 3)) * 100) < 0.01);
});

t.test('POST /vedic/panchang/tithi, yoga, karana, vara, full', async (t) => {
  const w = sky.windows[0];
  const skyEnd = (kind: string, index: number) => w[kind].find((b: { index: number }) => b.index === index).jdUT;
  const iso = (jd: number) => new Date(Math.round((jd - 2440587.5) * 86400) * 1000 + 5.5 * 3600_000).toISOString().slice(0, 19);
  const near = (a: string, jd: number) => Math.abs(Date.parse(a.slice(0, 19) + 'Z') - Date.parse(iso(jd) + 'Z')) <= 3000;

  let r = await call('panchang/tithi');
  t.equal(r.errors, null);
  t.same(r.data.tithi, { number: 23, slug: 'ashtami', name: 'Ashtami', paksha: 'krishna', group: 'jaya' });
  t.match(r.data.next, { number: 24, slug: 'navami', name: 'Navami' });
  const hiTithi = await call('panchang/tithi', { language: 'hi' });
  t.same([hiTithi.data.tithi.slug, hiTithi.data.tithi.name], ['ashtami', 'अष्टमी'], 'the tithi in Hindi, the slug unchanged');
  t.ok(near(r.data.endsAt, skyEnd('tithi', 23)), `tithi ends ${r.data.endsAt}`);
  t.equal(r.data.endsAt, '1990-07-16T03:31:35+05:30');
  t.equal(r.data.next.number, 24);

  r = await call('panchang/yoga');
  t.equal(r.errors, null);
  t.same(r.data.yoga, { number: 7, slug: 'sukarma', name: 'Sukarma', auspicious: true });
  t.ok(near(r.data.endsAt, skyEnd('yoga', 7)), `yoga ends ${r.data.endsAt}`);

  r = await call('panchang/karana');
  t.equal(r.errors, null);
  t.same(r.data.karana, { index: 45, slug: 'balava', name: 'Balava', kind: 'movable' });
  t.ok(near(r.data.endsAt, skyEnd('karana', 45)), `karana ends ${r.data.endsAt}`);

  r = await call('panchang/vara');
  t.equal(r.errors, null);
  t.same(r.data.vara, { slug: 'sunday', number: 1, name: 'Sunday', vara: 'Ravivara', lord: { slug: 'sun', name: 'Sun', graha: 0, id: 0 } });
  t.ok(sec(hmsOf(r.data.vedicDayStart), DELHI.sunrise) < 2);
  // 04:30 on Sunday the 15th is before sunrise: still Saturday's Vedic day.
  r = await call('panchang/vara', { time: '04:30:00' });
  t.same([r.data.vara.vara, r.data.vara.slug, r.data.civilWeekday], ['Shanivara', 'saturday', 'sunday']);

  r = await call('panchang/full');
  t.equal(r.errors, null);
  const d = r.data;
  t.equal(d.vara.vara, 'Ravivara');
  t.equal(d.vara.slug, 'sunday');
  // At sunrise 05:37: tithi 23 (Krishna Ashtami), Revati (ends 18:18:22 by the definition), Sukarma, Balava.
  t.same([d.tithi.number, d.nakshatra.name, d.yoga.name, d.karana.name], [23, 'Revati', 'Sukarma', 'Balava']);
  t.same([d.tithi.slug, d.nakshatra.slug, d.yoga.slug, d.karana.slug], ['ashtami', 'revati', 'sukarma', 'balava']);
  t.ok(near(d.nakshatra.endsAt, skyEnd('nakshatra', 0)), `Revati ends ${d.nakshatra.endsAt}`);
  t.ok(sec(hmsOf(d.sunrise), DELHI.sunrise) < 2 && sec(hmsOf(d.sunset), DELHI.sunset) < 2);
  t.ok(sec(hmsOf(d.moonset), DELHI.moonset) < 2);
  t.ok(sec(hmsOf(d.moonrise) + 24, DELHI.moonrise) < 2, 'moonrise 00:05:20 the next civil day (pyjhora 24.089 h)');
  t.same([d.amantaMonth.name, d.purnimantaMonth.name], ['Ashadha', 'Shravana']);
  t.same([d.samvatsara.southIndian, d.samvatsara.shakaYear, d.samvatsara.vikramYear], ['Pramoda', 1912, 2047]);
});

t.test('POST /vedic/panchang periods: rise-set, rahu-kaal, yamaganda, gulika-kaal, abhijit, brahma-muhurta, durmuhurta, choghadiya, hora', async (t) => {
  let r = await call('panchang/rise-set');
  t.equal(r.errors, null);
  t.ok(sec(hmsOf(r.data.sunrise), DELHI.sunrise) < 2 && sec(hmsOf(r.data.nextSunrise) + 24, DELHI.nextSunrise) < 2);
  t.ok(Math.abs(r.data.dayLengthMinutes - (DELHI.sunset - DELHI.sunrise) * 60) < 0.05);
  t.ok(Math.abs(r.data.nightLengthMinutes - (DELHI.nextSunrise - DELHI.sunset) * 60) < 0.05);
  const hinduRise = hmsOf(r.data.sunrise);
  r = await call('panchang/rise-set', { rising: 'upper-limb' });
  t.equal(r.data.convention, 'upper-limb');
  // The upper limb with refraction (~34' + 16') rises about 3-4 minutes before the centre without refraction at 28 N.
  t.ok((hinduRise - hmsOf(r.data.sunrise)) * 60 > 2.5 && (hinduRise - hmsOf(r.data.sunrise)) * 60 < 5);

  for (const [p, key] of [['rahu-kaal', 'rahu'], ['yamaganda', 'yamaganda']] as const) {
    r = await call(`panchang/${p}`);
    t.equal(r.errors, null);
    t.ok(sec(hmsOf(r.data.start), hms(DELHI[key][0])) < 2 && sec(hmsOf(r.data.end), hms(DELHI[key][1])) < 2, p);
  }
  r = await call('panchang/rahu-kaal');
  t.same([r.data.part, r.data.activeAtChartTime, r.data.weekday.slug, r.data.weekday.name, r.data.weekday.vara], [8, false, 'sunday', 'Sunday', 'Ravivara']);
  r = await call('panchang/yamaganda');
  t.same([r.data.part, r.data.activeAtChartTime], [5, false]); // 12:26:56-14:09:23, before 14:30
  r = await call('panchang/gulika-kaal');
  t.equal(r.errors, null);
  t.ok(sec(hmsOf(r.data.day.start), hms(DELHI.gulika[0])) < 2);
  t.same([r.data.day.part, r.data.night.part], [7, 3]);
  r = await call('panchang/abhijit');
  t.equal(r.errors, null);
  t.ok(sec(hmsOf(r.data.start), hms(DELHI.abhijit[0])) < 2 && sec(hmsOf(r.data.end), hms(DELHI.abhijit[1])) < 2);
  t.equal(r.data.recommended, true);
  r = await call('panchang/brahma-muhurta');
  t.equal(r.errors, null);
  const night = DELHI.sunrise - DELHI.previousSunset;
  t.ok(sec(hmsOf(r.data.start), DELHI.sunrise - (2 * night) / 15) < 2);
  r = await call('panchang/durmuhurta');
  t.equal(r.errors, null);
  t.same(r.data.periods.map((p: { muhurta: number }) => p.muhurta), [14]);
  t.ok(sec(hmsOf(r.data.periods[0].start), hms(DELHI.durmuhurta[0])) < 2);
  r = await call('panchang/choghadiya');
  t.equal(r.errors, null);
  t.same([...r.data.day, ...r.data.night].map((p: { name: string }) => CHOGHADIYA_INDEX.indexOf(p.name)), DELHI.choghadiya);
  // 14:30 falls in the 6th day part (14:09:23-15:51:51), Shubh.
  t.same([r.data.current.name, r.data.current.index], ['Shubh', 6]);
  r = await call('panchang/hora');
  t.equal(r.errors, null);
  // Equal horas from 05:37:08: 14:30 is in the 9th (13:37-14:37), lord Venus (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun, Venus).
  t.same([r.data.current.index, r.data.current.lord], [9, { slug: 'venus', name: 'Venus', graha: 5, id: 3 }]);
  t.equal(r.data.horas[23].end, '1990-07-16T05:37:38+05:30');
  r = await call('panchang/hora', { mode: 'unequal' });
  // Unequal: day hora 819.6/12 = 68.3 min; 14:30 is in the 8th (13:35:15-14:43:33, pyjhora shubha_hora), Sun.
  t.same([r.data.current.index, r.data.current.lord.slug], [8, 'sun']);
  t.ok(sec(hmsOf(r.data.current.start), hms('13:35:15')) < 2);
});

t.test('POST /vedic/panchang: varjyam, amrit-kaal, panchaka, tarabala, chandrabala, anandadi-yoga', async (t) => {
  // Revati by the definition (skyfield): 1990-07-14 19:19:22 to 1990-07-15 18:18:22 IST (start from the
  // window's crossing list is outside it; the end is crossing index 0).
  let r = await call('panchang/varjyam');
  t.equal(r.errors, null);
  t.same(r.data.nakshatras.map((n: { name: string }) => n.name), ['Revati', 'Ashwini']);
  const rev = r.data.nakshatras[0];
  const toJd = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
  const dur = toJd(rev.end) - toJd(rev.start);
  // Revati's tyajya ghati 30: start + 30/60 of the star, length 4/60.
  const want = toJd(rev.start) + dur / 2;
  t.ok(Math.abs(toJd(r.data.periods[0].start) - want) * 86400 < 2);
  t.ok(Math.abs(toJd(r.data.periods[0].end) - toJd(r.data.periods[0].start) - (4 / 60) * dur) * 86400 < 2);
  t.ok(Math.abs(toJd(rev.end) - sky.windows[0].nakshatra[0].jdUT) * 86400 < 3);
  r = await call('panchang/amrit-kaal');
  t.equal(r.errors, null);
  // Revati's amrita ghati 54 falls at 14:04 on the 15th; Ashwini's 42 at 08:09 on the 16th, after the next sunrise: only Revati's.
  t.same(r.data.periods.map((p: { nakshatra: string }) => p.nakshatra), ['Revati']);
  t.ok(Math.abs(toJd(r.data.periods[0].start) - (toJd(rev.start) + (54 / 60) * dur)) * 86400 < 2);

  r = await call('panchang/panchaka');
  t.equal(r.errors, null);
  // The Moon (355 deg) is in Meena: panchaka active; it ends when the Moon reaches 360 = the end of Revati.
  t.equal(r.data.active, true);
  t.ok(Math.abs(toJd(r.data.end) - sky.windows[0].nakshatra[0].jdUT) * 86400 < 3);
  t.ok(toJd(r.data.next.start) > toJd(r.data.end) + 20);
  t.match(r.data.next.type, /^(roga|raja|agni|chora|mrityu|none)$/, 'the panchaka type in kebab-case');
  r = await call('panchang/panchaka', { date: '1990-07-20' });
  t.same([r.data.active, r.data.start, r.data.type], [false, null, null]);

  r = await call('panchang/tarabala');
  t.equal(r.errors, null);
  t.same(r.data.dayNakshatra.name, 'Revati');
  // Janma Ashwini: Revati is the 27th = Parama Mitra; janma Revati: Janma; janma Uttara Bhadrapada (26): Sampat.
  t.same([r.data.taras[0].name, r.data.taras[26].name, r.data.taras[25].name], ['Parama Mitra', 'Janma', 'Sampat']);
  t.same([r.data.taras[0].slug, r.data.dayNakshatra.slug, r.data.taras[0].janmaNakshatra.slug], ['parama-mitra', 'revati', 'ashwini']);
  t.equal(r.data.taras.filter((x: { favourable: boolean }) => !x.favourable).length, 9);

  r = await call('panchang/chandrabala');
  t.equal(r.errors, null);
  t.same([r.data.moonSign.name, r.data.paksha], ['Pisces', 'krishna']);
  // Janma Libra: Pisces is the 6th (good); janma Leo: the 8th (chandrashtama); janma Aquarius: 2nd, bad in Krishna paksha.
  t.same([r.data.rashis[6].houseFromJanma, r.data.rashis[6].favourable], [6, true]);
  t.same([r.data.rashis[4].chandrashtama, r.data.rashis[10].favourable], [true, false]);

  r = await call('panchang/anandadi-yoga');
  t.equal(r.errors, null);
  // Sunday, Moon in Revati (28th of 28): count 28 from Ashwini = Vardhamana (pyjhora index 27).
  t.same([r.data.yoga.name, r.data.yoga.number - 1], ['Vardhamana', DELHI.anandadi]);
  t.same([r.data.yoga.slug, r.data.nakshatra28], ['vardhamana', { number: 28, slug: 'revati', name: 'Revati' }]);
  // In the answer's language: core's anandadi-yoga and nakshatra tables (issue 12).
  const ja = await call('panchang/anandadi-yoga', { language: 'ja' });
  t.same([ja.data.yoga.slug, ja.data.yoga.name, ja.data.nakshatra28.slug, ja.data.nakshatra28.name], ['vardhamana', 'ヴァルダマーナ', 'revati', 'レーヴァティー']);
  const hi = await call('panchang/anandadi-yoga', { language: 'hi' });
  t.equal(hi.data.yoga.name, 'वर्धमान');
  // Abhijit, the 22nd of the 28 stars (276 deg 40' to 280 deg 53' 20''), is named by core's nakshatra table too.
  t.same([NAKSHATRA28_SLUGS[nakshatra28Of(278).number - 1], term('nakshatra', 'abhijit', 'ja'), term('nakshatra', 'abhijit', 'hi')], ['abhijit', 'アビジット', 'अभिजित']);
});

t.test('POST /vedic/panchang: lunar-month, samvatsara, ritu, ayana, sankranti, bhadra', async (t) => {
  let r = await call('panchang/lunar-month');
  t.equal(r.errors, null);
  t.same([r.data.amanta.name, r.data.amanta.adhika, r.data.purnimanta.name, r.data.paksha], ['Ashadha', false, 'Shravana', 'krishna']);
  // The amanta month ends at the new moon of 1990-07-22 02:54 UT (USNO: 22 July 1990 02:54).
  const toJd = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
  t.ok(Math.abs(toJd(r.data.amanta.end) - services.ephemeris.julianDay(1990, 7, 22, 2 + 54 / 60)) * 1440 < 1.5);
  // Next sankranti: Karka (the Sun enters sidereal Cancer about 16 July).
  t.same([r.data.nextSankranti.slug, r.data.nextSankranti.name, r.data.nextSankranti.at.slice(0, 10)], ['karka-sankranti', 'Karka Sankranti', '1990-07-16']);
  const lmJa = await call('panchang/lunar-month', { language: 'ja' });
  t.same([lmJa.data.nextSankranti.slug, lmJa.data.nextSankranti.name], ['karka-sankranti', 'カルカ・サンクラーンティ'], 'the next sankranti in Japanese (core sankranti table)');
  // 2023: adhika Shravana (18 July - 16 August 2023, no sankranti between its new moons).
  r = await call('panchang/lunar-month', { date: '2023-08-01', time: '12:00:00' });
  t.same([r.data.amanta.name, r.data.amanta.adhika], ['Shravana', true]);

  r = await call('panchang/samvatsara');
  t.equal(r.errors, null);
  t.same([r.data.southIndian.name, r.data.shakaYear, r.data.vikramYear, r.data.kaliYear], ['Pramoda', 1912, 2047, 5091]);

  r = await call('panchang/ritu');
  t.equal(r.errors, null);
  // 15 July: tropical Sun in Cancer (Varsha); sidereal Sun in Gemini (Grishma); Ashadha -> Grishma.
  t.same([r.data.solarRitu.name, r.data.solarRitu.sunSignName, r.data.lunarRitu.name], ['Varsha', 'Cancer', 'Grishma']);
  r = await call('panchang/ritu', { zodiac: 'sidereal' });
  t.same([r.data.solarRitu.name, r.data.solarRitu.sunSign, r.data.solarRitu.sunSignName], ['Grishma', 3, 'Gemini']);

  r = await call('panchang/ayana');
  t.equal(r.errors, null);
  // Tropical: Dakshinayana since the June solstice (1990-06-21 15:33 UT, USNO) until the December one (1990-12-22 03:07 UT).
  t.equal(r.data.tropical.ayana, 'dakshinayana');
  t.ok(Math.abs(toJd(r.data.tropical.since) - services.ephemeris.julianDay(1990, 6, 21, 15 + 33 / 60)) * 1440 < 1.5);
  t.ok(Math.abs(toJd(r.data.tropical.until) - services.ephemeris.julianDay(1990, 12, 22, 3 + 7 / 60)) * 1440 < 1.5);
  // Sidereal: Uttarayana until Karka sankranti (16 July 1990).
  t.same([r.data.sidereal.ayana, r.data.sidereal.until.slice(0, 10)], ['uttarayana', '1990-07-16']);

  const sk = await post('/v1/vedic/panchang/sankranti', { year: 2024, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' });
  t.equal(sk.status, 200);
  t.equal(schemaErrors((await opOf('panchang/sankranti')).response, sk.body.data), null);
  const list = sk.body.data.sankrantis;
  t.equal(list.length, 12);
  // Makara sankranti 2024: 15 January 2024 02:4x IST (Drik panchang: 02:54 AM); Mesha: 13 April 2024 21:1x IST (21:15).
  const makara = list.find((s: { slug: string }) => s.slug === 'makara-sankranti');
  const mesha = list.find((s: { slug: string }) => s.slug === 'mesha-sankranti');
  t.same([makara.name, mesha.name], ['Makara Sankranti', 'Mesha Sankranti']);
  const skHi = await post('/v1/vedic/panchang/sankranti', { year: 2024, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, { 'accept-language': 'hi' });
  t.same(skHi.body.data.sankrantis.filter((s: { slug: string }) => s.slug === 'makara-sankranti' || s.slug === 'mesha-sankranti').map((s: { name: string }) => s.name), ['मकर संक्रांति', 'मेष संक्रांति'], 'in Hindi as the almanacs write them');
  t.equal(makara.at.slice(0, 13), '2024-01-15T02');
  t.equal(mesha.at.slice(0, 13), '2024-04-13T21');

  // The lib without HTTP: 2024 in IST (1 January 00:00 IST = 31 December 18:30 UT), Lahiri. Drik
  // Panchang, New Delhi: Makara 15 January 02:54, Mesha 13 April 21:15 IST; twelve, in sign order
  // from Makara (the Sun is in Dhanu on 1 January). Ours come 11 minutes earlier (02:43, 21:04):
  // 11 minutes of the Sun's motion is ~27", the size of the difference between Swiss Ephemeris'
  // SE_SIDM_LAHIRI and Drik's Lahiri, so the tolerance here is 15 minutes, as the HTTP test's hour.
  const lahiri = { zodiacType: 'sidereal' as const, siderealMode: 1 };
  const ist = (jd: number) => new Date((jd - 2440587.5) * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 16);
  const jan1 = services.ephemeris.julianDay(2024, 1, 1, 0) - 5.5 / 24;
  const year = sankrantisBetween(services.ephemeris, jan1, services.ephemeris.julianDay(2025, 1, 1, 0) - 5.5 / 24, lahiri);
  t.same(year.map((x) => x.sign), [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'Makara first, Dhanu last');
  t.ok(Math.abs(Date.parse(`${ist(year[0]!.at)}Z`) - Date.parse('2024-01-15T02:54Z')) <= 15 * 60_000, `Makara ${ist(year[0]!.at)} IST, Drik 02:54`);
  t.ok(Math.abs(Date.parse(`${ist(year[3]!.at)}Z`) - Date.parse('2024-04-13T21:15Z')) <= 15 * 60_000, `Mesha ${ist(year[3]!.at)} IST, Drik 21:15`);
  t.ok(Math.abs((toJd(makara.punyaKalaEnd) - toJd(makara.at)) * 1440 - 384) < 0.02, '16 ghatis = 6 h 24 min');

  r = await call('panchang/bhadra', { days: 30 });
  t.equal(r.errors, null);
  // Each Vishti span is where the elongation is in [k*6, (k+1)*6) with (k-1) mod 7 = 6: check against the skyfield karana crossings.
  const v0 = r.data.periods[0];
  const w = sky.windows[0];
  const vishti = w.karana.find((b: { index: number }) => (b.index - 1) % 7 === 6);
  t.ok(Math.abs(toJd(v0.start) - vishti.jdUT) * 86400 < 3, `first Vishti ${v0.start}`);
  t.ok(r.data.periods.length >= 8 && r.data.periods.length <= 12);
  for (const p of r.data.periods) t.equal(p.harmful, p.loka === 'bhuloka');
});

t.test('POST /vedic/muhurta: tarabala-check, chandrabala-check, panchaka-rahita, good-time-windows', async (t) => {
  // Native: Delhi 1990 (Moon in Revati, Pisces). 2024-03-01 10:00 IST: Moon in Vishakha? -> by the definition below.
  let r = await call('muhurta/tarabala-check', { targetDate: '2024-03-01', targetTime: '10:00:00' });
  t.equal(r.errors, null);
  t.equal(r.data.janmaNakshatra.name, 'Revati');
  const tgt = panchangContext({ date: '2024-03-01', time: '10:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 }, services);
  const n = nakshatraAt(tgt.ephemeris, tgt.jd, tgt.sidereal);
  t.equal(r.data.transitNakshatra.number, n.number);
  t.equal(r.data.count, ((n.number - 27 + 27) % 27) + 1);
  // skyfield window 2024-03-01: the next nakshatra crossing after 04:30 UT is the change.
  const w = sky.windows.find((x: { name: string }) => x.name === '2024-03-01');
  const change = w.nakshatra.find((b: { jdUT: number }) => b.jdUT > tgt.jd);
  t.ok(Math.abs(Date.parse(r.data.changesAt) / 86400000 + 2440587.5 - change.jdUT) * 86400 < 3);
  t.equal(r.data.target.utc, '2024-03-01T04:30:00Z');

  r = await call('muhurta/chandrabala-check', { targetDate: '2024-03-01', targetTime: '10:00:00' });
  t.equal(r.errors, null);
  t.equal(r.data.janmaRashi.name, 'Pisces');
  // Moon on 2024-03-01 10:00 IST at ~ 208 deg sidereal (Libra, Vishakha 1st pada region): 8th from Pisces = chandrashtama.
  const moonLon = limbAngle(tgt.ephemeris, tgt.jd, 'nakshatra', tgt.sidereal);
  const sign = Math.floor(moonLon / 30) + 1;
  t.equal(r.data.transitMoonSign.number, sign);
  t.equal(r.data.house, ((sign - 12 + 12) % 12) + 1);
  t.equal(r.data.chandrashtama, r.data.house === 8);
  // Without targetDate: today (the test clock), still 200.
  r = await call('muhurta/chandrabala-check');
  t.equal(r.errors, null);

  r = await call('muhurta/panchaka-rahita');
  t.equal(r.errors, null);
  // Sunrise 05:37:08 in Gemini (lagna 3): (23 + 1 + 27 + 3) = 54 mod 9 = 0 -> clean; then Cancer: 55 mod 9 = 1 Mrityu.
  t.same([r.data.windows[0].lagna.number, r.data.windows[0].remainder, r.data.windows[0].good], [3, 0, true]);
  t.same([r.data.windows[1].lagna.number, r.data.windows[1].panchaka], [4, 'mrityu']);
  for (const x of r.data.windows) t.equal(x.remainder, (x.tithi + 1 + x.nakshatra + x.lagna.number) % 9);

  r = await call('muhurta/good-time-windows');
  t.equal(r.errors, null);
  const toJd = (iso: string) => Date.parse(iso) / 86400000 + 2440587.5;
  // No good window overlaps an avoid window; Abhijit (11:59:37-12:54:16) is inside the good window 09:02-12:26 only up to Yamaganda (12:26:56).
  for (const g of r.data.good) for (const a of r.data.avoid) t.ok(toJd(g.end) <= toJd(a.start) + 1e-9 || toJd(g.start) >= toJd(a.end) - 1e-9);
  t.same([r.data.good[0].start.slice(11, 19), r.data.good[0].end.slice(11, 19)], ['09:02:02', '12:26:56']);
  t.ok(r.data.avoid.some((a: { sources: string[] }) => a.sources.includes('rahu-kaal')));
});

t.test('400s name the field', async (t) => {
  for (const [path, extra, field] of [
    ['panchang/bhadra', { days: 61 }, 'days'],
    ['panchang/hora', { mode: 'planetary' }, 'mode'],
    ['panchang/rise-set', { rising: 'civil' }, 'rising'],
    ['panchang/ritu', { zodiac: 'draconic' }, 'zodiac'],
    ['panchang/tithi', { latitude: 95 }, 'latitude'],
    ['muhurta/tarabala-check', { targetDate: '2024-02-30' }, 'targetDate'],
    ['muhurta/chandrabala-check', { targetTime: '25:00:00' }, 'targetTime'],
  ] as const) {
    const res = await post(`/v1/vedic/${path}`, { ...body, ...extra });
    t.equal(res.status, 400, path);
    t.equal(res.body.error.code, 'INVALID_INPUT');
    t.match(JSON.stringify(res.body.error.details), new RegExp(field), `${path} names ${field}`);
  }
  const sk = await post('/v1/vedic/panchang/sankranti', { year: 999, latitude: 28.6, longitude: 77.2 });
  t.equal(sk.status, 400);
  t.match(JSON.stringify(sk.body.error.details), /year/);
  const tz = await post('/v1/vedic/panchang/sankranti', { year: 2024, latitude: 28.6, longitude: 77.2, timezone: 'Mars/Olympus' });
  t.equal(tz.status, 400);
  t.match(JSON.stringify(tz.body.error.details), /timezone/);
  // Polar night: no sunrise at 78 N in December: a clear 4xx/422-style refusal, never a 500.
  const polar = await post('/v1/vedic/panchang/rahu-kaal', { ...body, date: '2020-12-21', latitude: 78.2, longitude: 15.6, timezoneOffset: 1 });
  t.not(polar.status, 500);
  t.equal(polar.body.ok, false);
});
