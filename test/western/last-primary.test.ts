/**
 * /directions/primary. Independent check by construction: after a direct direction the sphere
 * has turned by the arc (ARMC + arc) and the promissor (or its zodiacal aspect point) must then
 * stand at the significator's Placidian (or Regiomontanian) house position, shifted by the
 * mundane aspect; the house positions come from the Swiss Ephemeris C function swe_house_pos
 * (Ephemeris.housePosition), which shares no code with lib/primary-directions.ts. Converse
 * directions: the significator, turned back by the arc, meets the promissor's place. Unit
 * tests of the formulas with hand answers (arc to the MC = RA - ARMC, to the Ascendant = OA -
 * OA_Asc, keys). No worked example of Gansten's book is reproduced here (the book was not at hand).
 */
import t from 'tap';
import { post, schemaErrors, KYIV } from '../helpers/app.js';
import primaryOp from '../../plugins/western/src/directions/primary.js';
import { computeDirections, diurnalSemiArc, eclipticToEquatorial, hourAngleAt, mundanePosition } from '../../plugins/western/src/lib/primary-directions.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';

const eph = new SwissEphemeris();
const TROP = { zodiacType: 'tropical', siderealMode: 0 } as const;
const IDS: Record<string, number> = { Sun: 0, Moon: 1, Mercury: 2, Venus: 3, Mars: 4, Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 };
const fold = (x: number) => ((x % 360) + 540) % 360 - 180;

t.test('unit: mundane positions, MC and Ascendant arcs, keys', async (t) => {
  // Equator point, 45 N: semi-arcs 90/90; hour angle 45 (west) is p = 45.
  t.ok(Math.abs(mundanePosition(45, 90) - 45) < 1e-12);
  for (const [h, dsa] of [[10, 110], [130, 110], [200, 70], [300, 70], [359, 100]]) t.ok(Math.abs(hourAngleAt(mundanePosition(h!, dsa!), dsa!) - h!) < 1e-9, `inverse at H ${h}`);
  t.equal(mundanePosition(360 - 110, 110), 270, 'rising point (H = -DSA) sits at p 270');
  // A body with RA 100, dec 0 at phi 45 and ARMC 40: direct to the MC = RA - ARMC = 60; to the
  // Ascendant = OA - OA_Asc = 100 - 130 + 360 = 330 (beyond any life), so the arc list has MC only at 60.
  const prom = [{ id: 0, name: 'Sun', longitude: 0, ra: 100, dec: 0 }];
  const sigs = [{ name: 'MC', ra: 40, dec: 0, fixedP: 0 }, { name: 'Ascendant', ra: 130, dec: 0, fixedP: 270 }];
  const r = computeDirections(prom, sigs, 40, 45, 23.44, { method: 'placidus', key: 'ptolemy', motion: 'direct', kind: 'mundane', toAge: 100 });
  const mc = r.directions.find((d) => d.significator === 'MC' && d.aspect === 'conjunction')!;
  t.ok(Math.abs(mc.arc - 60) < 1e-9, `MC arc ${mc.arc}`);
  // With declination 20: AD = asin(tan 45 tan 20) = 21.3442; OA = 100 - 21.3442 = 78.6558; OA_Asc = 130 -> arc 308.66 (none);
  // with ARMC -50 (310): OA_Asc = 40, arc = 38.6558.
  const r2 = computeDirections([{ id: 0, name: 'Sun', longitude: 0, ra: 100, dec: 20 }], [{ name: 'Ascendant', ra: 40, dec: 0, fixedP: 270 }], 310, 45, 23.44, { method: 'placidus', key: 'naibod', motion: 'direct', kind: 'mundane', toAge: 100 });
  const asc = r2.directions.find((d) => d.aspect === 'conjunction')!;
  t.ok(Math.abs(asc.arc - 38.655777) < 1e-5, `Asc arc ${asc.arc}`);
  t.ok(Math.abs(r2.rate - 0.98564733) < 1e-12, 'Naibod key');
  const reg = computeDirections([{ id: 0, name: 'Sun', longitude: 0, ra: 100, dec: 20 }], [{ name: 'Ascendant', ra: 40, dec: 0, fixedP: 270 }], 310, 45, 23.44, { method: 'regiomontanus', key: 'ptolemy', motion: 'direct', kind: 'mundane', toAge: 100 });
  t.ok(Math.abs(reg.directions.find((d) => d.aspect === 'conjunction')!.arc - 38.655777) < 1e-5, 'Regiomontanus to the Ascendant is the same OA difference (pole = latitude)');
  t.ok(Math.abs(diurnalSemiArc(45, 20)! - 111.344223) < 1e-5);
  const eq = eclipticToEquatorial(90, 0, 23.44);
  t.ok(Math.abs(eq.ra - 90) < 1e-9 && Math.abs(eq.dec - 23.44) < 1e-9, '0 Cancer: RA 90, dec = obliquity');
});

for (const method of ['placidus', 'regiomontanus'] as const) {
  t.test(`/directions/primary ${method}: every direct and converse direction between bodies checked by swe_house_pos`, async (t) => {
    const r = await post('/v1/directions/primary', { ...KYIV, method, toAge: 60 });
    t.equal(r.status, 200);
    t.equal(r.body.ok, true);
    const d = r.body.data;
    t.equal(schemaErrors(primaryOp.response, d), null);
    t.equal(d.moment.utc, '1990-07-15T11:30:00Z');
    t.equal(d.count, d.directions.length);
    t.ok(d.count > 50);
    const code = method === 'placidus' ? 'P' : 'R';
    const jd = d.moment.julianDayUT;
    const pos = (name: string) => eph.position(jd, IDS[name]!, TROP);
    let checked = 0;
    for (const x of d.directions) {
      if (!(x.significator.name in IDS)) continue;
      if (method === 'regiomontanus' && x.motion === 'converse') continue; // converse under P's pole: no house-position identity
      const P = pos(x.promissor.name); const S = pos(x.significator.name);
      const sign = x.side?.slug === 'dexter' ? -1 : 1;
      const pl = x.kind === 'mundane' ? [P.longitude, P.latitude] : [((P.longitude + sign * x.aspectAngle) % 360 + 360) % 360, 0];
      // mundane shift of the promissor's place relative to S, in house-position degrees (30 per house).
      const shift = x.kind === 'mundane' ? (x.aspectAngle === 180 ? 180 : -sign * x.aspectAngle) : 0;
      let e: number;
      if (x.motion === 'direct') {
        const hp = eph.housePosition(d.armc + x.arc, KYIV.latitude, d.obliquity, code, pl[0]!, pl[1]!);
        const hs = eph.housePosition(d.armc, KYIV.latitude, d.obliquity, code, S.longitude, S.latitude);
        e = fold((hp - hs) * 30 - shift);
      } else {
        if (x.kind === 'zodiacal') continue;
        const hs = eph.housePosition(d.armc + x.arc, KYIV.latitude, d.obliquity, code, S.longitude, S.latitude);
        const hp = eph.housePosition(d.armc, KYIV.latitude, d.obliquity, code, pl[0]!, pl[1]!);
        e = fold((hp - hs) * 30 - shift);
      }
      if (Math.abs(e) > 0.005) t.fail(`${x.promissor.name} ${x.aspect} ${x.significator.name} ${x.kind} ${x.motion} arc ${x.arc}: off by ${e} deg`);
      checked++;
    }
    t.ok(checked > 20, `checked ${checked} directions`);
    // Age = arc / Naibod's 0.98564733, date = birth + age x 365.2422 d.
    const one = d.directions[0];
    t.ok(Math.abs(one.age - one.arc / 0.98564733) < 1e-4);
  });
}

t.test('/directions/primary to the angles: arc = RA - ARMC (MC) and OA - OA_Asc', async (t) => {
  const r = await post('/v1/directions/primary', { ...KYIV, kind: 'mundane', motion: 'direct', significators: ['mc', 'asc'], promissors: [5, 6], key: 'ptolemy', toAge: 100 });
  t.equal(r.status, 200);
  const d = r.body.data;
  const jd = d.moment.julianDayUT;
  for (const id of [5, 6]) {
    const eq = eph.equatorial(jd, id);
    const name = id === 5 ? 'Jupiter' : 'Saturn';
    const mcArc = ((eq.rightAscension - d.armc) % 360 + 360) % 360;
    // Promissor and significator by reference (issue 12): the MC by the chart-angle table's slug.
    const x = d.directions.find((y: any) => y.promissor.name === name && y.significator.slug === 'midheaven' && y.aspect.slug === 'conjunction' && y.side === null);
    if (mcArc <= 100) t.ok(x && Math.abs(x.arc - mcArc) < 1e-5, `${name} to MC ${x?.arc} vs ${mcArc}`);
    else t.notOk(x);
    t.ok(x === undefined || Math.abs(x.age - x.arc) < 1e-4, 'Ptolemy key: 1 deg = 1 year');
  }
  // Issue 12: a square's side by reference in the answer's language (the aspect-side table).
  const ja = (await post('/v1/directions/primary', { ...KYIV, toAge: 40 }, { 'accept-language': 'ja' })).body.data;
  const sq = ja.directions.find((y: any) => y.aspect.slug === 'square' && y.side?.slug === 'sinister');
  t.same([sq.aspect.name, sq.side.name], ['スクエア', 'シニスター（左）']);
  const de = (await post('/v1/directions/primary', { ...KYIV, toAge: 40 }, { 'accept-language': 'de' })).body.data;
  t.ok(de.directions.some((y: any) => y.aspect.name === 'Quadrat' && y.side?.name === 'rechts (dexter)'), 'German dexter square');
  const bad = await post('/v1/directions/primary', { ...KYIV, key: 'placidus' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.match(JSON.stringify(bad.body.error.details), /key/);
  const bad2 = await post('/v1/directions/primary', { ...KYIV, promissors: [13] });
  t.equal(bad2.status, 400);
  t.match(JSON.stringify(bad2.body.error.details), /promissors\.0/);
  const bad3 = await post('/v1/directions/primary', { ...KYIV, toAge: 120 });
  t.equal(bad3.status, 400);
  t.match(JSON.stringify(bad3.body.error.details), /toAge/);
});
