import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { pillarOut } from '../lib/bazi.js';
import { phaseNamed } from '../lib/cycle.js';
import { chartPalaces, naYin } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const PalaceOut = Type.Object({ pillar: Pillar, naYin: Type.Object({ slug: Type.String(), chinese: Type.String(), element: NamedPlain }) });
const palaceOut = (i: number, lang: LangCode) => { const n = naYin(i); return { pillar: pillarOut(i, lang), naYin: { slug: n.slug, chinese: n.chinese, element: phaseNamed(n.phase, lang) } }; };

export default defineOperation({
  method: 'POST',
  path: '/bazi/palaces',
  summary: 'Life, body and conception palaces and the conception breath of a chart',
  description: 'Tai Yuan (conception palace) = month stem + 1, month branch + 3; Tai Xi (conception breath) = the stem five-combination partner and branch six-combination partner of the day pillar. Ming Gong: jie month m and hour h both numbered from yin = 1 ... chou = 12 (zi hour = 11), n = m + h, palace = 14 - n (26 - n when n >= 14), numbered from yin = 1; Shen Gong = m + hour numbered from zi = 1, minus 12 above 12, numbered from yin = 1; palace stems by the Five Tigers rule from the year stem (San Ming Tong Hui; formulas as implemented in 6tail/lunar EightChar).',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    lifePalace: PalaceOut, bodyPalace: PalaceOut, conceptionPalace: PalaceOut,
    conceptionBreath: Type.Object({ pillar: Pillar }),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const { raw } = chart;
    const p = chartPalaces(raw.year, raw.month, raw.day, raw.hour);
    return {
      moment: chart.moment,
      settings: chart.settings,
      lifePalace: palaceOut(p.life, lang), bodyPalace: palaceOut(p.body, lang), conceptionPalace: palaceOut(p.conception, lang),
      conceptionBreath: { pillar: pillarOut(p.conceptionBreath, lang) },
      warnings: chart.warnings,
    };
  },
});
