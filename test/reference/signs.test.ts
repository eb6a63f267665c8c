import t from 'tap';
import op from '../../plugins/reference/src/signs.js';
import { fetchDictionary, slugs } from './helpers.js';

const lords = (r: { traditional: { slug: string }; modern: { slug: string } }) => ({ traditional: r.traditional.slug, modern: r.modern.slug });

t.test('GET /reference/signs', async (t) => {
  const { signs, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(signs.length, 12);
  const aries = signs[0];
  t.match(aries, { sign: 1, slug: 'aries', name: 'Aries', glyph: '\u2648', startLongitude: 0, element: 'fire', modality: 'cardinal', polarity: 'masculine', bodyPart: 'head', i18nKey: 'sign.aries' });
  t.same(aries.rulers, { traditional: { slug: 'mars', name: 'Mars' }, modern: { slug: 'mars', name: 'Mars' } });
  t.same(aries.exaltation, { planet: { slug: 'sun', name: 'Sun' }, degree: 19 }, 'Aries exalts the Sun at 19');
  t.equal(aries.detriment.slug, 'venus');
  t.equal(aries.fall.slug, 'saturn');
  const bySlug = Object.fromEntries(signs.map((s: any) => [s.slug, s]));
  t.same(lords(bySlug.scorpio.rulers), { traditional: 'mars', modern: 'pluto' }, 'Scorpio: modern ruler Pluto');
  t.same(lords(bySlug.aquarius.rulers), { traditional: 'saturn', modern: 'uranus' });
  t.same(lords(bySlug.pisces.rulers), { traditional: 'jupiter', modern: 'neptune' });
  t.same(bySlug.cancer.exaltation, { planet: { slug: 'jupiter', name: 'Jupiter' }, degree: 15 });
  t.equal(bySlug.capricorn.fall.slug, 'jupiter');
  t.equal(bySlug.leo.exaltation, null);
  t.equal(bySlug.leo.detriment.slug, 'saturn', 'Leo: detriment of Saturn, lord of Aquarius');
  t.equal(bySlug.libra.fall.slug, 'sun');
  t.equal(bySlug.aquarius.fall, null);
  t.equal(bySlug.pisces.bodyPart, 'feet', 'Manilius: the Fishes claim the feet');
  t.same(signs.map((s: any) => s.sign), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'signs numbered as positions number them');
  t.same(signs.map((s: any) => s.startLongitude), [0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
  t.equal(signs.filter((s: any) => s.exaltation).length, 7, 'seven exaltations');
  t.same(slugs(signs.map((s: any) => s.detriment)).slice(0, 3), ['venus', 'mars', 'jupiter']);
});

t.test('GET /reference/signs?lang=uk localises the names, never the slugs', async (t) => {
  const { signs, language } = await fetchDictionary(t, op, '?lang=uk');
  t.equal(language, 'uk');
  t.equal(signs[0].name, 'Овен');
  t.equal(signs[0].slug, 'aries');
  t.equal(signs[0].i18nKey, 'sign.aries');
  t.equal(signs[11].name, 'Риби');
  t.same(signs[0].rulers.traditional, { slug: 'mars', name: 'Марс' });
  t.same(signs[0].exaltation.planet, { slug: 'sun', name: 'Сонце' });
  t.equal(signs[0].bodyPart, 'голова', 'Manilius in Ukrainian');
  t.equal(signs[11].bodyPart, 'ступні');
});
