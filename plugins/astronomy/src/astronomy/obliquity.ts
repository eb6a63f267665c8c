import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { localJd, zoneOffsetHours } from '../lib/time.js';

export default defineOperation({
  method: 'POST',
  path: '/astronomy/obliquity',
  summary: 'True and mean obliquity of the ecliptic and the nutation in longitude and obliquity',
  description: 'swe_calc_ut(tjd_ut, SE_ECL_NUT): xx[0] true obliquity, xx[1] mean obliquity, xx[2] nutation in longitude, xx[3] nutation in obliquity (Swiss Ephemeris default models: IAU 2006 precession, IAU 2000B nutation); degrees, with the arcsecond values alongside.',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
  response: Type.Object({
    trueObliquity: Type.Number(), meanObliquity: Type.Number(), nutationLongitude: Type.Number(), nutationObliquity: Type.Number(),
    arcseconds: Type.Object({ trueObliquity: Type.Number(), meanObliquity: Type.Number(), nutationLongitude: Type.Number(), nutationObliquity: Type.Number() }),
  }),
  examples: [{ name: 'j2000', body: { date: '2000-01-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, { ephemeris, timeZones }) => {
    const time = body.time ?? '12:00:00';
    const n = ephemeris.nutationAndObliquity(localJd(ephemeris, body.date, zoneOffsetHours(body, body.date, timeZones, time), time));
    return {
      ...n,
      arcseconds: { trueObliquity: n.trueObliquity * 3600, meanObliquity: n.meanObliquity * 3600, nutationLongitude: n.nutationLongitude * 3600, nutationObliquity: n.nutationObliquity * 3600 },
    };
  },
});
