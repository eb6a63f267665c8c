/**
 * TypeBox pieces the reference dictionaries share, in the vocabulary of every answer (DESIGN.md,
 * "Vocabulary"): a planet named inside a dictionary is `{ slug, name }`, a sign is
 * `{ sign (1-12, Aries 1), signName }`, names in the answer's language, which the answer states
 * in `language`.
 */
import { Type } from '@sinclair/typebox';
import { Language, StringEnum, signName, term } from '@celestial/core';
import type { LangCode, OperationExample } from '@celestial/core';
import type { PlanetName } from '@celestial/core/astro';

export const CLASSICAL = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The seven planets the traditional dignity tables name (no modern planet holds more than a domicile). */
export type ClassicalName = Exclude<PlanetName, 'Uranus' | 'Neptune' | 'Pluto'>;
/** Narrows a name read from the core dignity tables, which hold classical planets only. */
export const classical = (p: PlanetName): ClassicalName => {
  if (!(CLASSICAL as readonly string[]).includes(p)) throw new Error(`${p} is not a classical planet`);
  return p as ClassicalName;
};

const CLASSICAL_SLUGS = CLASSICAL.map((p) => p.toLowerCase());
const PLANET_SLUGS = [...CLASSICAL_SLUGS, 'uranus', 'neptune', 'pluto'];
const GRAHA_SLUGS = [...CLASSICAL_SLUGS, 'rahu', 'ketu'];

/** A planet named in a dictionary: its slug for the machine and its name in the answer's language. */
const PlanetRefOf = (slugs: readonly string[], description: string) =>
  Type.Object({ slug: StringEnum(slugs, { description }), name: Type.String({ description: "in the answer's language" }) });

export const ClassicalPlanet = PlanetRefOf(CLASSICAL_SLUGS, 'one of the seven classical planets');
export const AnyPlanet = PlanetRefOf(PLANET_SLUGS, 'a classical or modern planet');
export const GrahaRef = PlanetRefOf(GRAHA_SLUGS, 'one of the nine grahas');

/** `{ slug, name }` of a planet given by its core name (Sun ... Pluto, Rahu, Ketu). */
export function planetRef(planet: string, lang: LangCode): { slug: string; name: string } {
  const slug = planet.toLowerCase();
  return { slug, name: term('body', slug, lang) };
}

/** A sign named in a dictionary, as positions name it: number 1-12 and name. */
export const SignRef = Type.Object({
  sign: Type.Integer({ minimum: 1, maximum: 12, description: 'Aries 1 ... Pisces 12' }),
  signName: Type.String({ description: "in the answer's language" }),
});

/** The sign of a 0-based index of the core tables (Aries 0), as `{ sign, signName }`. */
export function signRef(signIndex: number, lang: LangCode): { sign: number; signName: string } {
  return { sign: signIndex + 1, signName: signName(signIndex + 1, lang) };
}

export const Exaltation = Type.Object({
  planet: ClassicalPlanet,
  degree: Type.Integer({ minimum: 0, maximum: 29, description: 'degree of exaltation within the sign' }),
});

export const TriplicityLords = Type.Object({ day: ClassicalPlanet, night: ClassicalPlanet, participating: ClassicalPlanet });

export const Longitude360 = (description: string) => Type.Number({ minimum: 0, maximum: 360, description });

/** The `language` member of every localised dictionary. */
export { Language };

/** The two examples every reference dictionary declares. */
export const REFERENCE_EXAMPLES: OperationExample[] = [
  { name: 'default', query: {} },
  { name: 'ukrainian', query: { lang: 'uk' } },
];
