import { Type } from '@sinclair/typebox';
import { defineOperation, Random } from '@celestial/core';
import { figureOf, shield } from '../lib/geomancy.js';
import { FigureOut, figureOut, MothersInput, mothersFrom, Seed } from '../lib/geomancy-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/geomancy/shield-chart',
  summary: 'A geomantic shield chart: Mothers, Daughters, Nieces, Witnesses, Judge and Reconciler',
  description:
    "Sixteen lines of dots from mulberry32(seed) (8 + floor(r x 17) dots each, i.e. 8-24; odd = one point, even = two), four lines per Mother, head to feet (or the four Mothers given by hand, by slug); Daughters by transposition (row k of Daughter n = row n of Mother k); Nieces by addition of Mothers 1+2, 3+4, Daughters 1+2, 3+4 (odd + odd = even); Right Witness = Nieces 1+2, Left = 3+4, Judge = both Witnesses (always an even number of points), Reconciler = Judge + Mother 1. verdict: the Judge's nature. A random seed is chosen and returned when neither seed nor mothers is given. Source: John Michael Greer, 'The Art and Practice of Geomancy' (2009), after Cornelius Agrippa's 'Of Geomancy'.",
  body: Type.Object({ seed: Type.Optional(Seed), mothers: Type.Optional(MothersInput), question: Type.Optional(Type.String({ maxLength: 500, description: 'echoed; it does not affect the chart' })) }),
  response: Type.Object({
    seed: Type.Union([Seed, Type.Null()], { description: 'null when the Mothers were given' }),
    question: Type.Union([Type.String(), Type.Null()]),
    rows: Type.Union([Type.Array(Type.Integer({ minimum: 8, maximum: 24 }), { minItems: 16, maxItems: 16 }), Type.Null()], { description: 'the sixteen dot counts; null when the Mothers were given' }),
    mothers: Type.Array(FigureOut, { minItems: 4, maxItems: 4 }),
    daughters: Type.Array(FigureOut, { minItems: 4, maxItems: 4 }),
    nieces: Type.Array(FigureOut, { minItems: 4, maxItems: 4 }),
    rightWitness: FigureOut,
    leftWitness: FigureOut,
    judge: FigureOut,
    reconciler: FigureOut,
    verdict: Type.Union(['favourable', 'unfavourable', 'mixed'].map((e) => Type.Literal(e))),
  }),
  cache: false,
  examples: [{ name: 'seeded', body: { seed: 42 } }, { name: 'by-hand', body: { mothers: ['puer', 'via', 'albus', 'carcer'] } }],
  deps: { random: Random },
  handler: ({ body }, { random }) => {
    const m = mothersFrom(body, (s) => random.seeded(s));
    const s = shield(m.mothers);
    return {
      seed: m.seed,
      question: body.question ?? null,
      rows: m.dots,
      mothers: s.mothers.map(figureOut),
      daughters: s.daughters.map(figureOut),
      nieces: s.nieces.map(figureOut),
      rightWitness: figureOut(s.rightWitness),
      leftWitness: figureOut(s.leftWitness),
      judge: figureOut(s.judge),
      reconciler: figureOut(s.reconciler),
      verdict: figureOf(s.judge).favourable,
    };
  },
});
