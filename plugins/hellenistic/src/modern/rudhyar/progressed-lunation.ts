import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, Instant, TimeZones, defineOperation, StringEnum, CyclicMeasure } from '@celestial/core';
import { progressedLunation } from '../../lib/progressions.js';
import { LUNATION_PHASES } from '../../lib/modern.js';
import { Echo, SignMembers } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Point = Type.Object({ date: Instant(), age: Type.Number(), longitude: Type.Number(), ...SignMembers });

export default defineOperation({
  method: 'POST',
  path: '/modern/rudhyar/progressed-lunation',
  summary: "Rudhyar's progressed lunation cycle: the progressed Sun-Moon phases of life, about 29.5 years each cycle",
  description: "Secondary progressions, one day after birth for each year of life (a tropical year of 365.24219 days): the progressed elongation lambda Moon - lambda Sun crosses each multiple of 45 deg at roots found on one track of the elongation (core/src/astro/crossings.ts), mapped back to dates of life; after Rudhyar, The Lunation Cycle (1967), on the progressed lunation. The cycle lists the phases from birth to about a month of progressed time past targetDate (default today UTC).",
  body: birthData({ targetDate: Type.Optional(DateString) }),
  response: Type.Object({
    ...Echo,
    targetDate: Type.String({ description: 'the date read (YYYY-MM-DD)' }),
    age: Type.Number(),
    progressedElongation: CyclicMeasure(360),
    currentPhase: Type.Object({ phase: StringEnum(LUNATION_PHASES), start: Instant(), end: Instant() }),
    lastProgressedNewMoon: Type.Union([Point, Type.Null()]),
    nextProgressedNewMoon: Type.Union([Point, Type.Null()]),
    cycle: Type.Array(Type.Object({ phase: StringEnum(LUNATION_PHASES), date: Instant(), age: Type.Number(), longitude: Type.Number(), ...SignMembers })),
  }),
  examples: [{ name: 'kyiv', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => progressedLunation(body, services, lang),
});
