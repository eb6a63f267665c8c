import t from 'tap';
import op from '../../plugins/reference/src/houses.js';
import { HOUSE_SYSTEMS } from '@celestial/core/astro';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/houses', async (t) => {
  const { houses, houseSystems, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(houses.length, 12);
  t.same(houses.map((h: any) => h.angularity).slice(0, 4), ['angular', 'succedent', 'cadent', 'angular']);
  t.same(houses.filter((h: any) => h.angularity === 'angular').map((h: any) => h.number), [1, 4, 7, 10]);
  t.match(houses[10], { number: 11, slug: 'eleventh', name: '11th house', naturalSign: { sign: 11, signName: 'Aquarius' }, joy: { slug: 'jupiter', name: 'Jupiter' }, greekName: /Agathos Daimon/ });
  t.match(houses[11], { number: 12, joy: { slug: 'saturn' }, greekName: /Kakos Daimon/ });
  t.match(houses[0], { slug: 'first', name: '1st house', joy: { slug: 'mercury' }, naturalSign: { sign: 1, signName: 'Aries' } });
  t.equal(houses[5].joy.slug, 'mars');
  t.equal(houses[1].joy, null);
  t.ok(houses.every((h: any) => h.topics.length > 0));
  t.same(houses[0].topics, ['life', 'the body', 'the breath (spirit)', 'character', 'the helm of the life']);
  t.equal(houseSystems.length, 25);
  t.same(houseSystems.map((h: any) => h.code), ['P', 'K', 'R', 'C', 'E', 'W', 'B', 'M', 'O', 'A', 'T', 'V', 'D', 'F', 'G', 'H', 'I', 'i', 'L', 'N', 'Q', 'S', 'U', 'X', 'Y']);
  t.same(houseSystems.map((h: any) => h.name), HOUSE_SYSTEMS.map((h) => (h.code === 'A' ? 'Equal (from the Ascendant)' : h.name)), 'the core names (A is E under its second letter)');
  t.match(houseSystems[0], { code: 'P', slug: 'placidus', name: 'Placidus' });
  t.match(houseSystems.find((h: any) => h.code === 'W'), { slug: 'whole-sign' });
  t.ok(houseSystems.find((h: any) => h.code === 'I').name !== houseSystems.find((h: any) => h.code === 'i').name, 'I and i differ');
});

t.test('GET /reference/houses with Accept-Language: ru', async (t) => {
  const { houses, houseSystems, language } = await fetchDictionary(t, op, '', { 'accept-language': 'ru' });
  t.equal(language, 'ru');
  t.match(houses[9], { name: '10-й дом', naturalSign: { sign: 10, signName: 'Козерог' }, joy: null });
  t.match(houseSystems[0], { code: 'P', slug: 'placidus', name: 'Плацидус' });
  t.same(houses[0].topics, ['жизнь', 'тело', 'дыхание (дух)', 'характер', 'кормило жизни'], 'Valens\' topics of the Horoskopos in Russian');
  t.equal(houses[10].greekName, 'Агатос Даймон (Добрый Дух)');
});
