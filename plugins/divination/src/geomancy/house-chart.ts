import { Type } from '@sinclair/typebox';
import { defineOperation, houseNamed, Random } from '@celestial/core';
import { perfection, points, shield } from '../lib/geomancy.js';
import { FigureOut, figureOut, MothersInput, mothersFrom, Seed } from '../lib/geomancy-schemas.js';

const House = Type.Integer({ minimum: 1, maximum: 12 });

export default defineOperation({
  method: 'POST',
  path: '/geomancy/house-chart',
  summary: 'A geomantic house chart: the shield figures in the twelve houses, perfection and the Part of Fortune',
  description:
    "The shield figures of /geomancy/shield-chart placed in the houses: Mothers in 1-4, Daughters in 5-8, Nieces in 9-12; perfection between the querent's house (default 1) and the quesited's by occupation (the same figure in both), conjunction (either figure in a house next to the other's), mutation (the two figures side by side elsewhere), translation (a third figure in houses next to both), else none; houses 12 and 1 are neighbours. Part of Fortune = the total points of the twelve house figures mod 12 (0 -> 12). Source: John Michael Greer, 'The Art and Practice of Geomancy' (2009), after Cornelius Agrippa's 'Of Geomancy'.",
  body: Type.Object({ seed: Type.Optional(Seed), mothers: Type.Optional(MothersInput), querentHouse: Type.Optional(House), quesitedHouse: House }),
  response: Type.Object({
    seed: Type.Union([Seed, Type.Null()]),
    houses: Type.Array(Type.Object({ house: House, slug: Type.String(), name: Type.String(), figure: FigureOut }), { minItems: 12, maxItems: 12 }),
    perfection: Type.Object({ mode: Type.Union(['occupation', 'conjunction', 'mutation', 'translation', 'none'].map((m) => Type.Literal(m))), details: Type.String() }),
    partOfFortune: Type.Object({ house: House, points: Type.Integer(), figure: FigureOut }),
    judge: FigureOut,
    witnesses: Type.Object({ right: FigureOut, left: FigureOut }),
  }),
  cache: false,
  examples: [{ name: 'seeded', body: { seed: 42, quesitedHouse: 7 } }],
  deps: { random: Random },
  handler: ({ body, lang }, { random }) => {
    const m = mothersFrom(body, (s) => random.seeded(s));
    const s = shield(m.mothers);
    const houses = [...s.mothers, ...s.daughters, ...s.nieces];
    const total = houses.reduce((sum, f) => sum + points(f), 0);
    const fortune = total % 12 || 12;
    return {
      seed: m.seed,
      houses: houses.map((f, i) => ({ house: i + 1, ...houseNamed(i + 1, lang), figure: figureOut(f) })),
      perfection: perfection(houses, body.querentHouse ?? 1, body.quesitedHouse),
      partOfFortune: { house: fortune, points: total, figure: figureOut(houses[fortune - 1]!) },
      judge: figureOut(s.judge),
      witnesses: { right: figureOut(s.rightWitness), left: figureOut(s.leftWitness) },
    };
  },
});
