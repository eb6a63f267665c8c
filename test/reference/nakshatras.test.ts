import t from 'tap';
import op from '../../plugins/reference/src/nakshatras.js';
import { fetchDictionary } from './helpers.js';

t.test('GET /reference/nakshatras', async (t) => {
  const { nakshatras, abhijit } = await fetchDictionary(t, op);
  t.equal(nakshatras.length, 27);
  t.match(nakshatras[0], { number: 1, name: 'Ashwini', startLongitude: 0, ruler: 'Ketu', gana: 'deva' });
  t.match(nakshatras[3], { number: 4, name: 'Rohini', ruler: 'Moon' });
  t.match(nakshatras[26], { number: 27, name: 'Revati', ruler: 'Mercury' });
  t.same(nakshatras.slice(0, 9).map((n: any) => n.ruler), ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
  for (let i = 0; i < 27; i++) {
    const n = nakshatras[i];
    t.ok(Math.abs(n.startLongitude - i * (13 + 20 / 60)) < 1e-9, `${n.name} starts at ${i} x 13 deg 20'`);
    t.equal(n.ruler, nakshatras[i % 9].ruler, 'lords repeat every nine');
    t.equal(n.padas.length, 4);
    n.padas.forEach((p: any, k: number) => t.ok(Math.abs(p.startLongitude - (n.startLongitude + k * 10 / 3)) < 1e-9));
  }
  t.same(nakshatras[0].padas.map((p: any) => p.navamsaSign), ['Aries', 'Taurus', 'Gemini', 'Cancer'], 'Ashwini padas: Aries to Cancer navamsas');
  t.same(nakshatras[1].padas.map((p: any) => p.navamsaSign), ['Leo', 'Virgo', 'Libra', 'Scorpio']);
  t.same(nakshatras[26].padas.map((p: any) => p.navamsaSign), ['Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'], 'Revati ends on the Pisces navamsa');
  t.same(nakshatras[9].padas[0].navamsaSign, 'Aries', 'Magha pada 1 (0 Leo) restarts at Aries');
  const ganas = { deva: 0, manushya: 0, rakshasa: 0 } as Record<string, number>;
  for (const n of nakshatras) ganas[n.gana]!++;
  t.same(ganas, { deva: 9, manushya: 9, rakshasa: 9 });
  t.ok(Math.abs(abhijit.startLongitude - (276 + 40 / 60)) < 1e-9, "Abhijit from 276 deg 40'");
  t.ok(Math.abs(abhijit.endLongitude - (280 + 53 / 60 + 20 / 3600)) < 1e-9, "to 280 deg 53' 20\"");
});

t.test('nakshatra names stay Sanskrit in every language', async (t) => {
  const { nakshatras } = await fetchDictionary(t, op, '?lang=ru');
  t.equal(nakshatras[0].name, 'Ashwini');
});
