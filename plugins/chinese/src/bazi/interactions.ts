import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes } from '../lib/bazi.js';
import { interactions } from '../lib/relations.js';
import { InteractionItem as Item, foundOut } from '../lib/relations-out.js';
import { BaziSettings, Moment, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/bazi/interactions',
  summary: 'Combinations, clashes, punishments, harms and destructions among the four pillars',
  description: 'Tables of San Ming Tong Hui: stem five-combinations jia-ji earth, yi-geng metal, bing-xin water, ding-ren wood, wu-gui fire (transforms when the month branch\'s phase is the result or produces it and no other stem clashes a member: this service\'s reading); stem clashes jia-geng, yi-xin, bing-ren, ding-gui; six combinations zi-chou earth, yin-hai wood, mao-xu fire, chen-you metal, si-shen water, wu-wei earth; three harmonies shen-zi-chen water, hai-mao-wei wood, yin-wu-xu fire, si-you-chou metal (half = the middle branch zi/mao/wu/you with one other member); directional yin-mao-chen wood, si-wu-wei fire, shen-you-xu metal, hai-zi-chou water; clashes zi-wu, chou-wei, yin-shen, mao-you, chen-xu, si-hai; punishments yin-si-shen, chou-xu-wei, zi-mao, self chen/wu/you/hai; harms zi-wei, chou-wu, yin-si, mao-chen, shen-hai, you-xu; destructions zi-you, mao-wu, chen-chou, wei-xu, yin-hai, si-shen.',
  body: chartBody(conventionMembers),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    stemCombinations: Type.Array(Item), stemClashes: Type.Array(Item), sixCombinations: Type.Array(Item), threeHarmonies: Type.Array(Item),
    directionalCombinations: Type.Array(Item), clashes: Type.Array(Item), punishments: Type.Array(Item), harms: Type.Array(Item), destructions: Type.Array(Item),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing', body: BEIJING_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castChart(body, services, lang);
    const idx = pillarIndexes(chart.raw);
    const r = interactions(PILLAR_NAMES.map((p, k) => ({ pillar: p, index: idx[k]! % 10 })), PILLAR_NAMES.map((p, k) => ({ pillar: p, index: idx[k]! % 12 })), chart.raw.month % 12);
    return {
      moment: chart.moment,
      settings: chart.settings,
      stemCombinations: foundOut(r.stemCombinations, 'stem', lang),
      stemClashes: foundOut(r.stemClashes, 'stem', lang),
      sixCombinations: foundOut(r.sixCombinations, 'branch', lang),
      threeHarmonies: foundOut(r.threeHarmonies, 'branch', lang),
      directionalCombinations: foundOut(r.directionalCombinations, 'branch', lang),
      clashes: foundOut(r.clashes, 'branch', lang),
      punishments: foundOut(r.punishments, 'branch', lang),
      harms: foundOut(r.harms, 'branch', lang),
      destructions: foundOut(r.destructions, 'branch', lang),
      warnings: chart.warnings,
    };
  },
});
