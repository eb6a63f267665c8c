import t from 'tap';
import op from '../../plugins/reference/src/polarities.js';
import { fetchDictionary, signNumbers } from './helpers.js';

t.test('GET /reference/polarities', async (t) => {
  const { polarities, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(polarities.length, 2);
  t.match(polarities[0], { slug: 'masculine', name: 'Masculine', sect: 'diurnal', yinYang: 'yang' });
  t.same(signNumbers(polarities[0].signs), [1, 3, 5, 7, 9, 11], 'Aries, Gemini, Leo, Libra, Sagittarius, Aquarius');
  t.match(polarities[1], { slug: 'feminine', name: 'Feminine', sect: 'nocturnal', yinYang: 'yin' });
  t.same(polarities[1].signs.map((s: any) => s.signName), ['Taurus', 'Cancer', 'Virgo', 'Scorpio', 'Capricorn', 'Pisces']);
});

t.test('GET /reference/polarities?lang=es', async (t) => {
  const { polarities } = await fetchDictionary(t, op, '?lang=es');
  t.same(polarities.map((p: any) => p.name), ['Masculino', 'Femenino']);
  t.equal(polarities[1].signs[1].signName, 'Cáncer');
});
