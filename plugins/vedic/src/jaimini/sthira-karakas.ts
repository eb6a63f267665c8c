import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, StringEnum, term, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import type { GrahaNumber } from '../lib/grahas.js';
import { strongerGraha } from '../lib/jaimini.js';
import { GrahaRef, grahaRef } from '../lib/jaimini-answer.js';

const FIXED: readonly { relative: string; of: GrahaNumber[] }[] = [
  { relative: 'father', of: [0, 5] }, { relative: 'mother', of: [1, 2] }, { relative: 'younger-siblings', of: [2] },
  { relative: 'maternal-relatives', of: [3] }, { relative: 'husband-sons-paternal-relatives', of: [4] },
  { relative: 'wife-in-laws', of: [5] }, { relative: 'elder-siblings', of: [6] },
];

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/sthira-karakas',
  summary: 'Sthira (fixed) karakas of the relatives',
  description:
    'BPHS ch. 32 / Jaimini Sutras 2.1: the stronger of Sun and Venus = father, the stronger of Moon and Mars = mother, Mars younger siblings, Mercury maternal relatives, Jupiter husband, sons and paternal relatives, Venus wife and in-laws, Saturn elder siblings; strength by the Jaimini rules: conjoined with more grahas, then exalted, then own sign, then further advanced in its sign.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    karakas: Type.Array(Type.Object({
      relative: Type.Object({ slug: Type.String({ description: 'father, mother, younger-siblings, maternal-relatives, husband-sons-paternal-relatives, wife-in-laws, elder-siblings' }), name: Type.String({ description: "in the answer's language (core's karaka-signification table)" }) }),
      ...GrahaRef.properties, chosenFrom: Type.Array(GrahaRef),
      reason: Type.Union([Type.Object({ slug: StringEnum(['stronger-more-conjoined', 'stronger-exalted', 'stronger-own-sign', 'stronger-advanced'] as const), text: Type.String({ description: "in the answer's language (core's jaimini-phrase table)" }) }), Type.Null()], { description: 'why it is the stronger of the two (null when one graha is the karaka)' }),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      karakas: FIXED.map((f) => {
        const pick = f.of.length === 2 ? strongerGraha(chart, f.of[0]!, f.of[1]!) : { graha: f.of[0]!, reason: null };
        return { relative: named('karaka-signification', f.relative, lang), ...grahaRef(pick.graha, lang), chosenFrom: f.of.map((g) => grahaRef(g, lang)), reason: pick.reason === null ? null : { slug: pick.reason, text: term('jaimini-phrase', pick.reason, lang) } };
      }),
    };
  },
});
