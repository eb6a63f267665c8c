import t from 'tap';
import op from '../../plugins/reference/src/nakshatras.js';
import { fetchDictionary, slugs } from './helpers.js';

t.test('GET /reference/nakshatras', async (t) => {
  const { nakshatras, abhijit, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(nakshatras.length, 27);
  t.match(nakshatras[0], { number: 1, slug: 'ashwini', name: 'Ashwini', startLongitude: 0, ruler: { slug: 'ketu', name: 'Ketu' }, gana: 'deva' });
  t.match(nakshatras[3], { number: 4, name: 'Rohini', ruler: { slug: 'moon' } });
  t.match(nakshatras[26], { number: 27, name: 'Revati', ruler: { slug: 'mercury' } });
  t.match(nakshatras[10], { slug: 'purva-phalguni', name: 'Purva Phalguni' });
  t.same(slugs(nakshatras.slice(0, 9).map((n: any) => n.ruler)), ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury']);
  for (let i = 0; i < 27; i++) {
    const n = nakshatras[i];
    t.ok(Math.abs(n.startLongitude - i * (13 + 20 / 60)) < 1e-9, `${n.name} starts at ${i} x 13 deg 20'`);
    t.same(n.ruler, nakshatras[i % 9].ruler, 'lords repeat every nine');
    t.equal(n.padas.length, 4);
    n.padas.forEach((p: any, k: number) => t.ok(Math.abs(p.startLongitude - (n.startLongitude + k * 10 / 3)) < 1e-9));
  }
  t.same(nakshatras[0].padas.map((p: any) => p.navamsa.signName), ['Aries', 'Taurus', 'Gemini', 'Cancer'], 'Ashwini padas: Aries to Cancer navamsas');
  t.same(nakshatras[0].padas.map((p: any) => p.navamsa.sign), [1, 2, 3, 4]);
  t.same(nakshatras[1].padas.map((p: any) => p.navamsa.signName), ['Leo', 'Virgo', 'Libra', 'Scorpio']);
  t.same(nakshatras[26].padas.map((p: any) => p.navamsa.signName), ['Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'], 'Revati ends on the Pisces navamsa');
  t.same(nakshatras[9].padas[0].navamsa, { sign: 1, signName: 'Aries' }, 'Magha pada 1 (0 Leo) restarts at Aries');
  const ganas = { deva: 0, manushya: 0, rakshasa: 0 } as Record<string, number>;
  for (const n of nakshatras) ganas[n.gana]!++;
  t.same(ganas, { deva: 9, manushya: 9, rakshasa: 9 });
  t.match(abhijit, { slug: 'abhijit', name: 'Abhijit' });
  t.ok(Math.abs(abhijit.startLongitude - (276 + 40 / 60)) < 1e-9, "Abhijit from 276 deg 40'");
  t.ok(Math.abs(abhijit.endLongitude - (280 + 53 / 60 + 20 / 3600)) < 1e-9, "to 280 deg 53' 20\"");
});

t.test('nakshatra names in the language of the answer; slugs stay', async (t) => {
  const ru = await fetchDictionary(t, op, '?lang=ru');
  t.match(ru.nakshatras[0], { slug: 'ashwini', name: 'Ашвини', ruler: { slug: 'ketu', name: 'Кету' } });
  const hi = await fetchDictionary(t, op, '?lang=hi');
  t.match(hi.nakshatras[0], { slug: 'ashwini', name: 'अश्विनी' });
  t.equal(hi.abhijit.name, 'अभिजित');
  t.equal(hi.nakshatras[0].deity, 'अश्विनी कुमार (दिव्य अश्वारोही)');
  t.equal(ru.nakshatras[12].symbol, 'рука', 'Hasta: the hand');
  t.equal(hi.nakshatras[0].padas[0].navamsa.signName, 'मेष');
  const de = await fetchDictionary(t, op, '?lang=de');
  t.equal(de.nakshatras[0].name, 'Ashwini', 'Latin scripts keep the transliteration');
});
