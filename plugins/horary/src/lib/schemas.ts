/** Response pieces shared by the horary operations. */
import { Type } from '@sinclair/typebox';
import { Moment, Settings, StringEnum } from '@celestial/core';
import { VOID_OF_COURSE_RULES } from './figure.js';

export const Echo = { moment: Moment, settings: Settings };
export const PlanetRef = Type.Object({ slug: Type.String({ description: 'sun ... saturn' }), name: Type.String({ description: "the planet's name in the answer's language" }) });
export const AspectRef = Type.Object({ slug: Type.String({ description: 'conjunction, sextile, square, trine or opposition' }), name: Type.String() });
export const HouseQuestion = {
  quesitedHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'the house of the thing asked about, counted from derivedFrom when sent' }),
  derivedFrom: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'turned chart: the house the quesited is counted from (the 2nd from the 7th is the 8th)' })),
};

/**
 * The void-of-course rule, a request option of the operations that read the Moon's course
 * (lib/figure.ts VoidOfCourseRule: Lilly's orbs, the default, or the sign-bounded reading).
 */
export const VoidOfCourseOption = {
  voidOfCourseRule: Type.Optional(StringEnum(VOID_OF_COURSE_RULES, {
    default: 'lilly-orbs',
    description: "lilly-orbs (default): the Moon is not void while she applies within the sum of moieties to an aspect before leaving her sign, even one perfected after it (Lilly, Christian Astrology p. 112, as he reads his own figures); within-sign: she must perfect it in her sign (Frawley; the modern tables)",
  })),
};
/** The echo of those operations: the settings name the void-of-course rule read. */
export const EchoWithVoidRule = { moment: Moment, settings: Type.Object({ ...Settings.properties, voidOfCourseRule: StringEnum(VOID_OF_COURSE_RULES) }) };
