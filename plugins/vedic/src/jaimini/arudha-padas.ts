import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, StringEnum, term, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { GRAHA_NAMES } from '../lib/grahas.js';
import { arudhaPadas } from '../lib/jaimini.js';
import { Nullable } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/arudha-padas',
  summary: 'Arudha padas A1-A12 of the twelve houses',
  description:
    'BPHS ch. 29: the pada of a house falls as many signs from its lord as the lord is from the house; if that is the house itself the 10th from it is taken, if it is the 7th from the house the 10th from that (the 4th from the house). Scorpio and Aquarius: if one co-lord (Mars/Ketu, Saturn/Rahu) occupies the sign the other rules it, else the one conjoined with more grahas, then the exalted one, then the one further advanced in its sign. A1 = arudha lagna, A12 = upapada.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    padas: Type.Array(Type.Object({
      pada: Type.String({ description: 'A1 ... A12' }), house: Type.Integer({ minimum: 1, maximum: 12 }),
      sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), lord: GrahaRefSchema,
      exception: Nullable(Type.Object({ slug: StringEnum(['arudha-in-house', 'arudha-in-seventh'] as const), text: Type.String({ description: "in the answer's language (core's jaimini-phrase table)" }) }, { description: 'which exception of BPHS ch. 29 applied' })),
    }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      padas: arudhaPadas(chart).map((p) => ({ pada: p.pada, house: p.house, sign: p.sign, signName: signNameOf(p.sign, lang), lord: GRAHA_NAMES[p.lord], exception: p.exception === null ? null : { slug: p.exception, text: term('jaimini-phrase', p.exception, lang) } })),
    }, lang);
  },
});
