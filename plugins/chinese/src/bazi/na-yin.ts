import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { PHASE_SLUGS, ganzhi, phaseNamed } from '../lib/cycle.js';
import { naYin } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedPlain, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/na-yin',
  summary: 'The Na Yin (melodic element) of each pillar',
  description: 'Na Yin of the sixty cycle in pairs (index div 2): Hai Zhong Jin, Lu Zhong Huo, Da Lin Mu, Lu Pang Tu, Jian Feng Jin, Shan Tou Huo, Jian Xia Shui, Cheng Tou Tu, Bai La Jin, Yang Liu Mu, Quan Zhong Shui, Wu Shang Tu, Pi Li Huo, Song Bai Mu, Chang Liu Shui, Sha Zhong Jin, Shan Xia Huo, Ping Di Mu, Bi Shang Tu, Jin Bo Jin, Fu Deng Huo, Tian He Shui, Da Yi Tu, Chai Chuan Jin, Sang Zhe Mu, Da Xi Shui, Sha Zhong Tu, Tian Shang Huo, Shi Liu Mu, Da Hai Shui (San Ming Tong Hui, "Lun Na Yin Qu Xiang"). The Na Yin slug is pinyin; no display translation is offered (the names are images, "gold in the sea"), the characters are given.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    pillars: Type.Array(Type.Object({
      pillar: StringEnum(PILLAR_NAMES),
      ganzhi: Type.String(),
      cycleSlug: Type.String({ description: 'the pillar, e.g. jia-zi' }),
      naYin: Type.Object({ slug: Type.String(), chinese: Type.String(), element: NamedPlain }),
    }), { minItems: 4, maxItems: 4 }),
    elementCounts: Type.Object({ wood: Type.Integer(), fire: Type.Integer(), earth: Type.Integer(), metal: Type.Integer(), water: Type.Integer() }),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const idx = pillarIndexes(chart.raw);
    const elementCounts = { wood: 0, fire: 0, earth: 0, metal: 0, water: 0 };
    const pillars = PILLAR_NAMES.map((pillar, k) => {
      const n = naYin(idx[k]!);
      elementCounts[PHASE_SLUGS[n.phase]!] += 1;
      const g = ganzhi(idx[k]!);
      return { pillar, ganzhi: g.chinese, cycleSlug: g.slug, naYin: { slug: n.slug, chinese: n.chinese, element: phaseNamed(n.phase, lang) } };
    });
    return { moment: chart.moment, settings: chart.settings, pillars, elementCounts, warnings: chart.warnings };
  },
});
