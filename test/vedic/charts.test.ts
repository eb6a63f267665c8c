/**
 * Special lagnas, upagrahas, bhava chalit / Sripati, functional nature and badhaka: the lib
 * functions on worked examples of the texts, and every operation through HTTP against pyjhora
 * (test/oracles/vedic_charts.py -> vectors/vedic-charts.json, 8 charts 1947-2024).
 *
 * Tolerances and known differences with pyjhora (each explained where it is used):
 * - hora/ghati/bhava lagna are compared with the rule recomputed from pyjhora's parts, not
 *   with drik.hora_lagna: pyjhora takes the Sun tz hours after the real sunrise (it adds tz to
 *   a local JD that charts.divisional_chart then reads as UT) and counts a pre-dawn birth
 *   backwards from the same civil day's sunrise. London (tz 0, after sunrise) checks that the
 *   rule and drik.hora_lagna agree when neither issue arises.
 * - pranapada: compared with the BPHS rule from pyjhora's sunrise; drik.pranapada_lagna counts a
 *   second of time as one tatpara instead of 2.5 and runs up to ~3 deg behind.
 * - sunrise times agree to a few seconds (both disc centre without refraction), so a special
 *   lagna moving 1.25 deg a minute agrees to ~0.1 deg; the Sun (TRUEPOS) to 65".
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { signedArc } from '@celestial/core/astro';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { induLagnaFromSigns, ishtaKala, pranapada, varnadaLagna, moonNakshatraFraction, horaLagna, sreeLagna } from '../../plugins/vedic/src/lib/special-lagnas.js';
import { aprakashaGrahas, kalaParts, mandiMoment } from '../../plugins/vedic/src/lib/upagrahas.js';
import { bhavaOf, bhavasFromMadhyas, chalitBhavas, sripatiMadhyas } from '../../plugins/vedic/src/lib/bhavas.js';
import { badhakaOf, functionalNature } from '../../plugins/vedic/src/lib/bhavas-lordship.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-charts.json', import.meta.url), 'utf8'));
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const arcsec = (a: number, b: number) => Math.abs(signedArc(a, b)) * 3600;
const delhi = vectors.cases.find((c: { name: string }) => c.name === 'delhi-1990');

t.test('special lagnas (lib) on worked examples', async (t) => {
  // Indu lagna: Libra lagna (9th Gemini, Mercury 8) and Moon in Pisces (9th Scorpio, Mars 6):
  // 14 mod 12 = 2, the 2nd from Pisces = Aries.
  t.same(induLagnaFromSigns(7, 12), { sign: 1, ninthLordFromLagna: 3, ninthLordFromMoon: 2, kalas: 14, count: 2 });
  // Aries lagna (9th Sagittarius, Jupiter 10), Moon in Cancer (9th Pisces, Jupiter 10): 20 mod 12 = 8th from Cancer = Aquarius.
  t.equal(induLagnaFromSigns(1, 4).sign, 11);
  // Sum 12 -> 12 (not 0): Capricorn lagna (9th Virgo, Mercury 8) + Moon in Aries (9th Sagittarius, Jupiter 10) = 18 -> 6th from Aries = Virgo.
  t.equal(induLagnaFromSigns(10, 1).sign, 6);
  // Varnada (Sanjay Rath's example shape): lagna Aries (odd, count 1), hora lagna Leo (odd, 5): 6 -> Virgo.
  t.same(varnadaLagna(1, 5), { sign: 6, lagnaCount: 1, horaLagnaCount: 5, count: 6 });
  // Lagna Taurus (even: 11 from Pisces), hora lagna Leo (odd: 5): 11 - 5 = 6, 6th from Pisces backward = Libra.
  t.same(varnadaLagna(2, 5), { sign: 7, lagnaCount: 11, horaLagnaCount: 5, count: 6 });
  // Lagna Libra (7), hora lagna Gemini (3): 10 -> Capricorn; both even: Cancer (9 from Pisces) + Pisces (1) = 10 -> 10th from Pisces backward = Gemini.
  t.equal(varnadaLagna(7, 3).sign, 10);
  t.equal(varnadaLagna(4, 12).sign, 3);
  // Pranapada: Sun 10 deg Aries (movable), 1 ghati (= 60 vighatis = 4 signs): 130 deg; Sun 10 Taurus (fixed): 40 + 240 + 120 = 40.
  t.ok(Math.abs(pranapada(10, 1) - 130) < 1e-9);
  t.ok(Math.abs(pranapada(40, 1) - 40) < 1e-9);
  t.ok(Math.abs(pranapada(70, 0.25) - 220) < 1e-9); // dual: 70 + 120 + 30
  t.ok(Math.abs(moonNakshatraFraction(20) - 0.5) < 1e-12);
});

t.test('hora, ghati, bhava lagnas and ishta kala against the rule from pyjhora\'s sunrise; sree, indu, varnada against pyjhora', async (t) => {
  for (const c of vectors.cases) {
    const chart = castRashi(c.body, services);
    const ishta = ishtaKala(services.ephemeris, chart);
    t.ok(Math.abs(ishta.minutes - c.ishtaMinutes) < 0.1, `${c.name} ishta kala ${ishta.minutes} vs ${c.ishtaMinutes} min`);
    for (const [name, path] of [['hora', 'hora'], ['ghati', 'ghati'], ['bhava', 'bhava']] as const) {
      const res = await post(`/v1/vedic/lagnas/${path}`, c.body);
      t.equal(res.status, 200);
      const lon = res.body.data[`${name}Lagna`].longitude;
      t.ok(arcsec(lon, c.rule[name]) < 360, `${c.name} ${name} lagna ${lon} vs ${c.rule[name]}`);
    }
    if (c.name === 'london-1975') t.ok(arcsec(c.rule.hora, c.pyjhora.hora) < 1, 'tz 0 after sunrise: rule = drik.hora_lagna');
    const pp = await post('/v1/vedic/lagnas/pranapada', c.body);
    t.ok(arcsec(pp.body.data.pranapada.longitude, c.rule.pranapada) < 600, `${c.name} pranapada ${pp.body.data.pranapada.longitude} vs ${c.rule.pranapada}`);
    // The Moon's 5" is multiplied by 27 in the Sree lagna: 150".
    t.ok(arcsec(sreeLagna(chart), c.pyjhora.sree) < 150, `${c.name} sree ${sreeLagna(chart)} vs ${c.pyjhora.sree}`);
    const indu = await post('/v1/vedic/lagnas/indu', c.body);
    t.equal(indu.body.data.induLagna.sign, c.pyjhora.induSign, `${c.name} indu`);
    // pyjhora's varnada uses its own hora lagna; compare only where the two hora lagnas share a sign.
    const hlSign = Math.floor(horaLagna(chart, services.ephemeris) / 30);
    if (hlSign === Math.floor(c.pyjhora.hora / 30)) {
      const v = await post('/v1/vedic/lagnas/varnada', c.body);
      t.equal(v.body.data.varnadaLagna.sign, c.pyjhora.varnadaSign, `${c.name} varnada`);
    }
  }
});

t.test('/vedic/lagnas/* schemas and the delhi answer', async (t) => {
  for (const name of ['hora', 'ghati', 'bhava', 'sree', 'indu', 'pranapada', 'varnada']) {
    const { default: op } = await import(`../../plugins/vedic/src/lagnas/${name}.js`);
    const res = await post(`/v1/vedic/lagnas/${name}`, delhi.body);
    t.equal(res.status, 200);
    t.equal(res.body.ok, true);
    t.equal(schemaErrors(op.response, res.body.data), null, name);
  }
  const hl = (await post('/v1/vedic/lagnas/hora', delhi.body)).body.data;
  t.equal(hl.sunrise, '1990-07-15T05:37:08+05:30'); // pyjhora drik.sunrise: 05:37:08
  t.equal(hl.horaLagna.sign, 12);
  const bad = await post('/v1/vedic/lagnas/hora', { ...delhi.body, sunrise: 'civil' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'sunrise');
});

t.test('aprakasha upagrahas: BPHS ch. 3 arithmetic and pyjhora', async (t) => {
  // Sun 0 Aries: Dhuma 133 deg 20', Vyatipata 226 deg 40', Parivesha 46 deg 40', Indrachapa 313 deg 20', Upaketu 330.
  const u = aprakashaGrahas(0);
  [133 + 1 / 3, 226 + 2 / 3, 46 + 2 / 3, 313 + 1 / 3, 330].forEach((v, i) => t.ok(Math.abs(u[i]! - v) < 1e-9));
  const { default: op } = await import('../../plugins/vedic/src/upagrahas/aprakasha.js');
  for (const c of vectors.cases) {
    const res = await post('/v1/vedic/upagrahas/aprakasha', c.body);
    t.equal(res.status, 200);
    t.equal(schemaErrors(op.response, res.body.data), null);
    const keys = ['dhuma', 'vyatipaata', 'parivesha', 'indrachaapa', 'upaketu'];
    res.body.data.upagrahas.forEach((p: { name: string; longitude: number }, i: number) => t.ok(arcsec(p.longitude, c.aprakasha[keys[i]!]) < 65, `${c.name} ${p.name}`));
  }
});

t.test('kalavelas: parts, lords and the ascendant at the start of each part against pyjhora', async (t) => {
  // Day parts from the weekday lord; night from the 5th weekday lord (Sunday night: Jupiter first).
  t.same(kalaParts({ isDayBirth: true, weekday: 0, start: 0, end: 8 }).map((p) => p.lord), [0, 1, 2, 3, 4, 5, 6, null]);
  t.same(kalaParts({ isDayBirth: false, weekday: 0, start: 0, end: 8 }).map((p) => p.lord), [4, 5, 6, 0, 1, 2, 3, null]);
  // Mandi, Prashna Marga: Sunday day 26 ghatis of 30 -> 26/30 of the day; Wednesday night 26.
  t.equal(mandiMoment({ isDayBirth: true, weekday: 0, start: 0, end: 30 }), 26);
  t.equal(mandiMoment({ isDayBirth: false, weekday: 3, start: 0, end: 30 }), 26);
  t.equal(mandiMoment({ isDayBirth: true, weekday: 6, start: 0, end: 15 }), 1);
  const { default: op } = await import('../../plugins/vedic/src/upagrahas/kalavelas.js');
  for (const c of vectors.cases) {
    const res = await post('/v1/vedic/upagrahas/kalavelas', c.body);
    t.equal(res.status, 200);
    const data = res.body.data;
    t.equal(schemaErrors(op.response, data), null);
    t.equal(data.isDayBirth, c.isDayBirth, `${c.name} day/night`);
    const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
    // pyjhora (const.day_rulers / night_rulers) rotates the lordless part through the eight
    // (Friday day: Venus, Saturn, none, Sun ...); BPHS ch. 3 keeps the 8th part lordless and
    // the seven in weekday order from the weekday lord (night: from the 5th). The parts' times
    // are the same, so the ascendant at the start of part i is compared index by index.
    // Lords by reference (issue 12): compared by their English (en) names.
    const ours = data.parts.map((p: { lord: { name: string } | null }) => p.lord?.name ?? null);
    const first = c.isDayBirth ? c.weekday : (c.weekday + 4) % 7;
    t.same(ours, [...Array.from({ length: 7 }, (_, i) => names[(first + i) % 7]), null], `${c.name} lords by BPHS`);
    // The ascendant moves ~0.25 deg per minute; sunrise/sunset agree to a few seconds: 180".
    for (const u of data.upagrahas.filter((u: { name: string }) => u.name !== 'Mandi')) {
      const i = ours.indexOf(u.lord.name);
      t.ok(arcsec(u.longitude, c.kalaParts[i].ascendant) < 180, `${c.name} ${u.name} ${u.longitude} vs ${c.kalaParts[i].ascendant}`);
      const g = names.indexOf(u.lord.name);
      t.equal(u.lord.graha, g, 'the graha number of the lord (Sun 0 ... Saturn 6)');
      if (c.kalavelaBegin && c.kalaParts[i].lord === g) t.ok(arcsec(u.longitude, c.kalavelaBegin[String(g)]) < 180, `${c.name} ${u.name} vs drik.upagraha_longitude(begin)`);
    }
  }
});

t.test('upagrahas and kalavela lords in the answer\'s language (core\'s upagraha table), the slugs unchanged', async (t) => {
  const { APRAKASHA_NAMES, KALAVELA_OF } = await import('../../plugins/vedic/src/lib/upagrahas.js');
  const { kebab, slugsOf, term } = await import('@celestial/core');
  t.same([...slugsOf('upagraha')].sort(), [...APRAKASHA_NAMES, ...KALAVELA_OF.map((k) => k.name), 'Mandi'].map(kebab).sort());
  t.same(APRAKASHA_NAMES.map((n) => term('upagraha', kebab(n), 'en')), [...APRAKASHA_NAMES], 'the English is the lib\'s');
  const c = vectors.cases[0];
  const hi = (await post('/v1/vedic/upagrahas/aprakasha', c.body, { 'accept-language': 'hi' })).body.data;
  t.same(hi.upagrahas.map((u: any) => [u.slug, u.name]), [['dhuma', 'धूम'], ['vyatipata', 'व्यतीपात'], ['parivesha', 'परिवेष'], ['indrachapa', 'इन्द्रचाप'], ['upaketu', 'उपकेतु']]);
  const en = (await post('/v1/vedic/upagrahas/kalavelas', c.body)).body.data;
  const ja = (await post('/v1/vedic/upagrahas/kalavelas', c.body, { 'accept-language': 'ja' })).body.data;
  t.same(ja.upagrahas.map((u: any) => u.slug), en.upagrahas.map((u: any) => u.slug));
  t.same(ja.upagrahas.map((u: any) => u.longitude), en.upagrahas.map((u: any) => u.longitude));
  const gulika = ja.upagrahas.find((u: any) => u.slug === 'gulika');
  t.same([gulika.name, gulika.lord], ['グリカ', { slug: 'saturn', name: '土星', graha: 6, id: 6 }], 'Gulika, Saturn\'s part, in Japanese');
});

t.test('bhava chalit and Sripati against pyjhora', async (t) => {
  // Sripati by hand: lagna 0, MC 270 (IC 90): quadrant 0-90 trisected -> 30, 60; 90-180 -> 120, 150 ...
  t.same(sripatiMadhyas(0, 270).map((x) => Math.round(x * 1e9) / 1e9), [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  // Unequal: lagna 10, MC 280 -> IC 100: madhyas 10, 40, 70, 100; sandhi 1|2 at 25.
  const b = bhavasFromMadhyas(sripatiMadhyas(10, 280));
  t.ok(Math.abs(b[0]!.endSandhi - 25) < 1e-9);
  t.equal(bhavaOf(chalitBhavas(100), 84.9), 12);
  t.equal(bhavaOf(chalitBhavas(100), 85), 1);
  t.equal(bhavaOf(chalitBhavas(5), 351), 1);
  const chalitOp = (await import('../../plugins/vedic/src/chart/bhava-chalit.js')).default;
  const sripatiOp = (await import('../../plugins/vedic/src/chart/sripati.js')).default;
  for (const c of vectors.cases) {
    const ch = (await post('/v1/vedic/chart/bhava-chalit', c.body)).body.data;
    t.equal(schemaErrors(chalitOp.response, ch), null);
    ch.bhavas.forEach((bh: { madhya: number }, i: number) => t.ok(arcsec(bh.madhya, c.chalit.madhya[i]) < 5, `${c.name} chalit madhya ${i + 1}`));
    for (const p of ch.planets) {
      const sandhiDist = Math.min(...ch.bhavas.map((bh: { startSandhi: number }) => arcsec(p.longitude, bh.startSandhi)));
      if (sandhiDist > 65) t.equal(p.bhava, c.chalit.planets[String(p.graha)], `${c.name} ${p.name} chalit bhava`);
      t.equal(p.shifted, p.bhava !== p.rashiHouse);
    }
    const sp = (await post('/v1/vedic/chart/sripati', c.body)).body.data;
    t.equal(schemaErrors(sripatiOp.response, sp), null);
    sp.bhavas.forEach((bh: { madhya: number }, i: number) => t.ok(arcsec(bh.madhya, c.sripati[i]) < 5, `${c.name} sripati madhya ${i + 1} ${bh.madhya} vs ${c.sripati[i]}`));
  }
});

t.test('functional nature (Laghu Parashari) and badhaka (Prashna Marga): the texts\' standard cases', async (t) => {
  // Yogakarakas: Saturn for Taurus and Libra, Mars for Cancer and Leo, Venus for Capricorn and Aquarius.
  t.equal(functionalNature(6, 2).nature, 'yogakaraka');
  t.equal(functionalNature(6, 7).nature, 'yogakaraka');
  t.equal(functionalNature(2, 4).nature, 'yogakaraka');
  t.equal(functionalNature(2, 5).nature, 'yogakaraka');
  t.equal(functionalNature(5, 10).nature, 'yogakaraka');
  t.equal(functionalNature(5, 11).nature, 'yogakaraka');
  // Aries: Jupiter (9, 12) benefic, Mercury (3, 6) malefic, Mars lagna lord (1, 8) benefic.
  t.equal(functionalNature(4, 1).nature, 'benefic');
  t.equal(functionalNature(3, 1).nature, 'malefic');
  t.equal(functionalNature(2, 1).nature, 'benefic');
  // Gemini: Jupiter owns 7 and 10 (kendradhipati dosha): not benefic.
  t.equal(functionalNature(4, 3).nature, 'neutral');
  // Sagittarius: the Moon owns the 8th only: free of the blemish.
  t.equal(functionalNature(1, 9).nature, 'neutral');
  t.same(functionalNature(1, 9).lordships, [8]);
  // Badhaka: Aries (movable) 11th Aquarius, Saturn; Taurus (fixed) 9th Capricorn, Saturn; Gemini (dual) 7th Sagittarius, Jupiter.
  t.same(badhakaOf(1), { house: 11, sign: 11, lord: 6 });
  t.same(badhakaOf(2), { house: 9, sign: 10, lord: 6 });
  t.same(badhakaOf(3), { house: 7, sign: 9, lord: 4 });
  const fnOp = (await import('../../plugins/vedic/src/chart/functional-nature.js')).default;
  const bOp = (await import('../../plugins/vedic/src/chart/badhaka.js')).default;
  const fn = (await post('/v1/vedic/chart/functional-nature', delhi.body)).body.data;
  t.equal(schemaErrors(fnOp.response, fn), null);
  t.equal(fn.lagna.sign, 7); // Libra lagna (pyjhora: lagna 204.19 = 24 deg 12' Libra)
  t.equal(fn.planets[6].nature, 'yogakaraka');
  const bd = (await post('/v1/vedic/chart/badhaka', delhi.body)).body.data;
  t.equal(schemaErrors(bOp.response, bd), null);
  // Libra is movable: 11th = Leo, lord the Sun (in Gemini, 9th); no graha in Leo.
  t.same(bd.badhaka, { house: 11, sign: 5, signName: 'Leo' });
  t.equal(bd.badhakesh.name, 'Sun');
  t.match(bd.badhakesh, { slug: 'sun', graha: 0, id: 0 });
  t.match(fn.planets[6], { slug: 'saturn', graha: 6, id: 6, name: 'Saturn' });
  const fnHi = (await post('/v1/vedic/chart/functional-nature', { ...delhi.body, language: 'hi' })).body.data;
  t.equal(fnHi.planets[6].name, 'शनि', 'Saturn in Hindi');
  t.equal(fnHi.lagna.signName, 'तुला', 'Libra in Hindi');
  t.equal(bd.badhakesh.house, 9);
  const bad = await post('/v1/vedic/chart/badhaka', { ...delhi.body, latitude: 95 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.details[0].path, 'latitude');
});
