import t from 'tap';
import op from '../../plugins/reference/src/dignities.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/dignities', async (t) => {
  const { signs, scores } = await fetchDictionary(t, op);
  t.equal(signs.length, 12);
  t.same(scores, { domicile: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4, peregrine: -5 }, "Lilly's scores");
  const aries = signs[0];
  t.match(aries, { sign: 'Aries', domicile: 'Mars', exaltation: { planet: 'Sun', degree: 19 }, detriment: 'Venus', fall: 'Saturn' });
  t.same(aries.triplicity, { day: 'Sun', night: 'Jupiter', participating: 'Saturn' });
  t.same(aries.terms, [
    { planet: 'Jupiter', startDeg: 0, endDeg: 6 },
    { planet: 'Venus', startDeg: 6, endDeg: 12 },
    { planet: 'Mercury', startDeg: 12, endDeg: 20 },
    { planet: 'Mars', startDeg: 20, endDeg: 25 },
    { planet: 'Saturn', startDeg: 25, endDeg: 30 },
  ], 'Egyptian terms of Aries (Tetrabiblos I.20)');
  t.same(aries.faces, [{ planet: 'Mars', startDeg: 0 }, { planet: 'Sun', startDeg: 10 }, { planet: 'Venus', startDeg: 20 }], 'faces from Mars at 0 Aries');
  t.same(signs[11].faces.map((f: any) => f.planet), ['Saturn', 'Jupiter', 'Mars'], 'Pisces: the Chaldean order closes on Mars');
  // Each sign's terms tile 0-30 without gaps.
  for (const s of signs) {
    t.equal(s.terms[0].startDeg, 0);
    t.equal(s.terms[4].endDeg, 30);
    for (let i = 1; i < 5; i++) t.equal(s.terms[i].startDeg, s.terms[i - 1].endDeg);
  }
  // The Egyptian terms give each planet a fixed share of the zodiac.
  const totals: Record<string, number> = {};
  for (const s of signs) for (const term of s.terms) totals[term.planet] = (totals[term.planet] ?? 0) + term.endDeg - term.startDeg;
  t.same(totals, { Saturn: 57, Jupiter: 79, Mars: 66, Venus: 82, Mercury: 76 }, 'term totals Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76');
  t.equal(signs.find((s: any) => s.sign === 'Scorpio').domicile, 'Mars', 'traditional domicile, not Pluto');
  t.equal(signs.find((s: any) => s.sign === 'Scorpio').fall, 'Moon');
});
