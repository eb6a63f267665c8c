import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { deeptadi } from '../lib/avasthas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

/** Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised. */
const kebabAvastha = (a: ReturnType<typeof deeptadi>, lang: LangCode) => ({ avastha: a.avastha.toLowerCase() as Lowercase<typeof a.avastha>, reason: phrase('avastha-phrase', a.reason, lang) });

/** Why (issue 12: it was an English sentence): a statement of core's avastha-phrase table. */
const Reason = PhraseSchema('exaltation-sign, own-sign, debilitation-sign, sign-of-relation (with relation and lord), combust, conjunct-malefic (with graha)', {
  relation: Type.Optional(Type.Object({ slug: Type.String({ description: 'relation-adhimitra ... relation-adhishatru (BPHS ch. 3)' }), name: Type.String() })),
  lord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the lord of the sign the graha occupies' })),
  graha: Type.Optional(Type.Object(GrahaNamingMembers)),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/avasthas/deeptadi',
  summary: 'Deeptadi avasthas: the nine moods of Sun..Saturn (Deepta to Kopa)',
  description:
    'BPHS ch. 45: Deepta (exalted), Swastha (own sign), Mudita (great friend\'s sign), Shanta (friend\'s), Deena (neutral\'s), Dukhita (enemy\'s), Vikala (conjunct a malefic: Sun, Mars, Saturn, Rahu or Ketu in the same sign), Khala (great enemy\'s sign or debilitated), Kopa (combust, Surya Siddhanta orbs as /vedic/chart/rashi); compound relations; one state per graha: Kopa first, then Vikala, then the sign-based state.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, avastha: StringEnum(['deepta', 'swastha', 'mudita', 'shanta', 'deena', 'dukhita', 'vikala', 'khala', 'kopa'] as const), reason: Reason }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...kebabAvastha(deeptadi(chart, g), lang) })) };
  },
});
