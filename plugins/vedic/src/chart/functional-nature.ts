import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum, signName } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { functionalNatures } from '../lib/bhavas-lordship.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/functional-nature',
  summary: 'Functional benefics, malefics and yogakaraka for the rising sign (Laghu Parashari)',
  description: 'Laghu Parashari (Udu Dasha Pradipika) rules for the rising sign: trikona lords benefic; lords of 3, 6, 11 malefic; natural benefics owning kendras lose beneficence and natural malefics their maleficence (kendradhipati dosha); 8th lord malefic unless also lagna lord (the Sun and the Moon are exempt); 2nd and 12th lords take the nature of their other lordship; yogakaraka = lord of both a kendra (4, 7, 10) and a trikona (5, 9); auspicious and inauspicious lordships together are neutral (mixed). Rahu and Ketu own no sign and are not rated.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    lagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    planets: Type.Array(Type.Object({
      ...GrahaNamingMembers,
      lordships: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'houses owned, from the lagna' }),
      nature: StringEnum(['benefic', 'malefic', 'neutral', 'yogakaraka'] as const),
      reasons: Type.Array(PhraseSchema('yogakaraka (kendras, trikonas), lagna-lord, trikona-lord, trishadaya-lord, kendradhipati-benefic, kendradhipati-malefic, neutral-lord (house), eighth-and-lagna-lord, eighth-lord-luminary, eighth-lord, mixed: core\'s functional-nature-reason table (BPHS ch. 34)', {
        house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
        kendras: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }))),
        trikonas: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }))),
      })),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      lagna: { sign: chart.lagna.sign, signName: signName(chart.lagna.sign, lang) },
      planets: functionalNatures(chart.lagna.sign).map((p) => ({ ...p, ...grahaNaming(p.graha, lang), reasons: p.reasons.map((r) => phrase('functional-nature-reason', r, lang)) })),
    };
  },
});
