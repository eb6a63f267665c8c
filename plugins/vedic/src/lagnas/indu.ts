import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { INDU_KALAS, induLagna } from '../lib/special-lagnas.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { SpecialLagnaSign, specialLagnaSign } from '../lib/special-lagnas-answer.js';

const Lord = Type.Object({ ...GrahaNamingMembers, kalas: Type.Integer() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/indu',
  summary: 'Indu lagna (wealth ascendant) from the kalas of the 9th lords from the lagna and the Moon',
  description: 'Kalas Sun 30, Moon 16, Mars 6, Mercury 8, Jupiter 10, Venus 12, Saturn 1; the kalas of the 9th lord from the lagna and of the 9th lord from the Moon are added, the sum taken mod 12 (0 -> 12) and counted from the Moon\'s sign, the Moon\'s sign being 1 (Kalidasa, Uttara Kalamrita; Jataka Alankaram).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    induLagna: SpecialLagnaSign,
    ninthLordFromLagna: Lord,
    ninthLordFromMoon: Lord,
    kalas: Type.Integer({ description: 'sum of the two lords\' kalas' }),
    count: Type.Integer({ minimum: 1, maximum: 12, description: 'kalas mod 12 (0 -> 12), counted from the Moon\'s sign' }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const il = induLagna(chart);
    const lord = (g: number) => ({ ...grahaNaming(g, lang), kalas: INDU_KALAS[g]! });
    return {
      ...chartEcho(chart, services.ephemeris),
      induLagna: specialLagnaSign(chart, il.sign, lang),
      ninthLordFromLagna: lord(il.ninthLordFromLagna),
      ninthLordFromMoon: lord(il.ninthLordFromMoon),
      kalas: il.kalas,
      count: il.count,
    };
  },
});
