import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, Warnings } from '@celestial/core';
import { outOfBounds } from '../lib/declinations.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings, withReferencesNamed } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/declinations/out-of-bounds',
  summary: 'Bodies whose declination exceeds the Sun\'s greatest declination (the true obliquity)',
  description:
    'A body is out of bounds when |declination| exceeds the true obliquity of the date (swe_calc_ut SE_ECL_NUT), i.e. lies beyond the Sun\'s greatest declination (Kt Boehrer, Declination: The Other Dimension, 1994).',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    obliquity: Type.Number({ description: 'true obliquity of the date, degrees' }),
    outOfBounds: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(), declination: Type.Number(),
      excessDegrees: Type.Number({ minimum: 0 }), hemisphere: StringEnum(['north', 'south'] as const),
    })),
    count: Type.Integer({ minimum: 0 }),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'lunar-standstill', body: { date: '2006-09-15', time: '02:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withReferencesNamed(withWarnings(outOfBounds(body, services, lang), lang), lang),
});
