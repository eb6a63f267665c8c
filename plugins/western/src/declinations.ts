import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, Warnings } from '@celestial/core';
import { declinations } from './lib/declinations.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings, withReferencesNamed } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/declinations',
  summary: 'Declination and right ascension of each body, and the declinations of the Ascendant and MC',
  description:
    'swe_calc_ut with SEFLG_EQUATORIAL|SEFLG_SPEED: apparent geocentric right ascension and declination, true equator and equinox of date (the same in tropical and sidereal charts), declination speed in degrees per day. The angles from delta = asin(sin eps sin lambda), eps the true obliquity.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    bodies: Type.Array(Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      declination: Type.Number({ minimum: -90, maximum: 90 }),
      rightAscension: Type.Number({ minimum: 0, maximum: 360, description: 'degrees' }),
      hemisphere: StringEnum(['north', 'south'] as const),
      declinationSpeed: Type.Number({ description: 'degrees per day' }),
    })),
    angles: Type.Object({ ascendant: Type.Number({ minimum: -90, maximum: 90 }), mc: Type.Number({ minimum: -90, maximum: 90 }) }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'moshier-range', body: { date: '1700-03-01', time: '12:00:00', timezoneOffset: 0, latitude: 48.85, longitude: 2.35 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withReferencesNamed(withWarnings(declinations(body, services, lang), lang), lang),
});
