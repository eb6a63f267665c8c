import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { vargaSign } from '../lib/vargas.js';
import { aspectsSign, charaKarakas } from '../lib/jaimini.js';
import { GrahaRef, grahaRef } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/swamsa',
  summary: 'Swamsa: the Atmakaraka\'s navamsa sign as lagna of the navamsa chart',
  description:
    'Jaimini Sutras 1.2: the navamsa (D9) sign of the Atmakaraka taken as lagna of the navamsa chart; houses 1-12 from it with their D9 occupants, and the grahas aspecting the swamsa by rashi drishti in the navamsa (swamsa reading per Sanjay Rath).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    atmakaraka: GrahaRef,
    swamsa: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), occupants: Type.Array(GrahaRef) }), { minItems: 12, maxItems: 12 }),
    aspecting: Type.Array(GrahaRef),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ak = charaKarakas(chart)[0]!;
    const d9 = chart.grahas.map((g) => vargaSign(g.longitude, 9));
    const sw = d9[ak.graha]!;
    return {
      ...chartEcho(chart, services.ephemeris),
      atmakaraka: grahaRef(ak.graha, lang),
      swamsa: { sign: sw + 1, signName: signNameOf(sw + 1, lang) },
      houses: Array.from({ length: 12 }, (_, i) => {
        const s = (sw + i) % 12;
        return { house: i + 1, sign: s + 1, signName: signNameOf(s + 1, lang), occupants: d9.map((x, g) => ({ x, g })).filter((o) => o.x === s).map((o) => grahaRef(o.g, lang)) };
      }),
      aspecting: d9.map((x, g) => ({ x, g })).filter((o) => aspectsSign(o.x, sw)).map((o) => grahaRef(o.g, lang)),
    };
  },
});
