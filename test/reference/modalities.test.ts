import t from 'tap';
import op from '../../plugins/reference/src/modalities.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/modalities', async (t) => {
  const { modalities } = await fetchDictionary(t, op);
  t.same(modalities.map((m: any) => [m.slug, m.classicalName]), [['cardinal', 'tropical'], ['fixed', 'solid'], ['mutable', 'bicorporeal']]);
  t.same(modalities[0].signs, ['Aries', 'Cancer', 'Libra', 'Capricorn']);
  t.same(modalities[1].signs, ['Taurus', 'Leo', 'Scorpio', 'Aquarius']);
  t.same(modalities[2].signs, ['Gemini', 'Virgo', 'Sagittarius', 'Pisces']);
  t.equal(modalities[0].i18nKey, 'modality.cardinal');
  t.equal(modalities[0].name, 'Cardinal');
});

t.test('GET /reference/modalities?lang=hi', async (t) => {
  const { modalities } = await fetchDictionary(t, op, '?lang=hi');
  t.same(modalities.map((m: any) => m.name), ['चर', 'स्थिर', 'द्विस्वभाव']);
});
