import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { lajjitadi } from '../lib/avasthas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

/** Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised. */
const kebabAvasthas = (a: ReturnType<typeof lajjitadi>) => ({ ...a, avasthas: a.avasthas.map((x) => x.toLowerCase() as Lowercase<typeof x>) });

export default defineOperation({
  method: 'POST',
  path: '/vedic/avasthas/lajjitadi',
  summary: 'Lajjitadi avasthas: the six moods of Sun..Saturn from conjunctions and aspects',
  description:
    'BPHS ch. 45: Lajjita in the 5th house with Rahu, Ketu, the Sun, Saturn or Mars; Garvita exalted or in moolatrikona; Kshudhita in an enemy\'s sign or joined or aspected by an enemy or Saturn; Trishita in a watery sign aspected by a malefic and by no benefic; Mudita in a friend\'s sign or joined or aspected by a friend or Jupiter; Kshobhita with the Sun and aspected by a malefic or an enemy. Joined = same sign; aspected = full graha drishti (7th and the special aspects of Mars, Jupiter, Saturn); relations compound. A graha may be in several states or none.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, avasthas: Type.Array(StringEnum(['lajjita', 'garvita', 'kshudhita', 'trishita', 'mudita', 'kshobhita'] as const)), reasons: Type.Array(Type.String()) }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...kebabAvasthas(lajjitadi(chart, g)) })) };
  },
});
