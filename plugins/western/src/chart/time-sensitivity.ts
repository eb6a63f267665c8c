import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { chartTimeSensitivity, TimeSensitivityResponse } from '../lib/time-sensitivity.js';
import { Moment, Settings } from '../lib/schemas.js';
import { withBodyRefs, withSignNumbers, withWarnings } from '../lib/vocabulary.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/chart/time-sensitivity',
  summary: 'Birth-time sensitivity: how far the birth time can move before the chart changes',
  description:
    'Within +-windowMinutes (default 60, at most 720) of the given time: the Ascendant and MC sign changes before and after (with their speeds in degrees per minute, the central difference over +-1 min), every house cusp crossing every body (Sun-Pluto, nodes, Chiron, mean Lilith), the Moon changing sign, and the stable window around the given time with none of these changes. Each change is a root in time from a coarse scan refined by Brent to 0.01 s on swe_houses_ex / swe_calc_ut, reported to the second. Placidus, Koch or Gauquelin inside the polar circles: 422 CALCULATION_ERROR.',
  body: birthData({
    windowMinutes: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 720, default: 60, description: 'minutes either side of the given time to search' })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    ...TimeSensitivityResponse,
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv', body: { ...KYIV_BIRTH, houseSystem: 'P' } },
    { name: 'london-whole-sign-3h', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, houseSystem: 'W', windowMinutes: 180 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(chartTimeSensitivity(body, services, lang), lang), lang), lang),
});
