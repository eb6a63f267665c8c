import t from 'tap';
import op from '../../plugins/reference/src/houses.js';
import { HOUSE_SYSTEMS } from '@celestial/core/astro';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/houses', async (t) => {
  const { houses, houseSystems } = await fetchDictionary(t, op);
  t.equal(houses.length, 12);
  t.same(houses.map((h: any) => h.angularity).slice(0, 4), ['angular', 'succedent', 'cadent', 'angular']);
  t.same(houses.filter((h: any) => h.angularity === 'angular').map((h: any) => h.number), [1, 4, 7, 10]);
  t.match(houses[10], { number: 11, naturalSign: 'Aquarius', joy: 'Jupiter', greekName: /Agathos Daimon/ });
  t.match(houses[11], { number: 12, joy: 'Saturn', greekName: /Kakos Daimon/ });
  t.match(houses[0], { joy: 'Mercury', naturalSign: 'Aries' });
  t.equal(houses[5].joy, 'Mars');
  t.equal(houses[1].joy, null);
  t.ok(houses.every((h: any) => h.topics.length > 0));
  t.equal(houseSystems.length, 25);
  t.same(houseSystems.map((h: any) => h.code), ['P', 'K', 'R', 'C', 'E', 'W', 'B', 'M', 'O', 'A', 'T', 'V', 'D', 'F', 'G', 'H', 'I', 'i', 'L', 'N', 'Q', 'S', 'U', 'X', 'Y']);
  t.same(houseSystems, HOUSE_SYSTEMS.map((h) => ({ code: h.code, name: h.name })), 'read from the core table');
  t.ok(houseSystems.find((h: any) => h.code === 'I').name !== houseSystems.find((h: any) => h.code === 'i').name, 'I and i differ');
});
