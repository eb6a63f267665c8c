import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, Instant, PositionMembers, StringEnum, defineOperation, position } from '@celestial/core';
import { lunarType, solarType } from '../lib/eclipses.js';
import { instant, localJd } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
/** The Saros: 223 synodic months, 6585.3213 days (Meeus, Astronomical Algorithms ch. 54; Espenak and Meeus, Five Millennium Canon). */
const SAROS_DAYS = 6585.3213;

interface Found { maxJd: number; type: string; magnitude: number; longitude: number; series: number; member: number }

function eclipseAt(ephemeris: Ephemeris, kind: 'solar' | 'lunar', from: number, backward: boolean): Found | null {
  if (kind === 'solar') {
    const g = ephemeris.solarEclipseGlobal(from, 0, backward);
    if (!g) return null;
    const w = ephemeris.solarEclipseWhere(g.maximum);
    return { maxJd: g.maximum, type: solarType(g.flags), magnitude: w?.magnitude ?? 0, longitude: ephemeris.position(g.maximum, 0, TROPICAL).longitude, series: w?.saros ?? 0, member: w?.sarosMember ?? 0 };
  }
  const g = ephemeris.lunarEclipseGlobal(from, 0, backward);
  if (!g) return null;
  const h = ephemeris.lunarEclipseHow(g.maximum, 0, 0, 0);
  return { maxJd: g.maximum, type: lunarType(g.flags), magnitude: h.umbralMagnitude, longitude: ephemeris.position(g.maximum, 1, TROPICAL).longitude, series: h.saros, member: h.sarosMember };
}

export default defineOperation({
  method: 'POST',
  path: '/eclipses/saros',
  summary: 'The Saros series of the eclipse nearest a date, with its neighbouring members',
  description:
    'The eclipse nearest the date (swe_sol_eclipse_when_glob / swe_lun_eclipse_when searched forward and backward, the nearer kept); its series and member numbers from swe_sol_eclipse_where attr[9]/[10] or swe_lun_eclipse_how attr[9]/[10]; neighbours by stepping k x 6585.3213 days (223 synodic months) and searching forward from 15 days before each estimate, kept while the series number matches (the series ends where it does not). magnitude: solar, the fraction of the Sun\'s diameter covered at greatest eclipse; lunar, the umbral magnitude.',
  body: Type.Object({
    date: DateString,
    kind: StringEnum(['solar', 'lunar'] as const),
    members: Type.Optional(Type.Integer({ minimum: 0, maximum: 40, default: 10, description: 'members on each side' })),
  }),
  response: Type.Object({
    series: Type.Integer(),
    member: Type.Integer(),
    eclipse: Type.Object({ type: Type.String(), maxDate: Instant() }),
    members: Type.Array(Type.Object({ member: Type.Integer(), maxDate: Instant(), type: StringEnum(['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const), magnitude: Type.Number(), ...PositionMembers })),
  }),
  examples: [{ name: 'saros-139', body: { date: '2024-04-08', kind: 'solar', members: 2 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const t = localJd(ephemeris, body.date, 0, '12:00:00');
    const fwd = eclipseAt(ephemeris, body.kind, t, false);
    const back = eclipseAt(ephemeris, body.kind, t, true);
    const near = !back || (fwd && fwd.maxJd - t <= t - back.maxJd) ? fwd : back;
    if (!near) throw new ApiError('CALCULATION_ERROR', `No ${body.kind} eclipse was found near the date within the ephemeris`);
    const n = body.members ?? 10;
    const list: Found[] = [near];
    for (const dir of [-1, 1]) {
      for (let k = 1; k <= n; k++) {
        const estimate = near.maxJd + dir * k * SAROS_DAYS;
        if (estimate < 1721057.5 + 30 || estimate > 2816787.5 - 30) break; // the years 0-2999
        const e = eclipseAt(ephemeris, body.kind, estimate - 15, false);
        if (!e || e.series !== near.series || Math.abs(e.maxJd - estimate) > 15) break;
        list.push(e);
      }
    }
    list.sort((a, b) => a.maxJd - b.maxJd);
    return {
      series: near.series, member: near.member, eclipse: { type: near.type, maxDate: instant(near.maxJd) },
      members: list.map((e) => ({ member: e.member, maxDate: instant(e.maxJd), type: e.type as 'total', magnitude: e.magnitude, ...position(e.longitude, lang) })),
    };
  },
});
