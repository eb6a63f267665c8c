import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, signName, term } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SIGN_LORD } from '../lib/grahas.js';
import { vedicBirthData } from '../lib/schemas.js';
import { SahamFormulaSchema, sahamFormulaNamed, sahams } from '../lib/tajika-sahams.js';
import { returnIsDay, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/sahams',
  summary: 'The 36 Tajika sahams of the annual chart',
  description:
    'Tajika Neelakanthi (Saham tantra), the table of P. V. R. Narasimha Rao (Vedic Astrology: An Integrated Approach ch. 28): each saham A - B + C, A and B exchanged for a night return unless the formula is the same by day and night, one sign added when C does not lie between B and A counted zodiacally (by signs). Read in the annual chart (whole-sign house from the annual lagna, sign lord).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    isDay: Type.Boolean(),
    sahams: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), meaning: Type.String({ description: "what the saham signifies, in the answer's language" }), formulaDay: SahamFormulaSchema, formulaNight: SahamFormulaSchema, longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }), lord: Type.Object(GrahaNamingMembers, { description: 'the lord of the sign, by reference (issue 12)' }) }), { minItems: 36 }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { varsha, echo } = varshaFor(body, services);
    const isDay = returnIsDay(services.ephemeris, varsha);
    const lagna0 = varsha.chart.lagna.sign - 1;
    return {
      ...echo,
      isDay,
      sahams: sahams(varsha.chart, isDay).map((s) => {
        const sign0 = Math.floor(s.longitude / 30) % 12;
        return { slug: kebab(s.name), ...s, name: term('saham', kebab(s.name), lang), meaning: term('saham-meaning', kebab(s.name), lang), formulaDay: sahamFormulaNamed(s.formulaDay, lang), formulaNight: sahamFormulaNamed(s.formulaNight, lang), sign: sign0 + 1, signName: signName(sign0 + 1, lang), house: ((sign0 - lagna0 + 12) % 12) + 1, lord: grahaNaming(SIGN_LORD[sign0]!, lang) };
      }),
    };
  },
});
