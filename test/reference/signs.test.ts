import t from 'tap';
import op from '../../plugins/reference/src/signs.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/signs', async (t) => {
  const { signs } = await fetchDictionary(t, op);
  t.equal(signs.length, 12);
  const aries = signs[0];
  t.match(aries, { index: 0, slug: 'aries', name: 'Aries', glyph: '\u2648', startLongitude: 0, element: 'fire', modality: 'cardinal', polarity: 'masculine', bodyPart: 'head', i18nKey: 'sign.aries' });
  t.same(aries.rulers, { traditional: 'Mars', modern: 'Mars' });
  t.same(aries.exaltation, { planet: 'Sun', degree: 19 }, 'Aries exalts the Sun at 19');
  t.equal(aries.detriment, 'Venus');
  t.equal(aries.fall, 'Saturn');
  const bySlug = Object.fromEntries(signs.map((s: any) => [s.slug, s]));
  t.same(bySlug.scorpio.rulers, { traditional: 'Mars', modern: 'Pluto' }, 'Scorpio: modern ruler Pluto');
  t.same(bySlug.aquarius.rulers, { traditional: 'Saturn', modern: 'Uranus' });
  t.same(bySlug.pisces.rulers, { traditional: 'Jupiter', modern: 'Neptune' });
  t.same(bySlug.cancer.exaltation, { planet: 'Jupiter', degree: 15 });
  t.equal(bySlug.capricorn.fall, 'Jupiter');
  t.equal(bySlug.leo.exaltation, null);
  t.equal(bySlug.leo.detriment, 'Saturn', 'Leo: detriment of Saturn, lord of Aquarius');
  t.equal(bySlug.libra.fall, 'Sun');
  t.equal(bySlug.pisces.bodyPart, 'feet', 'Manilius: the Fishes claim the feet');
  t.same(signs.map((s: any) => s.startLongitude), [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  t.equal(signs.filter((s: any) => s.exaltation).length, 7, 'seven exaltations');
});

t.test('GET /reference/signs?lang=uk localises the names only', async (t) => {
  const { signs } = await fetchDictionary(t, op, '?lang=uk');
  t.equal(signs[0].name, 'Овен');
  t.equal(signs[0].slug, 'aries');
  t.equal(signs[0].i18nKey, 'sign.aries');
  t.equal(signs[11].name, 'Риби');
});
