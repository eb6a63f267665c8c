import t from 'tap';
import op from '../../plugins/reference/src/elements.js';
import { fetchDictionary, lordSlugs, signNumbers } from './helpers.js';

t.test('GET /reference/elements', async (t) => {
  const { elements, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.same(elements.map((e: any) => e.slug), ['fire', 'earth', 'air', 'water']);
  const by = Object.fromEntries(elements.map((e: any) => [e.slug, e]));
  t.same(signNumbers(by.fire.signs), [1, 5, 9], 'Aries, Leo, Sagittarius');
  t.same(by.fire.signs.map((s: any) => s.signName), ['Aries', 'Leo', 'Sagittarius']);
  t.same(signNumbers(by.water.signs), [4, 8, 12], 'Cancer, Scorpio, Pisces');
  t.same(by.fire.qualities, { temperature: 'hot', moisture: 'dry' });
  t.same(by.earth.qualities, { temperature: 'cold', moisture: 'dry' });
  t.same(by.air.qualities, { temperature: 'hot', moisture: 'wet' });
  t.same(by.water.qualities, { temperature: 'cold', moisture: 'wet' });
  t.same(lordSlugs(by.fire.triplicityRulers), { day: 'sun', night: 'jupiter', participating: 'saturn' }, 'Dorotheus: fire Sun, Jupiter, Saturn');
  t.same(lordSlugs(by.earth.triplicityRulers), { day: 'venus', night: 'moon', participating: 'mars' });
  t.same(lordSlugs(by.air.triplicityRulers), { day: 'saturn', night: 'mercury', participating: 'jupiter' });
  t.same(lordSlugs(by.water.triplicityRulers), { day: 'venus', night: 'mars', participating: 'moon' });
  t.equal(by.fire.triplicityRulers.day.name, 'Sun');
});

t.test('GET /reference/elements?lang=ja', async (t) => {
  const { elements, language } = await fetchDictionary(t, op, '?lang=ja');
  t.equal(language, 'ja');
  t.same(elements.map((e: any) => e.name), ['火', '地', '風', '水']);
  t.same(elements[0].signs.map((s: any) => s.signName), ['牡羊座', '獅子座', '射手座']);
  t.equal(elements[0].triplicityRulers.day.name, '太陽');
});
