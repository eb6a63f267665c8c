/**
 * The rashi chart answer (D1) of /vedic/chart/rashi: the grahas with dignity and combustion,
 * and the twelve whole-sign houses with their lords and occupants, in the one vocabulary
 * (DESIGN.md, "Vocabulary"): grahas and lords by slug, name in the answer's language and graha
 * number; positions with sign 1-12, signName, degreeInSign, formatted, nakshatra and pada.
 */
import { Type } from '@sinclair/typebox';
import { named, signName, StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { isCombust, signDignity, SIGN_LORD } from './grahas.js';
import type { SignDignity } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { GrahaPlacementSchema, grahaOut, SignPlaceSchema, signPlaceOut } from './schemas.js';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const RashiHouseSchema = Type.Object({
  house: Type.Integer({ minimum: 1, maximum: 12 }),
  sign: Type.Integer({ minimum: 1, maximum: 12 }),
  signName: Type.String(),
  lord: Type.Object(GrahaNamingMembers),
  occupants: Type.Array(Type.Object(GrahaNamingMembers), { description: 'the grahas in the house, by reference' }),
});

export const RashiChartMembers = {
  ayanamsa: Type.Object({ slug: Type.String(), name: Type.String(), value: Type.Number() }),
  lagna: SignPlaceSchema,
  planets: Type.Array(Type.Object({
    ...GrahaPlacementSchema.properties,
    combust: Type.Boolean(),
    dignity: Nullable(StringEnum(['exalted', 'moolatrikona', 'own', 'debilitated'])),
  }), { minItems: 9, maxItems: 9 }),
  houses: Type.Array(RashiHouseSchema, { minItems: 12, maxItems: 12 }),
};

/** The twelve whole-sign houses from the lagna: sign, lord and occupants (graha references). */
export function rashiHouses(chart: RashiChart, lang: LangCode) {
  return Array.from({ length: 12 }, (_, i) => {
    const signIndex = (chart.lagna.sign - 1 + i) % 12;
    return {
      house: i + 1,
      sign: signIndex + 1,
      signName: signName(signIndex + 1, lang),
      lord: grahaNaming(SIGN_LORD[signIndex]!, lang),
      occupants: chart.grahas.filter((g) => g.sign === signIndex + 1).map((g) => grahaNaming(g.graha, lang)),
    };
  });
}

export function rashiChartAnswer(chart: RashiChart, lang: LangCode) {
  const sun = chart.grahas[0]!;
  const slug = chart.settings.chart.ayanamsa ?? 'lahiri';
  return {
    ayanamsa: { ...named('ayanamsa', slug, lang), value: chart.ayanamsaValue },
    lagna: signPlaceOut(chart.lagna, lang),
    planets: chart.grahas.map((g) => ({
      ...grahaOut(g, lang),
      combust: isCombust(g.graha, g.longitude, sun.longitude, g.retrograde),
      dignity: signDignity(g.graha, g.longitude) as SignDignity,
    })),
    houses: rashiHouses(chart, lang),
  };
}
