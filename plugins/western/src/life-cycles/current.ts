import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { currentCycles, EIGHT_PHASES } from '../lib/cycles.js';
import { CycleName } from '../life-cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const QuarterPhase = StringEnum(['waxing-square', 'opposition', 'waning-square', 'return', 'nodal-reversal']);
const Event = Type.Object({ phase: QuarterPhase, at: Instant("at the birth moment's UTC offset") });

export default defineOperation({
  method: 'POST',
  path: '/life-cycles/current',
  summary: 'Where each slow body stands in its cycle to its natal place on a date, with the last and next quarter events',
  description:
    'For Jupiter to Pluto, Chiron and the mean node: phaseAngle = (transiting longitude - natal longitude) mod 360 at 0h UT of targetDate (swe_calc_ut, the chart\'s zodiac), named in Dane Rudhyar\'s eight 45-degree phases (new, crescent, first-quarter, gibbous, full, disseminating, last-quarter, balsamic; The Lunation Cycle, 1967). lastEvent / nextEvent: the previous and next quarter events as /life-cycles (roots on the body\'s longitude track, core/src/astro/crossings.ts); before the first quarter event the last event is the birth itself (return); nextEvent is searched up to 120 years ahead (Chiron to 2399) and null beyond.',
  body: birthData({ targetDate: Type.Optional(DateString) }),
  response: Type.Object({
    targetDate: Type.String(),
    cycles: Type.Array(Type.Object({
      body: CycleName,
      phaseAngle: Type.Number(),
      phase: StringEnum([...EIGHT_PHASES]),
      lastEvent: Event,
      nextEvent: Type.Union([Event, Type.Null()]),
    })),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-06-01' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body }, services) => currentCycles(body, services),
});
