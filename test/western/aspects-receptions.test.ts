import t from 'tap';
import { app, post, schemaErrors, KYIV } from '../helpers/app.js';
import aspectsOp from '../../plugins/western/src/aspects.js';
import receptionsOp from '../../plugins/western/src/receptions.js';
import { shortestArc } from '../../core/src/astro/index.js';

// The Western family and horary's via combusta, which this file compares with /planets.
await app({ families: ['western', 'horary'] });

t.test('aspects: every item agrees with the positions of /planets', async (t) => {
  const r = await post('/v1/aspects', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(aspectsOp.response, r.body.data), null);
  t.equal(r.body.data.count, r.body.data.aspects.length);
  const pos = (await post('/v1/planets', KYIV)).body.data.planets;
  const byId = new Map(pos.map((p: any) => [p.id, p]));
  const pairs = new Set<string>();
  for (const a of r.body.data.aspects) {
    const p1: any = byId.get(a.planet1.id);
    const p2: any = byId.get(a.planet2.id);
    const sep = shortestArc(p1.longitude, p2.longitude);
    t.ok(Math.abs(a.exactAngle - sep) < 1e-9, `${a.planet1.name}-${a.planet2.name} separation`);
    t.ok(Math.abs(a.orb - Math.abs(sep - a.type.angle)) < 1e-9);
    t.ok(a.orb <= a.type.orb);
    const key = [a.planet1.id, a.planet2.id].sort().join('-');
    t.notOk(pairs.has(key), 'one aspect per pair');
    pairs.add(key);
  }
  // Sun 22.73 Cancer and Jupiter 22.54 Cancer: a conjunction within 0.2 deg; the Sun (0.95/day)
  // is ahead of and faster than Jupiter (0.22/day), so it is separating.
  const sj = r.body.data.aspects.find((a: any) => a.planet1.id === 0 && a.planet2.id === 5);
  t.equal(sj.type.name, 'Conjunction');
  t.ok(sj.orb < 0.2);
  t.equal(sj.isApplying, false);
  // Sun 22.73 Cancer opposite Saturn 21.97 Capricorn (retrograde): the Sun moves away, Saturn
  // backs towards the exact point from behind... the orb grows: separating.
  const ss = r.body.data.aspects.find((a: any) => a.planet1.id === 0 && a.planet2.id === 6);
  t.equal(ss.type.name, 'Opposition');
  t.equal(ss.isApplying, false);
});

t.test('aspects: planet lists, custom angles and orbs', async (t) => {
  const r = await post('/v1/aspects', { ...KYIV, planet1Ids: [0], planet2Ids: [5, 6, 9] });
  t.ok(r.body.data.aspects.every((a: any) => a.planet1.id === 0 && [5, 6, 9].includes(a.planet2.id)));
  // Pluto at 15.0 Scorpio is 112.3 deg from the Sun: 7.7 deg short of a trine, outside its 7.
  t.same(r.body.data.aspects.map((a: any) => a.planet2.id).sort(), [5, 6], 'Jupiter conjunct, Saturn opposite, no Pluto');
  const wide = await post('/v1/aspects', { ...KYIV, planet1Ids: [0], planet2Ids: [9], orbs: { Trine: 8 } });
  t.equal(wide.body.data.aspects[0].type.name, 'Trine', 'with an 8 deg trine orb Pluto comes in');
  const tight = await post('/v1/aspects', { ...KYIV, planet1Ids: [0], planet2Ids: [5], orbs: { Conjunction: 0.1 } });
  t.equal(tight.body.data.count, 0, 'Sun-Jupiter is 0.18 deg wide, outside a 0.1 deg orb');
  const custom = await post('/v1/aspects', { ...KYIV, aspectAngles: [0] });
  t.ok(custom.body.data.aspects.every((a: any) => a.type.angle === 0));
  for (const [body, path] of [
    [{ planet1Ids: Array(33).fill(0) }, 'planet1Ids'],
    [{ planet2Ids: [1.5] }, 'planet2Ids.0'],
    [{ aspectAngles: [361] }, 'aspectAngles.0'],
    [{ aspectAngles: Array(65).fill(30) }, 'aspectAngles'],
    [{ planet1Ids: [77] }, 'planet1Ids.0'],
  ] as const) {
    const bad = await post('/v1/aspects', { ...KYIV, ...body });
    t.equal(bad.status, 400, JSON.stringify(body).slice(0, 40));
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('receptions, checked by hand against the dignity tables', async (t) => {
  // Kyiv 1990-07-15 14:30 EEST: Sun 22.7 Cancer (9th, a day chart), Moon 23.0 Aries, Mercury
  // 6.7 Leo, Venus 24.4 Gemini, Mars 1.9 Taurus, Jupiter 22.5 Cancer, Saturn 22.0 Capricorn.
  const r = await post('/v1/receptions', KYIV);
  t.equal(r.status, 200);
  t.equal(schemaErrors(receptionsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.sect, 'diurnal');
  const pair = (a: number, b: number) => d.receptions.find((x: any) => x.planet1Id === a && x.planet2Id === b);
  t.match(pair(0, 1), { type1: 'domicile', type2: 'exaltation', isMutual: true }, 'Sun in the Moon\'s Cancer, Moon in the Sun\'s exaltation Aries');
  t.match(pair(0, 3), { type1: 'triplicity', type2: 'face', isMutual: true }, 'Venus rules water by day; Gemini 20-30 is the Sun\'s face');
  t.match(pair(2, 3), { type1: 'term', type2: 'domicile', isMutual: true }, 'Leo 6-11 is Venus\'s term; Venus in Mercury\'s Gemini');
  t.match(pair(3, 6), { type1: 'triplicity', type2: 'triplicity' }, 'Venus rules earth by day, Saturn air by day');
  t.match(pair(4, 6), { type1: null, type2: 'exaltation', isMutual: false }, 'Saturn holds nothing at 1.9 Taurus; Mars exalted in Capricorn');
  t.equal(d.count, d.receptions.length);
  t.equal(d.mutual, d.receptions.filter((x: any) => x.isMutual).length);
  t.notOk(d.receptions.some((x: any) => x.planet1Id > 6 || x.planet2Id > 6), 'traditional: Sun to Saturn only');
});

t.test('receptions: termsData and decansData replace the tables sign by sign', async (t) => {
  // Give all of Leo's terms to Saturn: Venus loses her term where Mercury stands.
  const r = await post('/v1/receptions', { ...KYIV, termsData: [{ sign: 'leo', terms: [{ endDegree: 30, planet: 'Saturn' }] }] });
  const mv = r.body.data.receptions.find((x: any) => x.planet1Id === 2 && x.planet2Id === 3);
  t.match(mv, { type1: null, type2: 'domicile', isMutual: false });
  const decans = await post('/v1/receptions', { ...KYIV, decansData: [{ sign: 'Gemini', decans: ['Moon', 'Moon', 'Moon'] }] });
  const sv = decans.body.data.receptions.find((x: any) => x.planet1Id === 0 && x.planet2Id === 3);
  t.match(sv, { type1: 'triplicity', type2: null }, 'the Sun no longer has the face where Venus stands');
  const modern = await post('/v1/receptions', { ...KYIV, rulership: 'modern' });
  t.ok(modern.body.data.receptions.some((x: any) => x.planet2Id === 7 || x.planet1Id === 7), 'modern adds the outer lords');
  for (const [body, path] of [
    [{ termsData: [{ sign: 'ophiuchus', terms: [{ endDegree: 30, planet: 'Saturn' }] }] }, 'termsData.0.sign'],
    [{ termsData: [{ sign: 'leo', terms: [{ endDegree: 30, planet: 'Vulcan' }] }] }, 'termsData.0.terms.0.planet'],
    [{ termsData: [{ sign: 'leo', terms: [{ endDegree: 20, planet: 'Sun' }, { endDegree: 10, planet: 'Mars' }] }] }, 'termsData.0.terms.1.endDegree'],
    [{ decansData: [{ sign: 'leo', decans: ['Pluto'] }] }, 'decansData.0.decans.0'],
    [{ termsData: Array(13).fill({ sign: 'leo', terms: [{ endDegree: 30, planet: 'Sun' }] }) }, 'termsData'],
  ] as const) {
    const bad = await post('/v1/receptions', { ...KYIV, ...body });
    t.equal(bad.status, 400, path);
    t.equal(bad.body.error.details[0].path, path);
  }
});

t.test('via combusta through HTTP', async (t) => {
  const r = await post('/v1/horary/via-combusta', { moonLongitude: 210.5, ascLongitude: 100 });
  t.equal(r.status, 200);
  t.match(r.body.data, { moonViaCombusta: true, moonSign: 'Scorpio', ascViaCombusta: false, ascLongitude: 100 });
  t.type(r.body.data.warning, 'string');
  const none = await post('/v1/horary/via-combusta', { moonLongitude: 10 });
  t.same(none.body.data, { moonViaCombusta: false, moonLongitude: 10, moonSign: 'Aries', ascViaCombusta: false, ascLongitude: null, warning: null });
  t.equal((await post('/v1/horary/via-combusta', { moonLongitude: 361 })).status, 400);
  const missing = await post('/v1/horary/via-combusta', {});
  t.equal(missing.body.error.code, 'MISSING_FIELDS');
  t.equal(missing.body.error.details[0].path, 'moonLongitude');
});
