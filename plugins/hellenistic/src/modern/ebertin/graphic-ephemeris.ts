import { Type } from '@sinclair/typebox';
import { birthData, DateString, Ephemeris, Instant, TimeZones, defineOperation, CyclicMeasure } from '@celestial/core';
import { graphicEphemeris } from '../../lib/modern-schools.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Body = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
const Factor = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/modern/ebertin/graphic-ephemeris',
  summary: "Ebertin's 45-degree graphic ephemeris: transit traces, natal lines and their crossings",
  description: "Ebertin's 45-degree graphic ephemeris: transiting longitudes (swe_calc_ut every stepDays) reduced mod 45 as plot traces, wrapped at 0/45; the natal factors (Sun to Pluto, true node, ASC, MC) as horizontal lines; crossings = the instants a transiting body stands at 0, 45, ... 315 deg from a natal factor, roots on one track of the body (core/src/astro/crossings.ts: bracketed between samples, stations inserted, refined on the ephemeris). Range startDate to endDate (UTC days), at most a year.",
  body: birthData({
    startDate: DateString, endDate: DateString,
    planetIds: Type.Optional(Type.Array(Type.Integer(), { minItems: 1, maxItems: 32, description: 'Swiss Ephemeris body numbers; Sun to Pluto by default' })),
    stepDays: Type.Optional(Type.Number({ minimum: 0.25, maximum: 30, default: 1 })),
  }),
  response: Type.Object({
    ...Echo,
    traces: Type.Array(Type.Object({ planet: Body, points: Type.Array(Type.Object({ date: Instant(), dial45: CyclicMeasure(45) })) })),
    natalLines: Type.Array(Type.Object({ factor: Factor, dial45: CyclicMeasure(45) }), { minItems: 13, maxItems: 13 }),
    crossings: Type.Array(Type.Object({ planet: Body, factor: Factor, date: Instant() })),
  }),
  examples: [{ name: 'outer-planets-2024', body: { ...KYIV_BIRTH, startDate: '2024-01-01', endDate: '2024-12-31', planetIds: [5, 6], stepDays: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => graphicEphemeris(body, services, lang),
});
