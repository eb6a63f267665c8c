import t from 'tap';
import op from '../../plugins/reference/src/dignities.js';
import { fetchDictionary, lordSlugs } from './helpers.js';

const bySlug = (spans: { planet: { slug: string } }[]) => spans.map((x) => ({ ...x, planet: x.planet.slug }));

t.test('GET /reference/dignities', async (t) => {
  const { signs, scores, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(signs.length, 12);
  t.same(scores, { domicile: 5, exaltation: 4, triplicity: 3, term: 2, face: 1, detriment: -5, fall: -4, peregrine: -5 }, "Lilly's scores");
  const aries = signs[0];
  t.match(aries, { sign: 1, signName: 'Aries', domicile: { slug: 'mars', name: 'Mars' }, exaltation: { planet: { slug: 'sun' }, degree: 19 }, detriment: { slug: 'venus' }, fall: { slug: 'saturn' } });
  t.same(lordSlugs(aries.triplicity), { day: 'sun', night: 'jupiter', participating: 'saturn' });
  t.same(bySlug(aries.terms), [
    { planet: 'jupiter', startDeg: 0, endDeg: 6 },
    { planet: 'venus', startDeg: 6, endDeg: 12 },
    { planet: 'mercury', startDeg: 12, endDeg: 20 },
    { planet: 'mars', startDeg: 20, endDeg: 25 },
    { planet: 'saturn', startDeg: 25, endDeg: 30 },
  ], 'Egyptian terms of Aries (Tetrabiblos I.20)');
  t.same(bySlug(aries.faces), [{ planet: 'mars', startDeg: 0 }, { planet: 'sun', startDeg: 10 }, { planet: 'venus', startDeg: 20 }], 'faces from Mars at 0 Aries');
  t.same(signs[11].faces.map((f: any) => f.planet.slug), ['saturn', 'jupiter', 'mars'], 'Pisces: the Chaldean order closes on Mars');
  // Each sign's terms tile 0-30 without gaps.
  for (const s of signs) {
    t.equal(s.terms[0].startDeg, 0);
    t.equal(s.terms[4].endDeg, 30);
    for (let i = 1; i < 5; i++) t.equal(s.terms[i].startDeg, s.terms[i - 1].endDeg);
  }
  // The Egyptian terms give each planet a fixed share of the zodiac.
  const totals: Record<string, number> = {};
  for (const s of signs) for (const term of s.terms) totals[term.planet.slug] = (totals[term.planet.slug] ?? 0) + term.endDeg - term.startDeg;
  t.same(totals, { saturn: 57, jupiter: 79, mars: 66, venus: 82, mercury: 76 }, 'term totals Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76');
  t.equal(signs.find((s: any) => s.sign === 8).domicile.slug, 'mars', 'Scorpio: traditional domicile, not Pluto');
  t.equal(signs.find((s: any) => s.sign === 8).fall.slug, 'moon');
});

t.test('GET /reference/dignities?lang=el', async (t) => {
  const { signs, language } = await fetchDictionary(t, op, '?lang=el');
  t.equal(language, 'el');
  t.match(signs[0], { sign: 1, signName: 'Κριός', domicile: { slug: 'mars', name: 'Άρης' } });
});
