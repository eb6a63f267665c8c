import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, StringEnum, term, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { horaLagna } from '../lib/special-lagnas.js';
import { jaiminiLongevity } from '../lib/jaimini.js';

const Verdict = Type.Union([Type.Literal('dirgha'), Type.Literal('madhya'), Type.Literal('alpa')]);
const METHOD = 'Jaimini Sutras 2.1.1-10: pairs (lagna lord, 8th lord), (lagna, hora lagna), (Moon, Saturn) by the signs they occupy; both movable or fixed+dual = dirgha, movable+fixed or both dual = madhya, movable+dual or both fixed = alpa; two agreeing pairs decide; if all three differ the lagna/hora lagna pair decides, the Moon/Saturn pair when the Moon is in the lagna or the 7th; bands alpa 0-36, madhya 36-72, dirgha 72-108 years';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/longevity',
  summary: 'Jaimini longevity: the three pairs and the span they give (alpa, madhya, dirgha)',
  description: METHOD + '. Hora lagna from the special lagnas (BPHS ch. 5: one sign per 2.5 ghatis from the Sun at sunrise).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    pairs: Type.Array(Type.Object({
      pair: Type.Object({ slug: Type.String({ description: 'pair-lords, pair-lagna-hora, pair-moon-saturn' }), name: Type.String({ description: "the pair in the answer's language (core's jaimini-phrase table)" }) }), signs: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { minItems: 2, maxItems: 2 }),
      signNames: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }),
      qualities: Type.Array(Type.Union([Type.Literal('movable'), Type.Literal('fixed'), Type.Literal('dual')]), { minItems: 2, maxItems: 2 }),
      verdict: Verdict,
    }), { minItems: 3, maxItems: 3 }),
    decidedBy: Type.Object({ slug: StringEnum(['two-pairs-agree', 'all-differ-moon-saturn', 'all-differ-lagna-hora'] as const), text: Type.String({ description: "in the answer's language (core's jaimini-phrase table)" }) }, { description: 'which rule of Jaimini Sutras 2.1.8-9 decided' }),
    band: Type.Object({ name: Verdict, yearsFrom: Type.Integer(), yearsTo: Type.Integer() }),
    method: Type.String(),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const hl = horaLagna(chart, services.ephemeris);
    const r = jaiminiLongevity(chart, Math.floor((((hl % 360) + 360) % 360) / 30));
    return {
      ...chartEcho(chart, services.ephemeris),
      pairs: r.pairs.map((p) => ({ pair: named('jaimini-phrase', p.pair, lang), signs: p.signs.map((s) => s + 1), signNames: p.signs.map((s) => signNameOf(s + 1, lang)), qualities: p.qualities, verdict: p.verdict })),
      decidedBy: { slug: r.decidedBy, text: term('jaimini-phrase', r.decidedBy, lang) },
      band: r.band,
      method: METHOD,
    };
  },
});
