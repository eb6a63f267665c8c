import t from 'tap';
import op from '../../plugins/reference/src/polarities.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/polarities', async (t) => {
  const { polarities } = await fetchDictionary(t, op);
  t.equal(polarities.length, 2);
  t.match(polarities[0], { slug: 'masculine', name: 'Masculine', sect: 'diurnal', yinYang: 'yang', signs: ['Aries', 'Gemini', 'Leo', 'Libra', 'Sagittarius', 'Aquarius'] });
  t.match(polarities[1], { slug: 'feminine', name: 'Feminine', sect: 'nocturnal', yinYang: 'yin', signs: ['Taurus', 'Cancer', 'Virgo', 'Scorpio', 'Capricorn', 'Pisces'] });
});

t.test('GET /reference/polarities?lang=es', async (t) => {
  const { polarities } = await fetchDictionary(t, op, '?lang=es');
  t.same(polarities.map((p: any) => p.name), ['Masculino', 'Femenino']);
});
