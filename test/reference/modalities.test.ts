import t from 'tap';
import op from '../../plugins/reference/src/modalities.js';
import { fetchDictionary, signNumbers } from './helpers.js';

t.test('GET /reference/modalities', async (t) => {
  const { modalities, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.same(modalities.map((m: any) => [m.slug, m.classicalName]), [['cardinal', 'tropical'], ['fixed', 'solid'], ['mutable', 'bicorporeal']]);
  t.same(signNumbers(modalities[0].signs), [1, 4, 7, 10], 'Aries, Cancer, Libra, Capricorn');
  t.same(modalities[0].signs.map((s: any) => s.signName), ['Aries', 'Cancer', 'Libra', 'Capricorn']);
  t.same(signNumbers(modalities[1].signs), [2, 5, 8, 11], 'Taurus, Leo, Scorpio, Aquarius');
  t.same(signNumbers(modalities[2].signs), [3, 6, 9, 12], 'Gemini, Virgo, Sagittarius, Pisces');
  t.equal(modalities[0].i18nKey, 'modality.cardinal');
  t.equal(modalities[0].name, 'Cardinal');
  t.equal(modalities[0].seasonRole, 'begins a season: the Sun enters these signs at the equinoxes and solstices');
});

t.test('GET /reference/modalities?lang=hi', async (t) => {
  const { modalities } = await fetchDictionary(t, op, '?lang=hi');
  t.same(modalities.map((m: any) => m.name), ['चर', 'स्थिर', 'द्विस्वभाव']);
  t.equal(modalities[0].signs[0].signName, 'मेष');
  t.match(modalities[0].seasonRole, /सूर्य/);
});
