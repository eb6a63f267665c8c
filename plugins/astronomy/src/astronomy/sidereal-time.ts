import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation, CyclicMeasure } from '@celestial/core';
import { siderealTimes } from '../lib/earth-rotation.js';
import { localJd, zoneOffsetHours } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/sidereal-time',
  summary: 'Greenwich mean and apparent sidereal time, the equation of the equinoxes, local sidereal time and ARMC',
  description:
    'GAST = swe_sidtime(tjd_ut); equation of the equinoxes = delta-psi cos(epsilon) from swe_calc_ut(SE_ECL_NUT) (IAU 1994 form, Astronomical Almanac B10); GMST = GAST - equation of the equinoxes; with longitude, LST = GAST + longitude/15 and ARMC = LST x 15 (at Greenwich without it).',
  body: Type.Object({
    date: DateString,
    time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'HH:mm:ss' }),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  }),
  response: Type.Object({
    gmstHours: CyclicMeasure(24),
    gastHours: CyclicMeasure(24),
    equationOfEquinoxesSeconds: Type.Number({ description: 'GAST - GMST, seconds of time' }),
    lstHours: Type.Union([CyclicMeasure(24), Type.Null()], { description: 'local apparent sidereal time; null without longitude' }),
    armcDeg: CyclicMeasure(360, 'right ascension of the meridian (at Greenwich without longitude)'),
  }),
  examples: [{ name: 'j2000', body: { date: '2000-01-01', time: '12:00:00' } }, { name: 'kyiv', body: { date: '2024-06-21', time: '12:00:00', timezone: 'Europe/Kyiv', longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, { ephemeris, timeZones }) => {
    const offset = zoneOffsetHours(body, body.date, timeZones, body.time);
    const s = siderealTimes(ephemeris, localJd(ephemeris, body.date, offset, body.time), body.longitude ?? 0);
    return { gmstHours: s.gmstHours, gastHours: s.gastHours, equationOfEquinoxesSeconds: s.equationOfEquinoxesSeconds, lstHours: body.longitude === undefined ? null : s.lstHours, armcDeg: s.lstHours * 15 };
  },
});
