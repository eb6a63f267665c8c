import { Type } from '@sinclair/typebox';
import { Ephemeris, StringEnum, TimeZones, defineOperation, listOf, named, sentence } from '@celestial/core';
import { castChart } from '../lib/chart.js';
import type { BaziRequest } from '../lib/chart.js';
import { pillarIndexes } from '../lib/bazi.js';
import { mod, stemPhase } from '../lib/cycle.js';
import { STEM_COMBINATIONS, branchRelations } from '../lib/relations.js';
import type { BranchRelation } from '../lib/relations.js';
import { elementBalance, usefulGod } from '../lib/strength.js';
import { chartBody } from '../lib/schemas.js';

const STEM_RELATIONS = ['combination', 'produces', 'produced-by', 'controls', 'controlled-by', 'same-element'] as const;
const BRANCH_RELATIONS = ['six-harmony', 'three-harmony', 'clash', 'punishment', 'harm', 'destruction', 'same', 'neutral'] as const;

function stemRelation(a: number, b: number): (typeof STEM_RELATIONS)[number] {
  if (STEM_COMBINATIONS.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) return 'combination';
  const r = mod(stemPhase(b) - stemPhase(a), 5);
  return (['same-element', 'produces', 'controls', 'controlled-by', 'produced-by'] as const)[r]!;
}
const STEM_POINTS = { combination: 25, produces: 15, 'produced-by': 15, controls: -10, 'controlled-by': -10, 'same-element': 0 } as const;
const branchPoints = (r: BranchRelation, weight: number) => (r === 'six-harmony' || r === 'three-harmony' ? weight : r === 'clash' ? -weight : r === 'punishment' || r === 'harm' ? -weight / 2 : 0);

export default defineOperation({
  method: 'POST',
  path: '/bazi/compatibility',
  summary: 'Compatibility of two Bazi charts: day masters, spouse palaces, year branches and mutual element support',
  description: 'From 50: day stems five-combination +25, one produces the other +15, one controls the other -10; day branches (spouse palace) six-combination or three-harmony +20, clash -20, punishment or harm -10; year branches the same tables at +10 / -10 / -5; each chart\'s favourable elements (/bazi/favourable-elements) present in the other: up to +15 each way (15 x the other chart\'s share of points in those elements, /bazi/element-balance); clamped 0-100. Interaction tables of /bazi/interactions; the weights (and the base of 50) are the service\'s own.',
  body: Type.Object({ chart1: chartBody(), chart2: chartBody() }),
  response: Type.Object({
    score: Type.Number({ minimum: 0, maximum: 100 }),
    dayMasters: Type.Object({ relation: StringEnum(STEM_RELATIONS), points: Type.Number() }),
    spousePalaces: Type.Object({ interaction: StringEnum(BRANCH_RELATIONS), points: Type.Number() }),
    yearBranches: Type.Object({ interaction: StringEnum(BRANCH_RELATIONS), points: Type.Number() }),
    elementSupport: Type.Object({ aForB: Type.Number({ minimum: 0, maximum: 15 }), bForA: Type.Number({ minimum: 0, maximum: 15 }) }),
    notes: Type.Array(Type.Object({
      slug: StringEnum(['day-branches-also', 'year-branches-also'] as const),
      relations: Type.Array(Type.Object({ slug: StringEnum(BRANCH_RELATIONS), name: Type.String() }), { description: 'the further relations of the two branches, after the one that scores' }),
      text: Type.String({ description: "the note in the answer's language (core's animal-compatibility-note table)" }),
    })),
  }),
  examples: [{ name: 'two-charts', body: { chart1: { date: '1990-07-15', time: '14:30:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4 }, chart2: { date: '1988-03-02', time: '08:10:00', timezoneOffset: 8, latitude: 31.2, longitude: 121.5 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const a = pillarIndexes(castChart(body.chart1 as BaziRequest, services, lang).raw);
    const b = pillarIndexes(castChart(body.chart2 as BaziRequest, services, lang).raw);
    // Further relations as slugs, references and a sentence in the answer's language (issue 12).
    const notes: { slug: 'day-branches-also' | 'year-branches-also'; relations: { slug: BranchRelation; name: string }[]; text: string }[] = [];
    const also = (slug: 'day-branches-also' | 'year-branches-also', rels: BranchRelation[]) => {
      const relations = rels.map((r) => ({ slug: r, name: named('branch-relation', r, lang).name }));
      notes.push({ slug, relations, text: sentence('animal-compatibility-note', slug, lang, { relations: listOf(relations.map((r) => r.name), lang, '') }) });
    };
    const dm = stemRelation(a[2] % 10, b[2] % 10);
    const spouse = branchRelations(a[2] % 12, b[2] % 12);
    const years = branchRelations(a[0] % 12, b[0] % 12);
    if (spouse.length > 1) also('day-branches-also', spouse.slice(1));
    if (years.length > 1) also('year-branches-also', years.slice(1));
    const support = (giver: typeof a, taker: typeof a) => {
      const fav = usefulGod(taker).favourable;
      const pts = elementBalance(giver, false).points;
      return (15 * fav.reduce((s, e) => s + pts[e]!, 0)) / pts.reduce((s, x) => s + x, 0);
    };
    const aForB = support(a, b), bForA = support(b, a);
    const dmPts = STEM_POINTS[dm], spPts = branchPoints(spouse[0]!, 20), yPts = branchPoints(years[0]!, 10);
    const score = Math.min(100, Math.max(0, 50 + dmPts + spPts + yPts + aForB + bForA));
    return {
      score,
      dayMasters: { relation: dm, points: dmPts },
      spousePalaces: { interaction: spouse[0]!, points: spPts },
      yearBranches: { interaction: years[0]!, points: yPts },
      elementSupport: { aForB, bForA },
      notes,
    };
  },
});
