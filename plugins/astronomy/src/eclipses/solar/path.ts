import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { solarType } from '../../lib/eclipses.js';
import { KM_PER_DEGREE, solarEclipsePath, tenMinuteLabels } from '../../lib/eclipse-path.js';
import { instant, localJd } from '../../lib/time.js';

const GroundPoint = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });
const TimedPoint = Type.Object({ latitude: Type.Number(), longitude: Type.Number(), time: Instant('UTC') });

export default defineOperation({
  method: 'POST',
  path: '/eclipses/solar/path',
  summary: 'The central path of the next total, annular or hybrid solar eclipse: central line and limits sampled in time',
  description:
    'Next central solar eclipse from 00:00 UTC of date (swe_sol_eclipse_when_glob, ifltype SE_ECL_TOTAL | SE_ECL_ANNULAR | SE_ECL_ANNULAR_TOTAL | SE_ECL_CENTRAL); tret[6]/[7] bound the central line; every stepMinutes swe_sol_eclipse_where gives the central point geopos[0]/[1] and the core-shadow diameter |attr[3]| km; limits = points |attr[3]|/2 km either side, perpendicular to the local track bearing (spherical destination formula, R = 6371 km: an approximation of the exact limit lines); bandWidthDeg = max |attr[3]| / 111.195. path, centerlinePoints and bandWidthDeg are shaped for the body of POST /render/eclipse-path.',
  body: Type.Object({
    date: DateString,
    stepMinutes: Type.Optional(Type.Number({ minimum: 0.5, maximum: 10, default: 2, description: 'sampling step of the central line, minutes' })),
  }),
  response: Type.Object({
    eclipse: Type.Object({
      type: StringEnum(['total', 'annular', 'hybrid'] as const),
      maxDate: Instant('greatest eclipse, UTC'),
      saros: Type.Object({ series: Type.Integer(), member: Type.Integer() }),
    }),
    path: Type.Array(TimedPoint, { description: 'the central line, every stepMinutes from its first to its last contact' }),
    centerlinePoints: Type.Array(TimedPoint, { description: 'the central line at whole ten minutes of UT (labels)' }),
    bandWidthDeg: Type.Number({ description: 'widest core shadow in degrees of a great circle' }),
    northernLimit: Type.Array(GroundPoint),
    southernLimit: Type.Array(GroundPoint),
    greatestEclipse: GroundPoint,
    maxWidthKm: Type.Number({ description: 'widest core shadow on the ground, km (|attr[3]|)' }),
  }),
  examples: [{ name: 'april-2024', body: { date: '2024-04-01', stepMinutes: 10 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const found = solarEclipsePath(ephemeris, localJd(ephemeris, body.date, 0), body.stepMinutes ?? 2);
    const { global: g, where: w } = found.eclipse;
    const timed = (p: { jd: number; latitude: number; longitude: number }) => ({ latitude: p.latitude, longitude: p.longitude, time: instant(p.jd) });
    const type = solarType(g.flags);
    return {
      // The central search mask excludes partial eclipses; the guard keeps the response type exact.
      eclipse: { type: type === 'partial' ? 'total' : type, maxDate: instant(g.maximum), saros: { series: w?.saros ?? 0, member: w?.sarosMember ?? 0 } },
      path: found.path.map(timed),
      centerlinePoints: tenMinuteLabels(ephemeris, g.centralBegin ?? g.maximum, g.centralEnd ?? g.maximum).map(timed),
      bandWidthDeg: found.maxWidthKm / KM_PER_DEGREE,
      northernLimit: found.northernLimit,
      southernLimit: found.southernLimit,
      greatestEclipse: { latitude: w?.latitude ?? 0, longitude: w?.longitude ?? 0 },
      maxWidthKm: found.maxWidthKm,
    };
  },
});
