/**
 * Jaimini: chara karakas, arudha padas, argala and the sign dashas against pyjhora
 * (test/oracles/vedic_jaimini.py -> vectors/vedic-jaimini.json, 8 charts 1947-2024, Lahiri,
 * true node, sidereal dasha year), and worked examples of the texts' rules.
 *
 * Known difference with pyjhora: the co-lords of Scorpio (Mars/Ketu) and Aquarius (Saturn/Rahu).
 * The service follows the rule of BPHS ch. 29 as the catalogue states it (the co-lord not in
 * the sign; else more grahas conjoined, then exaltation, then degree); pyjhora applies its own
 * longer list (aspects of Jupiter, Mercury and the dispositor ...), so in London 1975 it takes
 * Ketu for Scorpio where the text takes the exalted Mars. Values that depend on those two signs'
 * lords are checked against the text by hand below, not against pyjhora.
 * Dasha dates: pyjhora's default dasha year is the true sidereal year of the birth
 * (DHASA_YEAR_DURATION.JHORA_DEFAULT = TRUE_SIDEREAL_YEAR), not the mean 365.256363 days sent
 * here; starts agree within 2e-5 of the elapsed time.
 */
import fs from 'node:fs';
import t from 'tap';
import { term } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { argalaAnalysis, arudhaPadas, charaKarakas, pairVerdict, rashiDrishtiOf, strongerCoLord } from '../../plugins/vedic/src/lib/jaimini.js';
import { charaDasha, drigDasha, narayanaDasha, qualityOrder, shoolaDasha, signDashaYears, sudasa } from '../../plugins/vedic/src/lib/jaimini-dasha.js';
import { karakaStrength } from '../../plugins/vedic/src/lib/jaimini-yoga.js';
import { sreeLagna } from '../../plugins/vedic/src/lib/special-lagnas.js';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-jaimini.json', import.meta.url), 'utf8'));
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const CO_LORD_SIGNS = [8, 11];
const delhi = V.cases[0];

t.test('chara karakas (8, Rahu 30 - deg) equal pyjhora house.chara_karakas in 8 charts', async (t) => {
  for (const c of V.cases) t.same(charaKarakas(castRashi(c.body, services)).map((k) => k.graha), c.charaKarakas, c.name);
});

t.test('arudha padas equal pyjhora bhava_arudhas where no co-lord is involved; the co-lord rule by hand', async (t) => {
  let compared = 0;
  for (const c of V.cases) {
    const ours = arudhaPadas(castRashi(c.body, services));
    for (const p of ours) {
      const houseSign = ((c.lagnaSign - 1 + p.house - 1) % 12) + 1;
      if (CO_LORD_SIGNS.includes(houseSign)) continue;
      t.equal(p.sign, c.arudhaPadas[p.house - 1], `${c.name} ${p.pada}`);
      compared++;
    }
  }
  t.ok(compared >= 80);
  // London 1975: lagna Taurus, 7th Scorpio; Mars in Capricorn (exalted), Ketu in Taurus, each alone:
  // neither co-lord is in Scorpio, equal company, so the exalted Mars rules (BPHS ch. 29).
  // Scorpio -> Capricorn is 3 signs; 3 signs from Capricorn is Pisces: A7 = Pisces.
  const london = castRashi(V.cases[3].body, services);
  t.same(strongerCoLord(london, 7, 2, 8), { lord: 2, reason: 'exalted' });
  t.equal(arudhaPadas(london)[6]!.sign, 12);
  // BPHS ch. 29 exceptions, Delhi 1990 (lagna Libra): 3rd Sagittarius, Jupiter in Gemini is 7th
  // from it, 7 signs on from Gemini is Sagittarius itself -> 10th from it, Virgo.
  const d = arudhaPadas(castRashi(delhi.body, services));
  t.equal(d[2]!.sign, 6);
  t.equal(d[2]!.exception, 'arudha-in-house');
});

t.test('rashi drishti: BPHS ch. 8 table', async (t) => {
  t.same(rashiDrishtiOf(0).map((s) => s + 1), [5, 8, 11], 'Aries: Leo, Scorpio, Aquarius');
  t.same(rashiDrishtiOf(1).map((s) => s + 1), [4, 7, 10], 'Taurus: Cancer, Libra, Capricorn');
  t.same(rashiDrishtiOf(2).map((s) => s + 1), [6, 9, 12], 'Gemini: Virgo, Sagittarius, Pisces');
  t.same(rashiDrishtiOf(10).map((s) => s + 1), [1, 4, 7], 'Aquarius: Aries, Cancer, Libra');
});

t.test('argala: occupants of the 2nd, 4th, 11th, 5th and their obstructions equal pyjhora get_argala, Ketu reversed', async (t) => {
  for (const c of V.cases) {
    const houses = argalaAnalysis(castRashi(c.body, services));
    for (let h = 0; h < 12; h++) {
      const ours = houses[h]!;
      for (const [i, a] of (V.cases[0].argalaHouses as number[]).entries()) {
        const v = c.virodhargalaHouses[i];
        const rawA: number[] = c.argala[h][i];
        const rawV: number[] = c.virodhargala[h][i];
        // BPHS ch. 31 sl. 9: Ketu counts in reverse.
        const wantA = [...rawA.filter((g) => g !== 8), ...(rawV.includes(8) ? [8] : [])].sort();
        const gotA = ours.argalas.filter((s) => (s.from === a && !s.grahas.includes(8)) || (s.from === v && s.grahas.includes(8))).flatMap((s) => s.grahas).sort();
        t.same(gotA, wantA, `${c.name} house ${h + 1} argala from ${a}`);
      }
    }
  }
  // Strength rule by hand, Delhi house 1 (Libra): 4th Capricorn Rahu vs 10th Cancer Mercury + Ketu
  // (Ketu in the 10th intervenes): 4/10 pair: Rahu + Ketu (2) vs Mercury (1) -> +2 x 1;
  // 11/3: none vs Saturn -> -1; 5/9: none vs Sun, Jupiter, Venus -> -3 x 0.5; 8/6: none vs Moon -> -0.5;
  // 2/12: none. net = 2 - 1 - 1.5 - 0.5 = -1.
  const h1 = argalaAnalysis(castRashi(delhi.body, services))[0]!;
  t.equal(h1.netInfluence, -1);
  t.equal(h1.dominantOver, 'virodhargala');
});

function compareDasha(t: any, name: string, ours: { sign: number; years: number; startJd: number }[], theirs: { sign: number; years: number; startJdLocal: number }[], offsetDays: number, opts: { skipDates?: boolean; firstFraction?: boolean } = {}) {
  const th = theirs.filter((p) => p.years > 0).slice(0, 12);
  const us = ours.slice(0, 12);
  t.same(us.map((p) => p.sign), th.map((p) => p.sign), `${name} sign order`);
  let coLordSeen = false;
  for (let i = 0; i < Math.min(us.length, th.length); i++) {
    if (CO_LORD_SIGNS.includes(us[i]!.sign)) { coLordSeen = true; continue; }
    if (i === 0 && opts.firstFraction) t.ok(Math.abs(us[0]!.years - th[0]!.years) < 0.006, `${name} first (fraction) ${us[0]!.years} vs ${th[0]!.years}`);
    else t.equal(us[i]!.years, th[i]!.years, `${name} ${us[i]!.sign} years`);
    // pyjhora's default dasha year is the true sidereal year of the birth (the Sun's actual return,
    // DHASA_YEAR_DURATION.TRUE_SIDEREAL_YEAR), ours here the mean 365.256363 days: they differ by
    // under 2e-5 of the elapsed time (the vectors imply 365.2519-365.2608 days).
    if (!opts.skipDates && !coLordSeen && i > 0) {
      const elapsed = th[i]!.startJdLocal - th[0]!.startJdLocal;
      t.ok(Math.abs(us[i]!.startJd + offsetDays - th[i]!.startJdLocal) < 2e-5 * elapsed + 2 / 1440, `${name} period ${i + 1} start`);
    }
  }
}

t.test('chara (K. N. Rao), narayana, shoola, drig and sudasa equal pyjhora (signs, years, starts)', async (t) => {
  for (const c of V.cases) {
    const chart = castRashi(c.body, services);
    const off = chart.moment.timezoneOffset / 24;
    compareDasha(t, `${c.name} chara`, charaDasha(chart).periods.filter((p) => p.cycle === 1), c.chara, off);
    compareDasha(t, `${c.name} narayana`, narayanaDasha(chart).periods, c.narayana, off);
    compareDasha(t, `${c.name} shoola`, shoolaDasha(chart).periods, c.shoola, off);
    compareDasha(t, `${c.name} drig`, drigDasha(chart).periods, c.drig, off);
    // pyjhora rounds sudasa's first (fractional) period to 2 decimals, so its later dates shift.
    compareDasha(t, `${c.name} sudasa`, sudasa(chart, sreeLagna(chart)).periods, c.sudasa, off, { skipDates: true, firstFraction: true });
  }
});

t.test('dasha rules by hand (K. N. Rao; P. V. R. Narasimha Rao)', async (t) => {
  const chart = castRashi(delhi.body, services);
  // Delhi: Libra (odd-footed) to its lord Venus in Gemini, forward: Li Sc Sg Cp Aq Pi Ar Ta Ge = 9, less 1 = 8.
  t.equal(signDashaYears(chart, 6), 8);
  // Aries (odd-footed), Mars in Aries itself: 1 - 1 = 0 -> 12.
  t.equal(signDashaYears(chart, 0), 12);
  // Cancer (even-footed) backward to Moon in Pisces: Cn Ge Ta Ar Pi = 5, less 1 = 4.
  t.equal(signDashaYears(chart, 3), 4);
  // Orders: fixed Taurus forward every 6th sign; dual Gemini trines first.
  t.same(qualityOrder(1, true).map((s) => s + 1), [2, 7, 12, 5, 10, 3, 8, 1, 6, 11, 4, 9]);
  t.same(qualityOrder(2, true).map((s) => s + 1), [3, 7, 11, 12, 4, 8, 9, 1, 5, 6, 10, 2]);
  // Shoola is 12 x 9 = 108 years.
  t.equal(shoolaDasha(chart).periods.reduce((n, p) => n + p.years, 0), 108);
});

t.test('longevity pairs (JS 2.1) and the karaka-yoga strength rule', async (t) => {
  t.equal(pairVerdict(0, 3), 'dirgha', 'both movable');
  t.equal(pairVerdict(1, 2), 'dirgha', 'fixed + dual');
  t.equal(pairVerdict(0, 1), 'madhya', 'movable + fixed');
  t.equal(pairVerdict(2, 5), 'madhya', 'both dual');
  t.equal(pairVerdict(0, 2), 'alpa', 'movable + dual');
  t.equal(pairVerdict(1, 4), 'alpa', 'both fixed');
  t.equal(karakaStrength(1, 'exalted', false), 100, '40 + 25 + 25 + 15 clamped');
  t.equal(karakaStrength(8, 'debilitated', false), 0, '40 - 30 - 15 clamped');
  t.equal(karakaStrength(4, 'own', true), 85, '40 + 25 + 10 + 10');
  t.equal(karakaStrength(3, null, false), 40);
});

const ECHO = (t: any, d: any) => { t.equal(d.settings.ayanamsa, 'lahiri'); t.equal(d.moment.timezoneOffset, 5.5); };
async function call(t: any, path: string, body: unknown, headers?: Record<string, string>) {
  const op = (await import(`../../plugins/vedic/src${path.replace('/vedic', '')}.js`)).default;
  const res = await post(`/v1${path}`, body, headers);
  t.equal(res.status, 200, path);
  t.equal(res.body.ok, true);
  t.equal(schemaErrors(op.response!, res.body.data), null, `${path} schema`);
  ECHO(t, res.body.data);
  return res.body.data;
}

t.test('POST /vedic/jaimini/karakas (spec shape)', async (t) => {
  const d = await call(t, '/vedic/jaimini/karakas', delhi.body);
  t.same(d.lagna, { sign: 7, signName: 'Libra' });
  t.same(d.chara.map((k: any) => k.graha), delhi.charaKarakas);
  t.equal(d.chara[0].role, 'Atmakaraka');
  t.equal(d.chara[7].role, 'Darakaraka');
  t.equal(d.charaRoles.length, 8);
  t.same([d.chara[0].roleSlug, d.chara[7].roleSlug], ['atmakaraka', 'darakaraka']);
  // The karakas and grahas in the answer's language (core's karaka and body tables); slugs and numbers unchanged.
  const hi = (await post('/v1/vedic/jaimini/karakas', delhi.body, { 'accept-language': 'hi' })).body.data;
  t.same([hi.chara[0].role, hi.chara[0].roleSlug, hi.chara[0].graha], ['आत्मकारक', 'atmakaraka', d.chara[0].graha]);
  t.same(hi.chara.map((k: any) => k.grahaName), d.chara.map((k: any) => term('body', k.slug, 'hi')));
  t.equal(hi.charaRoles[7], 'दारकारक');
  t.equal(hi.naisargika[9].planetName, 'बुध');
  // BPHS ch. 32: 10th house Mercury (Swiss id 2), 7th Venus (3).
  // planet is the Swiss number (SERVICE-SPEC), graha the Vedic one (Mercury 3), slug meets them.
  t.same(d.naisargika[9], { house: 10, planet: 2, name: 'profession', matter: 'profession', planetName: 'Mercury', slug: 'mercury', graha: 3 });
  t.equal(d.naisargika[6].planet, 3);
  t.equal(d.naisargika[6].graha, 5, 'Venus is graha 5, Swiss 3');
  for (const k of d.chara) {
    t.equal(k.slug, ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'][k.graha], `chara ${k.role} slug`);
    if (k.graha === 7) t.notOk('id' in k, 'Rahu: no Swiss id (nodeType)');
    else t.equal(k.id, [0, 1, 4, 2, 5, 3, 6][k.graha], `chara ${k.role} Swiss id`);
  }
  t.ok(Math.abs(d.ayanamsa - 23.7288) < 0.001, 'Lahiri 1990 ~ 23 deg 43.7\'');
  const bad = await post('/v1/vedic/jaimini/karakas', { ...delhi.body, time: '14:30' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /time/);
});

t.test('POST /vedic/jaimini/argala-analysis (spec shape, HH:mm accepted)', async (t) => {
  const d = await call(t, '/vedic/jaimini/argala-analysis', { ...delhi.body, time: '14:30' });
  t.equal(d.houses.length, 12);
  t.equal(d.houses[0].netInfluence, -1);
  t.ok(d.houses.every((h: any) => h.netInfluence <= d.strongestArgala.score && h.netInfluence >= d.weakestArgala.score));
  // SERVICE-SPEC's { graha, grahaName } with the reference's slug and name beside them (issue 12).
  const planets = d.houses.flatMap((h: any) => [...(h.argalas ?? []), ...(h.virodhargalas ?? [])].flatMap((x: any) => x.planets ?? []));
  t.ok(planets.length > 0 && planets.every((p: any) => p.slug === p.grahaName.toLowerCase() && p.graha >= 0 && p.graha <= 8), 'argala grahas: graha, grahaName, slug');
  const bad = await post('/v1/vedic/jaimini/argala-analysis', { ...delhi.body, latitude: 95 });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /latitude/);
});

t.test('POST /vedic/yogas/jaimini/karaka-yoga (spec shape)', async (t) => {
  const d = await call(t, '/vedic/yogas/jaimini/karaka-yoga', { ...delhi.body, time: '14:30' });
  t.equal(d.yogas.length, 8);
  // Delhi: the Atmakaraka Sun in Gemini, 9th from the Libra lagna: trine, no dignity: 40 + 25 = 65.
  t.same(d.atmakaraka, { graha: 0, grahaName: 'Sun', house: 9 });
  t.equal(d.yogas[0].strength, 65);
  t.same([d.yogas[0].manifestation, d.yogas[0].matter, d.yogas[0].grade], ['self: strong', { slug: 'self', name: 'self' }, 'strong']);
  t.same([d.yogas[0].slug, d.yogas[0].name, d.yogas[0].karaka, d.yogas[0].karakaSlug], ['atmakaraka-yoga', 'Atmakaraka yoga', 'Atmakaraka', 'atmakaraka']);
  // Matrikaraka Moon in Pisces, 6th: dusthana, 40 - 30 = 10; Pisces is a kendra from Gemini: +10 = 20.
  t.equal(d.yogas[3].grahaName, 'Moon');
  t.equal(d.yogas[3].strength, 20);
  t.equal(d.summarySlug, 'summary-strong');
  t.ok(d.strongYogas.includes('atmakaraka-yoga'));
  t.match(d.summary, /^Strong: .*Atmakaraka yoga \(self, 65\)/);
  // The same in Japanese: the yoga, karaka, graha, sign, matter and grade from core's tables (issue 12).
  const ja = await call(t, '/vedic/yogas/jaimini/karaka-yoga', { ...delhi.body, time: '14:30' }, { 'accept-language': 'ja' });
  t.same([ja.yogas[0].slug, ja.yogas[0].name, ja.yogas[0].karaka, ja.yogas[0].karakaSlug, ja.yogas[0].grahaName, ja.yogas[0].signName], ['atmakaraka-yoga', 'アートマカーラカ・ヨーガ', 'アートマカーラカ', 'atmakaraka', '太陽', '双子座']);
  t.same([ja.yogas[0].manifestation, ja.yogas[0].matter], ['自己：強い', { slug: 'self', name: '自己' }]);
  t.same([ja.atmakaraka.grahaName, ja.lagna.signName], ['太陽', '天秤座']);
  t.match(ja.summary, /^強い：アートマカーラカ・ヨーガ（自己、65）/);
  const bad = await post('/v1/vedic/yogas/jaimini/karaka-yoga', { ...delhi.body, nodeType: 'x' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /nodeType/);
});

t.test('POST karakamsha, swamsa, arudha-padas, arudha-lagna, upapada (Delhi by hand from pyjhora positions)', async (t) => {
  // The Atmakaraka Sun at 28 deg 54' Gemini: Gemini is dual, its navamsas start from Libra; the 9th
  // navamsa (26 deg 40' - 30) is Libra + 8 = Gemini (BPHS ch. 6).
  const k = await call(t, '/vedic/jaimini/karakamsha', delhi.body);
  t.same(k.karakamsha, { sign: 3, signName: 'Gemini', house: 9 });
  t.same(k.occupants.map((o: any) => o.slug), ['sun', 'jupiter', 'venus']);
  t.same(k.atmakaraka, { slug: 'sun', name: 'Sun', graha: 0, id: 0 }, 'the Atmakaraka by reference (issue 12)');
  // Gemini is aspected by the other duals: Moon (Pisces), Saturn (Sagittarius).
  t.same(k.aspecting.map((o: any) => o.name), ['Moon', 'Saturn']);
  const kHi = await call(t, '/vedic/jaimini/karakamsha', delhi.body, { 'accept-language': 'hi' });
  t.same([kHi.karakamsha.signName, kHi.aspecting.map((o: any) => o.name)], ['मिथुन', ['चंद्र', 'शनि']], 'the sign and the grahas in Hindi');
  t.equal(k.twelfthFromKarakamsha.sign, 2);
  const s = await call(t, '/vedic/jaimini/swamsa', delhi.body);
  t.equal(s.swamsa.sign, 3);
  t.ok(s.houses[0].occupants.some((o: any) => o.slug === 'sun' && o.graha === 0));
  const a = await call(t, '/vedic/jaimini/arudha-padas', delhi.body);
  t.same(a.padas.map((p: any) => p.sign), delhi.arudhaPadas, 'no co-lord sign among the Delhi padas differs: all 12 equal pyjhora');
  const al = await call(t, '/vedic/jaimini/arudha-lagna', delhi.body);
  t.equal(al.arudhaLagna.sign, delhi.arudhaPadas[0]);
  // A7 (Capricorn) is the 12th from AL (Aquarius): neither kendra, trikona nor 6/8.
  t.same(al.darapada, { sign: 10, signName: 'Capricorn', houseFromArudhaLagna: 12, relation: 'neutral' });
  t.equal(al.second.sign, 12);
  const u = await call(t, '/vedic/jaimini/upapada', delhi.body);
  t.same(u.upapada, { sign: delhi.arudhaPadas[11], signName: 'Taurus', house: 8, lord: { slug: 'venus', name: 'Venus', graha: 5, id: 3 } });
  t.equal(u.secondFromUpapada.sign, 3);
  t.ok(u.indications.some((x: any) => x.slug === 'upapada-malefic-in-second' && x.graha.slug === 'sun' && /^Sun, a malefic/.test(x.text)));
});

t.test('POST sthira-karakas, rashi-drishti, longevity (Delhi by hand)', async (t) => {
  const sk = await call(t, '/vedic/jaimini/sthira-karakas', delhi.body);
  // Sun and Venus both in Gemini with 3 grahas, neither exalted nor own: Sun further advanced (28 vs 0 deg).
  t.same([sk.karakas[0].slug, sk.karakas[0].name], ['sun', 'Sun']);
  // Moon (Pisces) and Mars (Aries) alone, neither exalted; Mars in its own Aries.
  t.same([sk.karakas[1].slug, sk.karakas[1].name], ['mars', 'Mars']);
  t.same(sk.karakas[1].reason, { slug: 'stronger-own-sign', text: 'in own sign' });
  const rd = await call(t, '/vedic/jaimini/rashi-drishti', delhi.body);
  t.same(rd.signs[0].aspects, [5, 8, 11]);
  t.same(rd.planets[1].aspectsGrahas.map((g: any) => g.slug), ['sun', 'jupiter', 'venus', 'saturn'], 'Moon in Pisces aspects Gemini and Sagittarius');
  t.same([rd.planets[1].slug, rd.planets[1].graha], ['moon', 1]);
  const lg = await call(t, '/vedic/jaimini/longevity', delhi.body);
  // Lagna lord and 8th lord are both Venus (Libra, Taurus) in Gemini: dual + dual = madhya;
  // Moon Pisces + Saturn Sagittarius: dual + dual = madhya; two agree.
  t.equal(lg.pairs[0].verdict, 'madhya');
  t.equal(lg.pairs[2].verdict, 'madhya');
  t.same(lg.band, { name: 'madhya', yearsFrom: 36, yearsTo: 72 });
});

t.test('POST the five dashas (Delhi against pyjhora)', async (t) => {
  const cd = await call(t, '/vedic/jaimini/chara-dasha', delhi.body);
  t.equal(cd.direction, 'forward', '9th from Libra is Gemini, odd-footed');
  t.same(cd.periods.slice(0, 12).map((p: any) => [p.sign, p.years]), delhi.chara.map((p: any) => [p.sign, p.years]));
  t.equal(cd.periods[0].start, '1990-07-15T14:30:00+05:30');
  t.equal(cd.periods[0].antardashas[0].signName, 'Scorpio', 'K. N. Rao: first antardasha the sign after the dasha sign');
  t.equal(cd.periods[0].antardashas[11].signName, 'Libra');
  const nd = await call(t, '/vedic/jaimini/narayana-dasha', delhi.body);
  // Aries (Mars) outnumbers the empty Libra: rule 1.
  t.same(nd.startSign, { sign: 1, signName: 'Aries', rule: 1 });
  t.same(nd.periods.slice(0, 12).map((p: any) => [p.sign, p.years]), delhi.narayana.slice(0, 12).map((p: any) => [p.sign, p.years]));
  const sd = await call(t, '/vedic/jaimini/shoola-dasha', delhi.body);
  t.same(sd.periods.map((p: any) => p.sign), delhi.shoola.map((p: any) => p.sign));
  const dd = await call(t, '/vedic/jaimini/drig-dasha', delhi.body);
  t.same(dd.sequence.map((s: any) => s.sign), delhi.drig.slice(0, 12).map((p: any) => p.sign));
  const su = await call(t, '/vedic/jaimini/sudasa', delhi.body);
  t.equal(su.sreeLagna.sign, delhi.sudasa[0].sign);
  t.same(su.periods.slice(1, 12).map((p: any) => [p.sign, p.years]), delhi.sudasa.slice(1, 12).map((p: any) => [p.sign, p.years]));
  const bad = await post('/v1/vedic/jaimini/chara-dasha', { ...delhi.body, dashaYear: 'lunar' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /dashaYear/);
});
