import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import { PILLAR_NAMES, pillarIndexes, pillarOut } from '../lib/bazi.js';
import { branchNamed, parseIso, phaseNamed, yearCycleIndex } from '../lib/cycle.js';
import { luckPillarIndexes, luckStart } from '../lib/luck.js';
import { branchRelations } from '../lib/relations.js';
import { hiddenStemsOf, naYin, tenGodNamed } from '../lib/zi-ping.js';
import { BaziSettings, Moment, NamedChinese, NamedPlain, Pillar, Warnings, chartBody, conventionMembers } from '../lib/schemas.js';
import { BEIJING_BIRTH } from '../lib/examples.js';

const RELATION_TYPES = ['six-harmony', 'three-harmony', 'clash', 'punishment', 'harm', 'destruction', 'self-punishment'] as const;

export default defineOperation({
  method: 'POST',
  path: '/bazi/annual-pillars',
  summary: 'The annual pillars (Liu Nian) of a span of years against a natal chart',
  description: 'Liu Nian: pillar (Y - 4) mod 60 for the solar year from Lichun; ten god of the stem and of the branch\'s main qi against the day master; Na Yin; with a gender, the luck pillar active during most of that year (the one whose fromYear <= Y < fromYear + 10, /bazi/luck-pillars); clashes, combinations (six harmony, three harmony), punishments, harms and destructions of the year branch with the natal branches and the luck pillar\'s branch by the tables of /bazi/interactions (a branch meeting itself counts only for the self-punishing chen, wu, you, hai).',
  body: chartBody({ ...conventionMembers, gender: Type.Optional(StringEnum(['male', 'female'] as const)), fromYear: Type.Integer({ minimum: 2, maximum: 2899 }), toYear: Type.Integer({ minimum: 2, maximum: 2899 }) }),
  response: Type.Object({
    moment: Moment,
    settings: BaziSettings,
    years: Type.Array(Type.Object({
      year: Type.Integer(),
      pillar: Pillar,
      tenGod: NamedChinese,
      branchTenGod: NamedChinese,
      naYin: Type.Object({ slug: Type.String(), chinese: Type.String(), element: NamedPlain }),
      luckPillar: Type.Union([Pillar, Type.Null()]),
      interactions: Type.Array(Type.Object({ type: StringEnum(RELATION_TYPES), with: Type.Object({ pillar: StringEnum([...PILLAR_NAMES, 'luck'] as const), branch: NamedChinese }) })),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'beijing-2024-2030', body: { ...BEIJING_BIRTH, gender: 'female', fromYear: 2024, toYear: 2030 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    if (body.toYear < body.fromYear) throw ApiError.invalidField('toYear', 'must not be before fromYear');
    if (body.toYear - body.fromYear > 120) throw ApiError.invalidField('toYear', 'the span is at most 120 years');
    const chart = castChart(body, services, lang);
    const idx = pillarIndexes(chart.raw);
    const dm = chart.raw.day % 10;
    const start = body.gender ? luckStart(chart.raw, chart.jd, body.gender, parseIso(chart.m.localDate)) : null;
    const lucks = start ? luckPillarIndexes(chart.raw.month, start.forward, 12) : [];
    const years = [];
    for (let y = body.fromYear; y <= body.toYear; y++) {
      const i = yearCycleIndex(y), b = i % 12;
      const k = start ? Math.floor((y - start.startDate.year) / 10) : -1;
      const luck = start && k >= 0 && k < lucks.length ? lucks[k]! : null;
      const others: { pillar: (typeof PILLAR_NAMES)[number] | 'luck'; branch: number }[] = [...PILLAR_NAMES.map((p, n) => ({ pillar: p, branch: idx[n]! % 12 })), ...(luck === null ? [] : [{ pillar: 'luck' as const, branch: luck % 12 }])];
      const interactions = others.flatMap((o) => {
        const rel = branchRelations(b, o.branch).filter((r) => r !== 'neutral' && r !== 'same');
        const types: (typeof RELATION_TYPES)[number][] = b === o.branch ? ([4, 6, 9, 11].includes(b) ? ['self-punishment'] : []) : rel as (typeof RELATION_TYPES)[number][];
        return types.map((type) => ({ type, with: { pillar: o.pillar, branch: branchNamed(o.branch, lang) } }));
      });
      const ny = naYin(i);
      years.push({
        year: y, pillar: pillarOut(i, lang), tenGod: tenGodNamed(dm, i % 10, lang), branchTenGod: tenGodNamed(dm, hiddenStemsOf(b)[0]!.stem, lang),
        naYin: { slug: ny.slug, chinese: ny.chinese, element: phaseNamed(ny.phase, lang) },
        luckPillar: luck === null ? null : pillarOut(luck, lang),
        interactions,
      });
    }
    return { moment: chart.moment, settings: chart.settings, years, warnings: chart.warnings };
  },
});
