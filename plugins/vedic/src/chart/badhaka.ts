import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum, signName } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { houseFrom } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { badhakaOf, modalityOf } from '../lib/bhavas-lordship.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { drishtiOnHouse } from '../lib/drishti.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/chart/badhaka',
  summary: 'Badhaka sthana and badhakesh (Prashna Marga), with the grahas in it and aspecting it',
  description: 'Prashna Marga (chapter on badhaka): the badhaka sthana is the 11th from a movable lagna, the 9th from a fixed, the 7th from a dual; its lord is the badhakesh; the grahas occupying it, and those aspecting it by full graha drishti (the 7th, and the special aspects of Mars 4/8, Jupiter 5/9, Saturn 3/10, BPHS ch. 26; the nodes cast none).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    lagnaModality: StringEnum(['movable', 'fixed', 'dual'] as const),
    badhaka: Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    badhakesh: Type.Object({ ...GrahaNamingMembers, house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }),
    occupants: Type.Array(Type.Object(GrahaNamingMembers), { description: 'the grahas in the badhaka sthana, by reference' }),
    aspecting: Type.Array(Type.Object({ ...GrahaNamingMembers, fromHouse: Type.Integer({ minimum: 1, maximum: 12 }), aspect: Type.Integer({ minimum: 1, maximum: 12, description: 'the badhaka sign counted from the graha' }) })),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const b = badhakaOf(chart.lagna.sign);
    const lord = chart.grahas[b.lord]!;
    return {
      ...chartEcho(chart, services.ephemeris),
      lagnaModality: modalityOf(chart.lagna.sign),
      badhaka: { house: b.house, sign: b.sign, signName: signName(b.sign, lang) },
      badhakesh: { ...grahaNaming(b.lord, lang), house: lord.house, sign: lord.sign, signName: signName(lord.sign, lang) },
      occupants: chart.grahas.filter((g) => g.sign === b.sign).map((g) => grahaNaming(g.graha, lang)),
      aspecting: chart.grahas
        .map((g) => ({ g, n: houseFrom(g.sign, b.sign) }))
        .filter(({ g, n }) => drishtiOnHouse(g.graha, n)?.kind === 'full')
        .map(({ g, n }) => ({ ...grahaNaming(g.graha, lang), fromHouse: g.house, aspect: n })),
    };
  },
});
