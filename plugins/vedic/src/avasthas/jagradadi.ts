import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { jagradadi } from '../lib/avasthas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

/** Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised. */
const kebabAvastha = (a: ReturnType<typeof jagradadi>, lang: LangCode) => ({ avastha: a.avastha.toLowerCase() as Lowercase<typeof a.avastha>, reason: phrase('avastha-phrase', a.reason, lang) });

/** Why (issue 12: it was an English sentence): a statement of core's avastha-phrase table. */
const Reason = PhraseSchema('exaltation-sign, own-sign, debilitation-sign, sign-of-relation (with relation and lord)', {
  relation: Type.Optional(Type.Object({ slug: Type.String({ description: 'relation-adhimitra ... relation-adhishatru (BPHS ch. 3)' }), name: Type.String() })),
  lord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the lord of the sign the graha occupies' })),
  graha: Type.Optional(Type.Object(GrahaNamingMembers)),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/avasthas/jagradadi',
  summary: 'Jagradadi avasthas: awake, dreaming or asleep, by the sign each of Sun..Saturn occupies',
  description: 'BPHS ch. 45: Jagrat (awake) in its own or exaltation sign, Swapna (dreaming) in a friend\'s or neutral\'s sign, Sushupti (asleep) in an enemy\'s sign or its debilitation, by the compound (panchadha) relation with the sign\'s lord.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, sign: Type.Integer({ minimum: 1, maximum: 12 }), avastha: StringEnum(['jagrat', 'swapna', 'sushupti'] as const), reason: Reason }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), sign: chart.grahas[g]!.sign, ...kebabAvastha(jagradadi(chart, g), lang) })) };
  },
});
