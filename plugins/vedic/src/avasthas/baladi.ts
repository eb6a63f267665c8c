import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, named } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { baladi, BALADI, BALADI_RESULT } from '../lib/avasthas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';
import { StringEnum } from '@celestial/core';

export default defineOperation({
  method: 'POST',
  path: '/vedic/avasthas/baladi',
  summary: 'Baladi avasthas: the age state (infant to dead) of each graha by its degree in the sign',
  description: 'BPHS ch. 45: six-degree bands, in odd signs 0-6 Bala, 6-12 Kumara, 12-18 Yuva, 18-24 Vriddha, 24-30 Mrita, reversed in even signs; results a quarter, half, full, little (alpa: resultFraction null, the text gives no number) and nil.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, sign: Type.Integer({ minimum: 1, maximum: 12 }), degreeInSign: Type.Number({ minimum: 0, maximum: 30 }), avastha: StringEnum(BALADI.map((b) => kebab(b))), resultFraction: Type.Union([Type.Number(), Type.Null()]), result: Type.Object({ slug: Type.String({ description: 'result-quarter, result-half, result-full, result-little, result-nil' }), name: Type.String({ description: "the share in the answer's language (core's avastha-phrase table)" }) }, { description: 'the share of its results the graha gives (BPHS ch. 45 sl. 3)' }) }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      planets: chart.grahas.map((g) => {
        const avastha = baladi(g.sign, g.degreeInSign);
        return { ...grahaRef(g.graha, lang), sign: g.sign, degreeInSign: g.degreeInSign, avastha: kebab(avastha), resultFraction: BALADI_RESULT[avastha].fraction, result: named('avastha-phrase', BALADI_RESULT[avastha].result, lang) };
      }),
    };
  },
});
