import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { horaryFigure } from './lib/answers.js';
import { EchoWithVoidRule, VoidOfCourseOption } from './lib/schemas.js';
import { KYIV_QUESTION, LONDON_QUESTION } from './lib/examples.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(s: T) => Type.Union([s, Type.Null()]);
const MoonAspect = Type.Union([Type.Object({ planet: Type.String(), aspect: Type.String(), date: Type.String({ description: 'ISO 8601 instant with the request zone\'s offset' }) }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/horary',
  summary: "A horary figure in William Lilly's manner: planets with their dignity, cusps, hour ruler, significators, the Moon's course, considerations and perfection",
  description:
    "Horary figure after Lilly, Christian Astrology (1647) Book II: the seven planets and the true node (Uranus, Neptune and Pluto returned, flagged modern) by swe_calc_ut, cusps by swe_houses_ex in the chart's houseSystem (send 'R' for Lilly's Regiomontanus); essentialScore by Lilly's table (p. 115, Ptolemaic terms); the day and hour ruler by unequal hours (null where the Sun does not rise or set); querent = lord of the ASC, quesited = lord of the quesited cusp (turned from derivedFrom when sent); the Moon's last exact Ptolemaic aspect in her sign and her next (void of course when none lies ahead: by voidOfCourseRule lilly-orbs, the default, an aspect she is applying to within the sum of moieties before she leaves her sign counts though perfected after it, Lilly p. 112 as he reads his own figures; within-sign: perfected in the sign; the rule echoed in settings.voidOfCourseRule); the considerations triggered (codes of /horary/considerations) and direct perfection between the significators as /horary/perfection judges it (in orbs, before a sign change or station). Member names as the catalogue prescribes (spec-fixed): sign a name, degInSign, planet a display name.",
  body: birthData({ ...{ quesitedHouse: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })), derivedFrom: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })) }, question: Type.Optional(Type.String({ maxLength: 500, description: 'the question as asked; recorded by the caller, not read' })), ...VoidOfCourseOption }),
  // The catalogue marks POST /horary spec-fixed: its members are the catalogue's names
  // (planets[].sign a name, degInSign, considerations as codes), not the vocabulary's.
  specFixed: true,
  response: Type.Object({
    ...EchoWithVoidRule,
    planets: Type.Array(Type.Object({
      planet: Type.String(), slug: Type.String(), longitude: Type.Number(), sign: Type.String(), degInSign: Type.Number(), speed: Type.Number(),
      retrograde: Type.Boolean(), house: Type.Integer({ minimum: 1, maximum: 12 }), essentialScore: Type.Union([Type.Number(), Type.Null()]), modern: Type.Boolean(),
    })),
    houses: Type.Array(Type.Number(), { minItems: 12, maxItems: 12 }),
    ascendant: Type.Number(),
    mc: Type.Number(),
    planetaryHour: Type.Union([Type.Object({ dayRuler: Type.String(), hourRuler: Type.String() }), Type.Null()]),
    significators: Type.Object({ querent: Type.String(), quesited: Nullable(Type.String()), moon: Type.String() }),
    moon: Type.Object({ lastAspect: MoonAspect, nextAspect: MoonAspect, voidOfCourse: Type.Boolean() }),
    considerations: Type.Array(Type.String()),
    perfection: Type.Union([Type.Object({ perfects: Type.Boolean(), mode: Type.String({ description: 'direct or none' }), aspect: Nullable(Type.String()), daysToPerfect: Type.Union([Type.Number(), Type.Null()]) }), Type.Null()]),
  }),
  examples: [{ name: 'london-7th', body: { ...LONDON_QUESTION, quesitedHouse: 7 } }, { name: 'kyiv', body: KYIV_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => horaryFigure(body, services, lang),
});
