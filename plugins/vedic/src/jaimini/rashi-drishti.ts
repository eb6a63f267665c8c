import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { aspectsSign, rashiDrishtiOf } from '../lib/jaimini.js';
import { GrahaRef, grahaRef } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/rashi-drishti',
  summary: 'Rashi drishti: the signs each sign aspects and what each graha aspects through its sign',
  description:
    'BPHS ch. 8 sl. 1-5 / Jaimini Sutras 1.1.2-4: movable signs aspect the fixed signs except the adjacent one, fixed signs the movable signs except the adjacent one, dual signs the other three duals; a graha aspects the signs (and the grahas in them) that its sign aspects.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    signs: Type.Array(Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), aspects: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { minItems: 3, maxItems: 3 }) }), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({ ...GrahaRef.properties, sign: Type.Integer({ minimum: 1, maximum: 12 }), aspectsSigns: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })), aspectsGrahas: Type.Array(GrahaRef) }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      signs: Array.from({ length: 12 }, (_, s) => ({ sign: s + 1, signName: signNameOf(s + 1, lang), aspects: rashiDrishtiOf(s).map((x) => x + 1) })),
      planets: chart.grahas.map((g) => ({
        ...grahaRef(g.graha, lang), sign: g.sign,
        aspectsSigns: rashiDrishtiOf(g.sign - 1).map((x) => x + 1),
        aspectsGrahas: chart.grahas.filter((o) => o.graha !== g.graha && aspectsSign(g.sign - 1, o.sign - 1)).map((o) => grahaRef(o.graha, lang)),
      })),
    };
  },
});
