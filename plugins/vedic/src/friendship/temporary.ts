import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { houseFrom, SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { temporaryRelation } from '../lib/friendship.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/friendship/temporary',
  summary: 'Tatkalika maitri: temporary friendship of Sun..Saturn from their places in the chart',
  description: 'BPHS ch. 3: a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from another is its temporary friend, in the 1st, 5th, 6th, 7th, 8th or 9th its enemy; houseDistance counts from graha to other; 42 ordered pairs.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    matrix: Type.Array(Type.Object({ ...GrahaRef, other: Type.Object(GrahaRef, { description: 'the other graha, named as the first' }), houseDistance: Type.Integer({ minimum: 1, maximum: 12 }), relation: StringEnum(['friend', 'enemy'] as const) }), { minItems: 42, maxItems: 42 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sign = (g: number) => chart.grahas[g]!.sign;
    return {
      ...chartEcho(chart, services.ephemeris),
      matrix: SAPTA_GRAHAS.flatMap((g) => SAPTA_GRAHAS.filter((o) => o !== g).map((o) => ({ ...grahaRef(g, lang), other: grahaRef(o, lang), houseDistance: houseFrom(sign(g), sign(o)), relation: temporaryRelation(sign(g), sign(o)) }))),
    };
  },
});
