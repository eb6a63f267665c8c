import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, StringEnum } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { naturalRelation, SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { compoundRelation, temporaryRelation } from '../lib/friendship.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/friendship/compound',
  summary: 'Panchadha maitri: compound friendship of Sun..Saturn (natural + temporary)',
  description: 'BPHS ch. 3: friend + friend = adhimitra, neutral + friend = mitra, friend + enemy = sama, neutral + enemy = shatru, enemy + enemy = adhishatru; 42 ordered pairs.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    matrix: Type.Array(Type.Object({
      ...GrahaRef, other: Type.Object(GrahaRef, { description: 'the other graha, named as the first' }), natural: StringEnum(['friend', 'neutral', 'enemy'] as const), temporary: StringEnum(['friend', 'enemy'] as const),
      compound: StringEnum(['adhimitra', 'mitra', 'sama', 'shatru', 'adhishatru'] as const),
    }), { minItems: 42, maxItems: 42 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const sign = (g: number) => chart.grahas[g]!.sign;
    return {
      ...chartEcho(chart, services.ephemeris),
      matrix: SAPTA_GRAHAS.flatMap((g) => SAPTA_GRAHAS.filter((o) => o !== g).map((o) => {
        const natural = naturalRelation(g, o);
        const temporary = temporaryRelation(sign(g), sign(o));
        return { ...grahaRef(g, lang), other: grahaRef(o, lang), natural, temporary, compound: compoundRelation(natural, temporary) };
      })),
    };
  },
});
