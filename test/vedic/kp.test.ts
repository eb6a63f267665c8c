/**
 * KP: lords of a longitude and the cusps against pyjhora (utils.kp_lords_for_longitude on 300
 * longitudes; drik.bhaava_madhya_kp = Placidus on the KP-Senthilathiban ayanamsa, Swiss mode 45,
 * for 8 charts: test/oracles/vedic_jaimini.py), the 249-sub table against KP Reader VI's
 * opening rows, and the operations through HTTP.
 *
 * pyjhora's own "KP index" (lon * 249 / 360) is a uniform split, not Krishnamurti's table, so
 * the table is checked against the Reader's rows and the definition instead.
 */
import fs from 'node:fs';
import t from 'tap';
import { get, post, schemaErrors } from '../helpers/app.js';
import { signedArc } from '@celestial/core/astro';
import { horaryAscendantInstant, kpLords, kpSubTable, houseOfLongitude } from '../../plugins/vedic/src/lib/kp.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { grahaSlug } from '@celestial/core';

const V = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-jaimini.json', import.meta.url), 'utf8'));
const arcsec = (a: number, b: number) => Math.abs(signedArc(a, b)) * 3600;
const delhi = V.cases[0];
const kpBody = { ...delhi.body, ayanamsa: 'kp' };

t.test('sign, star, sub and sub-sub lords equal pyjhora kp_lords_for_longitude (300 longitudes)', async (t) => {
  for (const { longitude, lords } of V.kpLords) {
    const l = kpLords(longitude);
    t.same([l.signLord, l.starLord, l.subLord, l.subSubLord], lords, `${longitude}`);
  }
});

t.test('the 249-sub table (KP Reader VI)', async (t) => {
  const table = kpSubTable();
  t.equal(table.length, 249);
  t.equal(table[0]!.from, 0);
  t.ok(Math.abs(table[248]!.to - 360) < 1e-9);
  for (let i = 1; i < 249; i++) t.ok(Math.abs(table[i]!.from - table[i - 1]!.to) < 1e-9, `contiguous at ${i + 1}`);
  // Reader VI rows 1-3: 0 00 00 - 0 46 40 Ketu-Ketu; 0 46 40 - 3 00 00 Ketu-Venus; 3 00 00 - 3 40 00 Ketu-Sun.
  t.ok(Math.abs(table[0]!.to - (46 / 60 + 40 / 3600)) < 1e-9);
  t.same([table[1]!.starLord, table[1]!.subLord], [8, 5]);
  t.ok(Math.abs(table[2]!.from - 3) < 1e-9 && Math.abs(table[2]!.to - (3 + 40 / 60)) < 1e-9);
  t.equal(table[2]!.subLord, 0);
  // Krittika's Sun star straddles Aries/Taurus: its Venus... the sub crossing 30 deg is split.
  t.ok(table.some((s) => Math.abs(s.to - 30) < 1e-9) && table.some((s) => Math.abs(s.from - 30) < 1e-9));
  // Every part lies within one sign and one sub: its lords are those of its middle.
  for (const s of table) {
    const l = kpLords((s.from + s.to) / 2);
    t.same([l.signLord, l.starLord, l.subLord], [s.signLord, s.starLord, s.subLord], `#${s.number}`);
    t.equal(Math.floor((s.from + 1e-9) / 30), Math.floor((s.to - 1e-9) / 30));
  }
  // 243 subs + 6 sign-straddling cuts = 249 (Reader VI).
  t.equal(table.filter((s, i) => i > 0 && s.starLord === table[i - 1]!.starLord && s.subLord === table[i - 1]!.subLord).length, 6);
  const res = await get('/v1/vedic/kp/sub-lord-table');
  t.equal(res.status, 200);
  const op = (await import('../../plugins/vedic/src/kp/sub-lord-table.js')).default;
  t.equal(schemaErrors(op.response!, res.body.data), null);
  // Lords by reference (issue 12): slug, graha, name in the answer's language, Swiss id where the graha has one.
  t.same(res.body.data.subs[0], { number: 1, from: 0, to: table[0]!.to, sign: 1, signName: 'Aries', signLord: { slug: 'mars', name: 'Mars', graha: 2, id: 4 }, starLord: { slug: 'ketu', name: 'Ketu', graha: 8 }, subLord: { slug: 'ketu', name: 'Ketu', graha: 8 } });
  const de = await get('/v1/vedic/kp/sub-lord-table', { 'accept-language': 'de' });
  t.same([de.body.data.subs[0].signName, de.body.data.subs[0].signLord.name, de.body.data.subs[0].signLord.slug], ['Widder', 'Mars', 'mars']);
  t.equal(de.body.data.subs[2].subLord.name, 'Sonne', 'Ashwini\'s third sub is the Sun\'s, in German');
});

async function call(t: any, name: string, body: unknown) {
  const op = (await import(`../../plugins/vedic/src/kp/${name}.js`)).default;
  const res = await post(`/v1/vedic/kp/${name}`, body);
  t.equal(res.status, 200, name);
  t.equal(res.body.ok, true);
  t.equal(schemaErrors(op.response!, res.body.data), null, `${name} schema`);
  return res.body.data;
}

t.test('POST /vedic/kp/cusps: Placidus on the KP ayanamsa equals pyjhora bhaava_madhya_kp in 8 charts', async (t) => {
  for (const c of V.cases) {
    const d = await call(t, 'cusps', c.body);
    t.equal(d.settings.ayanamsa, 'kp', 'KP ayanamsa by default');
    t.equal(d.settings.ayanamsaId, 45);
    for (const [i, cusp] of d.cusps.entries()) {
      const want = c.kpCusps[i];
      t.ok(arcsec(cusp.longitude, want.longitude) < 1, `${c.name} cusp ${i + 1}`);
      t.same([cusp.signLord.graha, cusp.starLord.graha, cusp.subLord.graha, cusp.subSubLord.graha], want.lords, `${c.name} cusp ${i + 1} lords`);
      t.same([cusp.signLord.slug, cusp.starLord.slug], want.lords.slice(0, 2).map((g: number) => grahaSlug(g)));
    }
  }
  const lahiri = await call(t, 'cusps', { ...delhi.body, ayanamsa: 'lahiri' });
  t.equal(lahiri.settings.ayanamsa, 'lahiri', 'another ayanamsa when named');
});

t.test('POST /vedic/kp/planets and significators: houses by the pyjhora cusps', async (t) => {
  const d = await call(t, 'planets', kpBody);
  const cusps = delhi.kpCusps.map((c: any) => c.longitude);
  for (const p of d.planets) {
    t.equal(p.house, houseOfLongitude(cusps, p.longitude), `${p.slug} house`);
    const l = kpLords(p.longitude);
    t.equal(p.subLord.graha, l.subLord);
    t.equal(p.subLord.slug, grahaSlug(l.subLord));
  }
  // Delhi: the Moon at 27 deg 51' Pisces (Revati, Mercury's star) lies after cusp 5 (1 deg 28' Pisces).
  t.same([d.planets[1].slug, d.planets[1].name, d.planets[1].graha], ['moon', 'Moon', 1]);
  t.same(d.planets[1].starLord, { slug: 'mercury', name: 'Mercury', graha: 3, id: 2 });
  t.equal(d.planets[1].house, 5);
  const hi = (await post('/v1/vedic/kp/planets', kpBody, { 'accept-language': 'hi' })).body.data;
  t.equal(hi.planets[1].starLord.name, 'बुध', "the Moon's star lord in Hindi (Mercury, Budha)");
  t.equal(hi.planets[1].signLord.name, 'बृहस्पति', 'Pisces is Jupiter\'s sign, in Hindi');
  t.equal(hi.planets[1].name, 'चंद्र', 'the graha itself in Hindi');
  const s = await call(t, 'significators', kpBody);
  for (const h of s.houses) {
    // Level 4 starts with the sign lord of the cusp (pyjhora's sign lord); level 2 the occupants.
    t.equal(h.level4[0].graha, delhi.kpCusps[h.house - 1].lords[0], `house ${h.house} lord`);
    t.same(h.level2.map((x: any) => x.slug), d.planets.filter((p: any) => p.house === h.house).map((p: any) => p.slug));
    // Level 3: grahas in the star of the lord.
    t.same(h.level3.map((x: any) => x.slug), d.planets.filter((p: any) => p.starLord.slug === h.level4[0].slug).map((p: any) => p.slug));
  }
  t.ok(s.planets.every((p: any) => p.signifies.every((x: number) => x >= 1 && x <= 12)));
});

t.test('POST /vedic/kp/ruling-planets, event-promise', async (t) => {
  const r = await call(t, 'ruling-planets', kpBody);
  t.same(r.dayLord, { slug: 'sun', name: 'Sun', graha: 0, id: 0 }, '1990-07-15 after sunrise was a Sunday');
  t.same([r.ascendant.signLord.graha, r.ascendant.starLord.graha, r.ascendant.subLord.graha], delhi.kpCusps[0].lords.slice(0, 3));
  t.same([r.moon.signLord.slug, r.moon.starLord.slug], ['jupiter', 'mercury']);
  // Strongest first: ascendant star lord, then ascendant sign lord.
  t.same(r.rulingPlanets[0], r.ascendant.starLord);
  const e = await call(t, 'event-promise', { ...kpBody, event: 'marriage' });
  t.equal(e.primaryCusp, 7);
  t.equal(e.cuspalSubLord.graha, delhi.kpCusps[6].lords[2], 'sub lord of cusp 7 as pyjhora');
  t.equal(e.cuspalSubLord.slug, grahaSlug(delhi.kpCusps[6].lords[2]));
  t.ok(e.supportingDashaLords.every((l: any) => grahaSlug(l.graha) === l.slug), 'the supporting lords by reference');
  t.same(e.favourable, [2, 7, 11]);
  t.equal(e.promised, e.answer === 'yes');
  const bad = await post('/v1/vedic/kp/event-promise', { ...kpBody, event: 'lottery' });
  t.equal(bad.status, 400);
  t.match(JSON.stringify(bad.body.error.details), /event/);
});

t.test('POST /vedic/kp/horary', async (t) => {
  const body = { number: 108, question: 'Will I marry?', date: '2024-03-01', time: '10:00:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, matter: 'marriage' };
  const d = await call(t, 'horary', body);
  const row = kpSubTable()[107]!;
  t.equal(d.horaryNumber, 108);
  t.equal(d.question, 'Will I marry?');
  t.equal(d.ascendant.longitude, row.from, 'the ascendant is the start of sub 108');
  t.equal(d.ascendant.subLord.graha, row.subLord);
  t.same([d.verdict.cuspalSubLord.slug, d.verdict.starLord.slug].every((x: string) => typeof x === 'string'), true);
  t.ok(d.rulingPlanets.length > 0 && d.rulingPlanets.every((l: any) => l.slug === grahaSlug(l.graha)), 'ruling planets by reference');
  t.equal(d.cusps[0].longitude, row.from);
  t.ok(arcsec(d.cusps[6].longitude, row.from + 180) < 1, 'Placidus cusp 7 opposite cusp 1');
  t.equal(d.settings.ayanamsa, 'kp');
  t.equal(d.verdict.house, 7);
  t.ok(['yes', 'no', 'uncertain'].includes(d.verdict.answer));
  // The cusps are cast when the horary degree rises: recasting /vedic/kp/cusps at that instant agrees.
  const at = d.ascendantRisesAt as string;
  const recast = await call(t, 'cusps', { date: at.slice(0, 10), time: at.slice(11, 19), timezoneOffset: 5.5, latitude: 28.6139, longitude: 77.209 });
  t.ok(arcsec(recast.cusps[0].longitude, row.from) < 30, 'the horary degree rises then (to the second of time)');
  t.ok(arcsec(recast.cusps[3].longitude, d.cusps[3].longitude) < 30);
  for (const [field, value] of [['latitude', 91], ['longitude', -181], ['number', 250]] as const) {
    const bad = await post('/v1/vedic/kp/horary', { ...body, [field]: value });
    t.equal(bad.status, 400, field);
    t.match(JSON.stringify(bad.body.error.details), new RegExp(field));
  }
});

t.test('unit: horaryAscendantInstant finds the nearest rising of the horary degree (KP Reader VI)', async (t) => {
  const eph = new SwissEphemeris();
  const kp = { zodiacType: 'sidereal' as const, siderealMode: 45 };
  const jd = 2460676.0; // 2025-01-01 12:00 UT, Chennai
  // Take the ascendant 3 hours after the judgment as the target: the search must return that instant.
  const later = jd + 3 / 24;
  const target = eph.houses(later, 13.08, 80.27, 'P', kp).ascendant;
  const found = horaryAscendantInstant(eph, target, 13.08, 80.27, kp, jd);
  t.ok(found !== null && Math.abs(found - later) * 86400 < 1, `rises at ${found} (expected ${later})`);
  t.ok(Math.abs(signedArc(target, eph.houses(found!, 13.08, 80.27, 'P', kp).ascendant)) < 1e-4);
  // Inside the polar circle Placidus has no cusps: the ephemeris refuses (422 through HTTP), never a 500.
  t.throws(() => horaryAscendantInstant(eph, 90, 89, 0, kp, jd), { code: 'CALCULATION_ERROR' });
});
