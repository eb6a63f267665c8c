import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, guruChandal } from '../lib/doshas.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/guru-chandal',
  summary: 'Guru-Chandal dosha: Jupiter in the sign of Rahu (optionally Ketu)',
  description: "Jupiter in the same sidereal sign as Rahu (Ketu optional): Guru-Chandala yoga; intensity grows as the degree separation falls below 12 deg",
  body: vedicBirthData({ includeKetu: Type.Optional(Type.Boolean({ default: false, description: 'also count Jupiter with Ketu' })) }),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, node: Nullable(Type.Object(GrahaNamingMembers, { description: 'the node joined with Jupiter (Rahu, or Ketu with includeKetu), by reference' })), separationDeg: Nullable(Type.Number()) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('guru-chandal', lang), ...(() => { const g = doshaAnswer(guruChandal(y, body.includeKetu ?? false), lang); return { ...g, node: g.node === null ? null : grahaNaming(g.node, lang) }; })() };
  },
});
