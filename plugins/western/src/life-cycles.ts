import { Type } from '@sinclair/typebox';
import { birthData, bodyReference, bodySlug, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { CYCLE_BODIES, CYCLE_NAMES, lifeCycles } from './lib/cycles.js';
import { BodyRefSchema } from './lib/vocabulary.js';
import { KYIV_BIRTH } from './lib/examples.js';

export const CycleName = StringEnum(CYCLE_NAMES);

export default defineOperation({
  method: 'POST',
  path: '/life-cycles',
  summary: 'Life cycles: each slow body\'s exact squares, opposition and return to its own natal place from birth to toAge',
  description:
    'For Jupiter, Saturn, Uranus, Neptune, Pluto, Chiron and the mean node: the instants the transiting body stands 90 (waxingSquare), 180 (opposition), 270 (waningSquare) and 360 (return) degrees from its natal longitude; for the node, its returns (about every 18.6 years) and reversals (transiting node on the natal south node, at about 9.3, 27.9...). Roots as /transit-calendar: one sampled longitude track per body (8-day steps, stations located and inserted), every crossing refined by Newton inside the bracket with a Brent fallback to < 0.1 s (core/src/astro/crossings.ts), so each pass of a retrograde loop is found; pass numbers 1, 2, 3 within one series (passes under 330 days apart). Known ages: Jupiter returns about every 11.9 years, Saturn returns near 29.5 and 59, Uranus opposition near 42, Neptune square near 41, Chiron return near 50, Pluto\'s square depends on the generation. The node is the mean node (its true wobble would split every event into several). Saturn alone, with Arroyo\'s reading, is /modern/arroyo/saturn-cycle.',
  body: birthData({
    toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })),
    bodies: Type.Optional(Type.Array(CycleName, { minItems: 1, maxItems: 7, description: 'default all' })),
  }),
  response: Type.Object({
    toAge: Type.Number(),
    events: Type.Array(Type.Object({
      cycle: CycleName,
      body: Type.Composite([BodyRefSchema], { description: 'the cycle\'s body by reference (the node cycle: the mean node)' }),
      phase: StringEnum(['waxing-square', 'opposition', 'waning-square', 'return', 'nodal-reversal']),
      pass: Type.Integer({ minimum: 1 }),
      at: Instant("at the birth moment's UTC offset"),
      julianDayUT: Type.Number(),
      age: Type.Number({ description: 'years of life (tropical years)' }),
    })),
    count: Type.Integer(),
    byCycle: Type.Record(Type.String(), Type.Array(Type.Integer()), { description: 'per cycle, the indices of its events' }),
  }),
  examples: [
    { name: 'kyiv-to-90', body: { ...KYIV_BIRTH } },
    { name: 'saturn-and-node-to-60', body: { ...KYIV_BIRTH, toAge: 60, bodies: ['saturn', 'node'] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const r = lifeCycles(body, services);
    return { ...r, events: r.events.map((e) => ({ ...e, body: bodyReference(bodySlug(CYCLE_BODIES[e.cycle])!, lang) })) };
  },
});
