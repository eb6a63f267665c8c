import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { moonCourseAnswer } from './lib/answers.js';
import { AspectRef, EchoWithVoidRule, PlanetRef, VoidOfCourseOption } from './lib/schemas.js';
import { LONDON_QUESTION } from './lib/examples.js';

const Aspect = Type.Object({ planet: PlanetRef, aspect: AspectRef, date: Instant() });

export default defineOperation({
  method: 'POST',
  path: '/horary/moon-course',
  summary: "The Moon's course: her last and next exact aspects in her sign, her sign exit and whether she is void of course",
  description:
    "From the question's instant, the Moon's exact Ptolemaic aspects to the Sun and the planets as roots of wrap(lambda Moon - lambda planet -+ angle), bracketed and refined on swe_calc_ut longitudes (the other body's motion inside the root), until her ingress into the next sign (a root of lambda Moon - 30k), and by voidOfCourseRule lilly-orbs (the default) also her first aspect to each of the seven after the ingress when the arc still to close at the ingress is within the sum of Lilly's moieties (p. 107; Lilly p. 112 reads such a Moon as applying, not void: his figure of the woman asking after her son, CA p. 152-153); within-sign lists only the aspects perfected in the sign. The last aspect she perfected since entering her sign. Void of course when nothing lies ahead, traditional (Sun-Saturn, Lilly p.112) and modern (with Uranus, Neptune, Pluto, which have no moieties and are bounded by the sign); the rule echoed in settings.voidOfCourseRule.",
  body: birthData(VoidOfCourseOption),
  response: Type.Object({
    ...EchoWithVoidRule,
    moon: Type.Object({ ...PositionMembers, speed: Type.Number() }),
    lastAspect: Type.Union([Aspect, Type.Null()]),
    nextAspects: Type.Array(Aspect),
    signEntry: Instant(),
    signExit: Instant(),
    nextSign: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    voidOfCourse: Type.Object({ traditional: Type.Boolean(), modern: Type.Boolean() }),
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => moonCourseAnswer(body, services, lang),
});
