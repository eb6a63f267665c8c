/** Response pieces shared by the horary operations. */
import { Type } from '@sinclair/typebox';
import { Moment, Settings } from '@celestial/core';

export const Echo = { moment: Moment, settings: Settings };
export const PlanetRef = Type.Object({ slug: Type.String({ description: 'sun ... saturn' }), name: Type.String({ description: "the planet's name in the answer's language" }) });
export const AspectRef = Type.Object({ slug: Type.String({ description: 'conjunction, sextile, square, trine or opposition' }), name: Type.String() });
export const HouseQuestion = {
  quesitedHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'the house of the thing asked about, counted from derivedFrom when sent' }),
  derivedFrom: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'turned chart: the house the quesited is counted from (the 2nd from the 7th is the 8th)' })),
};
