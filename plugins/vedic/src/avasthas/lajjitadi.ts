import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { lajjitadi } from '../lib/avasthas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

/** Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised. */
const kebabAvasthas = (a: ReturnType<typeof lajjitadi>, lang: LangCode) => ({
  avasthas: a.avasthas.map((x) => x.toLowerCase() as Lowercase<typeof x>),
  reasons: a.reasons.map((r) => ({ avastha: r.avastha.toLowerCase() as Lowercase<typeof r.avastha>, ...phrase('avastha-phrase', r.said, lang) })),
});

const STATES = ['lajjita', 'garvita', 'kshudhita', 'trishita', 'mudita', 'kshobhita'] as const;

/** One ground of a state (issue 12: "Kshudhita: joined by its enemy Venus" was English): a statement of core's avastha-phrase table. */
const Reason = PhraseSchema('fifth-house-with (Lajjita, grahas), exalted, moolatrikona (Garvita), sign-of-relation (relation, lord), joined-by, aspected-by (graha), joined-by-relation, aspected-by-relation (relation, graha), watery-sign-malefic-aspect (Trishita, grahas), with-sun-aspected (Kshobhita, grahas)', {
    avastha: StringEnum(STATES, { description: 'the state this ground gives' }),
    relation: Type.Optional(Type.Object({ slug: Type.String({ description: 'relation-adhimitra ... relation-adhishatru (BPHS ch. 3)' }), name: Type.String() })),
    lord: Type.Optional(Type.Object(GrahaNamingMembers)),
    graha: Type.Optional(Type.Object(GrahaNamingMembers)),
    grahas: Type.Optional(Type.Array(Type.Object(GrahaNamingMembers))),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/avasthas/lajjitadi',
  summary: 'Lajjitadi avasthas: the six moods of Sun..Saturn from conjunctions and aspects',
  description:
    'BPHS ch. 45: Lajjita in the 5th house with Rahu, Ketu, the Sun, Saturn or Mars; Garvita exalted or in moolatrikona; Kshudhita in an enemy\'s sign or joined or aspected by an enemy or Saturn; Trishita in a watery sign aspected by a malefic and by no benefic; Mudita in a friend\'s sign or joined or aspected by a friend or Jupiter; Kshobhita with the Sun and aspected by a malefic or an enemy. Joined = same sign; aspected = full graha drishti (7th and the special aspects of Mars, Jupiter, Saturn); relations compound. A graha may be in several states or none.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, avasthas: Type.Array(StringEnum(STATES)), reasons: Type.Array(Reason) }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...kebabAvasthas(lajjitadi(chart, g), lang) })) };
  },
});
