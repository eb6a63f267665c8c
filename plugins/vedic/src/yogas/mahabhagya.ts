import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart, YogaSchema } from '../lib/yogas.js';
import { birthDayFacts, yogaList } from '../lib/yogas-all.js';
import { mahabhagya } from '../lib/yogas-rules.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/mahabhagya',
  summary: 'Mahabhagya yoga: day or night birth with the lagna, Sun and Moon in odd or even signs',
  description: "Male: day birth with lagna, Sun and Moon in odd signs; female: night birth with all three in even signs (Phaladeepika ch. 6; the catalogue's BPHS ch. 36 has no such verse)" + ' Day birth: between sunrise and sunset by the sunrise setting (lib/day.ts).',
  body: vedicBirthData({ sex: StringEnum(['male', 'female'] as const, { description: 'the native\'s sex: the rule differs' }) }),
  response: Type.Object({ ...ChartEcho, sex: Type.String(), dayBirth: Type.Boolean(), yogas: Type.Array(YogaSchema), count: Type.Integer({ minimum: 0 }) }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, sex: 'male' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const facts = birthDayFacts(chart, services.ephemeris);
    return { ...chartEcho(chart, services.ephemeris), sex: body.sex, dayBirth: facts.dayBirth, ...yogaList(mahabhagya(readYogaChart(chart), body.sex, facts.dayBirth), lang) };
  },
});
