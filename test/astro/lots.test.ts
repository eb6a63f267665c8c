import t from 'tap';
import { LOTS, lotBySlug, lotFormula, lotLongitude, lotTerms } from '@celestial/core/astro';

const fortune = lotBySlug('fortune')!;
const spirit = lotBySlug('spirit')!;

t.test('the lot table', async (t) => {
  t.same(LOTS.slice(0, 7).map((l) => l.slug), ['fortune', 'spirit', 'eros', 'necessity', 'courage', 'victory', 'nemesis'], 'the seven Hermetic lots first');
  t.equal(new Set(LOTS.map((l) => l.slug)).size, LOTS.length);
  t.equal(lotFormula(fortune, true), 'Asc + Moon - Sun');
  t.equal(lotFormula(fortune, false), 'Asc + Sun - Moon');
  t.same(lotTerms(lotBySlug('brothers')!, false), { add: 'Jupiter', subtract: 'Saturn' }, 'not reversed at night');
  for (const l of LOTS) t.ok(l.source.length > 0 && l.signification.length > 0, `${l.slug} is sourced`);
});

t.test('lot longitudes', async (t) => {
  // Asc 100, Sun 10, Moon 70.
  const pos = { Asc: 100, Sun: 10, Moon: 70, Venus: 40, Mercury: 20, Mars: 300, Jupiter: 200, Saturn: 250 };
  t.equal(lotLongitude(fortune, pos, true), 160, 'day Fortune = Asc + Moon - Sun');
  t.equal(lotLongitude(fortune, pos, false), 40, 'night Fortune = Asc + Sun - Moon');
  t.equal(lotLongitude(spirit, pos, true), 40, 'day Spirit');
  // Fortune and Spirit swap by day and night.
  t.equal(lotLongitude(spirit, pos, false), lotLongitude(fortune, pos, true));
  // Eros (day) = Asc + Venus - Spirit = 100 + 40 - 40.
  t.equal(lotLongitude(lotBySlug('eros')!, pos, true), 100);
  // Necessity (day) = Asc + Fortune - Mercury = 100 + 160 - 20.
  t.equal(lotLongitude(lotBySlug('necessity')!, pos, true), 240);
  // A given Fortune is used as given.
  t.equal(lotLongitude(lotBySlug('necessity')!, { ...pos, Fortune: 0 }, true), 80);
  // Results fold into [0, 360).
  t.equal(lotLongitude(lotBySlug('courage')!, pos, true), 320, '100 + 160 - 300 = -40 -> 320');
  t.throws(() => lotLongitude(lotBySlug('father')!, { Asc: 0, Sun: 1 }, true), /Saturn/);
});
