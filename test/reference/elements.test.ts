import t from 'tap';
import op from '../../plugins/reference/src/elements.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/elements', async (t) => {
  const { elements } = await fetchDictionary(t, op);
  t.same(elements.map((e: any) => e.slug), ['fire', 'earth', 'air', 'water']);
  const by = Object.fromEntries(elements.map((e: any) => [e.slug, e]));
  t.same(by.fire.signs, ['Aries', 'Leo', 'Sagittarius']);
  t.same(by.water.signs, ['Cancer', 'Scorpio', 'Pisces']);
  t.same(by.fire.qualities, { temperature: 'hot', moisture: 'dry' });
  t.same(by.earth.qualities, { temperature: 'cold', moisture: 'dry' });
  t.same(by.air.qualities, { temperature: 'hot', moisture: 'wet' });
  t.same(by.water.qualities, { temperature: 'cold', moisture: 'wet' });
  t.same(by.fire.triplicityRulers, { day: 'Sun', night: 'Jupiter', participating: 'Saturn' }, 'Dorotheus: fire Sun, Jupiter, Saturn');
  t.same(by.earth.triplicityRulers, { day: 'Venus', night: 'Moon', participating: 'Mars' });
  t.same(by.air.triplicityRulers, { day: 'Saturn', night: 'Mercury', participating: 'Jupiter' });
  t.same(by.water.triplicityRulers, { day: 'Venus', night: 'Mars', participating: 'Moon' });
});

t.test('GET /reference/elements?lang=ja', async (t) => {
  const { elements } = await fetchDictionary(t, op, '?lang=ja');
  t.same(elements.map((e: any) => e.name), ['火', '地', '風', '水']);
});
