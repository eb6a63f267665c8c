import { Type } from '@sinclair/typebox';
import { birthData, Clock, Ephemeris, Instant, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { saturnCycle } from '../../lib/cycles.js';
import { Echo, SignMembers } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Phase = StringEnum(['conjunction', 'waxing-square', 'opposition', 'waning-square', 'return'] as const);

export default defineOperation({
  method: 'POST',
  path: '/modern/arroyo/saturn-cycle',
  summary: "Transiting Saturn's squares, oppositions and returns to its natal place, the cycle Arroyo reads",
  description: "Transiting Saturn's exact aspects to natal Saturn (90, 180, 270 and 0 deg) from birth to toAge: roots of lambda Saturn(t) - (lambda natal + aspect) bracketed on the ephemeris and refined by Brent, with Saturn's stations as breakpoints, so each retrograde loop gives one to three passes (numbered); phases read as in Arroyo, Astrology, Karma & Transformation (1978), the chapter on Saturn; currentPhase the last phase begun before today (conjunction before the first square).",
  body: birthData({ toAge: Type.Optional(Type.Number({ minimum: 1, maximum: 100, default: 90 })) }),
  response: Type.Object({
    ...Echo,
    natalSaturn: Type.Object({ slug: Type.String(), name: Type.String(), longitude: Type.Number(), ...SignMembers, house: Type.Integer({ minimum: 1, maximum: 36 }) }),
    events: Type.Array(Type.Object({ phase: Phase, pass: Type.Integer({ minimum: 1, maximum: 3 }), date: Instant(), age: Type.Number() })),
    currentPhase: Phase,
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, toAge: 60 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => saturnCycle(body, services, lang),
});
