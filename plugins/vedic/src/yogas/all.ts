import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart, yogaAnswer, YogaSchema } from '../lib/yogas.js';
import { allYogas, birthDayFacts } from '../lib/yogas-all.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/all',
  summary: 'Every yoga rule of the family on one chart: the present ones with their source',
  description: "Runs every yoga rule of this family (pancha mahapurusha, raja, dhana, lunar, solar, adhi, gaja kesari, shakata, neecha bhanga, viparita raja, nabhasa, arishta, parivartana, daridra, pravrajya, kartari, lakshmi, saraswati, mahabhagya, BPHS ch. 36 set, Jaimini karaka yogas) on one chart and returns the present ones with their classical source; throughout the yoga lines natural benefics are Jupiter, Venus, Mercury unless it shares a sign with a malefic, and the Moon in Shukla paksha; malefics are Sun, Mars, Saturn, Rahu, Ketu, the Moon in Krishna paksha and an afflicted Mercury" + ' Mahabhagya is evaluated only when sex is sent. The Jaimini karaka yogas are served by /vedic/yogas/jaimini/karaka-yoga (not repeated here).',
  body: vedicBirthData({ sex: Type.Optional(StringEnum(['male', 'female'] as const, { description: 'needed for Mahabhagya' })) }),
  response: Type.Object({ ...ChartEcho, yogas: Type.Array(YogaSchema), countByFamily: Type.Record(Type.String(), Type.Integer({ minimum: 0 })), tested: Type.Integer({ minimum: 0, description: 'number of rules evaluated' }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'with sex', body: { ...DELHI_BIRTH, sex: 'female' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const all = allYogas(readYogaChart(chart), birthDayFacts(chart, services.ephemeris), body.sex);
    const present = all.filter((x) => x.present);
    const countByFamily: Record<string, number> = {};
    for (const x of present) countByFamily[x.family] = (countByFamily[x.family] ?? 0) + 1;
    return { ...chartEcho(chart, services.ephemeris), yogas: present.map((r) => yogaAnswer(r, lang)), countByFamily, tested: all.length };
  },
});
