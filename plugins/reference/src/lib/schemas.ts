/** TypeBox pieces the reference dictionaries share. */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '@celestial/core';
import type { OperationExample } from '@celestial/core';
import type { PlanetName } from '@celestial/core/astro';
import { SIGN_NAMES } from '@celestial/core/astro';

export const SignNameSchema = StringEnum(SIGN_NAMES, { description: 'sign name in English, the identifier the other operations use' });

export const CLASSICAL = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The seven planets the traditional dignity tables name (no modern planet holds more than a domicile). */
export type ClassicalName = Exclude<PlanetName, 'Uranus' | 'Neptune' | 'Pluto'>;
/** Narrows a name read from the core dignity tables, which hold classical planets only. */
export const classical = (p: PlanetName): ClassicalName => {
  if (!(CLASSICAL as readonly string[]).includes(p)) throw new Error(`${p} is not a classical planet`);
  return p as ClassicalName;
};

export const ClassicalPlanet = StringEnum(CLASSICAL, { description: 'one of the seven classical planets' });
export const AnyPlanet = StringEnum([...CLASSICAL, 'Uranus', 'Neptune', 'Pluto'] as const);

export const Exaltation = Type.Object({
  planet: ClassicalPlanet,
  degree: Type.Integer({ minimum: 0, maximum: 29, description: 'degree of exaltation within the sign' }),
});

export const TriplicityLords = Type.Object({ day: ClassicalPlanet, night: ClassicalPlanet, participating: ClassicalPlanet });

export const Longitude360 = (description: string) => Type.Number({ minimum: 0, maximum: 360, description });

/** The two examples every reference dictionary declares. */
export const REFERENCE_EXAMPLES: OperationExample[] = [
  { name: 'default', query: {} },
  { name: 'ukrainian', query: { lang: 'uk' } },
];
