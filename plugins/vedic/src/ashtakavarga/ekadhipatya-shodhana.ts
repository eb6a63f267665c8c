import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, signName, StringEnum, term, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef, Twelve } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/ekadhipatya-shodhana',
  summary: 'Ekadhipatya shodhana: the reduction of the two signs of one lord, after the trikona reduction',
  description:
    'BPHS ch. 68, after trikona shodhana, for the two signs of each of Mars, Mercury, Jupiter, Venus and Saturn (occupants: the seven grahas; Rahu, Ketu and the lagna do not count): no change if either sign has 0 bindus or both are occupied; one occupied: the empty sign becomes 0 if its bindus are fewer than or equal to the occupied sign\'s, else takes the occupied sign\'s number; neither occupied: equal -> both 0, unequal -> both take the smaller. Cancer and Leo are untouched. `before` is the trikona-reduced row.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({
      ...GrahaRef, before: Twelve, after: Twelve,
      steps: Type.Array(Type.Object({ lord: GrahaRefSchema, signs: Type.Array(Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }), { minItems: 2, maxItems: 2, description: 'the two signs the graha owns, named in the answer\'s language' }), occupied: Type.Array(Type.Boolean(), { minItems: 2, maxItems: 2 }), before: Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }), after: Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }), rule: Type.Object({ slug: StringEnum(['no-bindus', 'both-occupied', 'occupied-empty-fewer', 'occupied-empty-more', 'neither-equal', 'neither-unequal'] as const), text: Type.String({ description: "the rule in the answer's language (core's ashtakavarga-rule table)" }) }, { description: 'which rule of BPHS ch. 68 applied' }) }), { minItems: 5, maxItems: 5 }),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const av = ashtakavarga(chart);
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      planets: av.trikona.map((b, g) => ({
        ...grahaRef(g, lang), before: b, after: av.ekadhipatya[g]!.after,
        steps: av.ekadhipatya[g]!.steps.map((s) => ({ ...s, lord: GRAHA_NAMES[s.lord]!, signs: s.signs.map((x) => ({ sign: x + 1, signName: signName(x + 1, lang) })), rule: { slug: s.rule, text: term('ashtakavarga-rule', s.rule, lang) } })),
      })),
    }, lang);
  },
});
