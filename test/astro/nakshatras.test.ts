import t from 'tap';
import { ABHIJIT, inAbhijit, NAKSHATRAS, NAKSHATRA_SPAN, nakshatraOf, nakshatraStart, navamsaSignOf, PADA_SPAN, VIMSHOTTARI_LORDS, VIMSHOTTARI_YEARS } from '@celestial/core/astro';

t.test('the 27 nakshatras (BPHS)', async (t) => {
  t.equal(NAKSHATRAS.length, 27);
  t.equal(NAKSHATRA_SPAN * 27, 360);
  t.equal(PADA_SPAN * 4, NAKSHATRA_SPAN);
  t.match(NAKSHATRAS[0], { number: 1, slug: 'ashwini', name: 'Ashwini', ruler: 'Ketu', deity: /Ashvini/, gana: 'deva' });
  t.match(NAKSHATRAS[3], { name: 'Rohini', ruler: 'Moon', deity: /Prajapati/ });
  t.match(NAKSHATRAS[9], { name: 'Magha', ruler: 'Ketu', deity: /Pitris/, gana: 'rakshasa' });
  t.match(NAKSHATRAS[18], { name: 'Mula', ruler: 'Ketu', deity: 'Nirriti' });
  t.match(NAKSHATRAS[21], { name: 'Shravana', ruler: 'Moon', deity: 'Vishnu' });
  t.match(NAKSHATRAS[26], { name: 'Revati', ruler: 'Mercury', deity: 'Pushan' });
  t.same(NAKSHATRAS.map((n) => n.number), Array.from({ length: 27 }, (_, i) => i + 1));
  t.equal(new Set(NAKSHATRAS.map((n) => n.slug)).size, 27);
  t.equal(Object.values(VIMSHOTTARI_YEARS).reduce((a, b) => a + b, 0), 120, 'Vimshottari years total 120');
  t.same(VIMSHOTTARI_LORDS, ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury']);
  t.equal(nakshatraStart(4), 40);
  t.equal(nakshatraStart(27), 346 + 2 / 3);
});

t.test('nakshatraOf and padas', async (t) => {
  t.match(nakshatraOf(0), { pada: 1, degreeInNakshatra: 0, fraction: 0 });
  t.equal(nakshatraOf(0).nakshatra.name, 'Ashwini');
  t.equal(nakshatraOf(13.3333).nakshatra.name, 'Ashwini');
  t.equal(nakshatraOf(40 / 3).nakshatra.name, 'Bharani', 'a boundary belongs to the next nakshatra');
  t.equal(nakshatraOf(45).nakshatra.name, 'Rohini');
  t.equal(nakshatraOf(45).pada, 2, '45 deg = Rohini 5 deg: pada 2');
  t.equal(nakshatraOf(359.99).nakshatra.name, 'Revati');
  t.equal(nakshatraOf(359.99).pada, 4);
  t.equal(nakshatraOf(-0.5).nakshatra.name, 'Revati', 'negative longitudes wrap');
  t.ok(Math.abs(nakshatraOf(20).fraction - 0.5) < 1e-12, '20 deg is half of Bharani');
  t.equal(navamsaSignOf(0), 'Aries');
  t.equal(navamsaSignOf(3.34), 'Taurus');
  t.equal(navamsaSignOf(30), 'Capricorn', '0 Taurus: the fixed sign starts from the 9th, Capricorn');
  t.equal(navamsaSignOf(60), 'Libra', '0 Gemini: the dual sign starts from the 5th, Libra');
  t.equal(navamsaSignOf(120), 'Aries', '0 Leo: navamsas restart at Aries');
});

t.test('Abhijit', async (t) => {
  t.ok(Math.abs(ABHIJIT.startLongitude - 276.6666667) < 1e-6);
  t.ok(Math.abs(ABHIJIT.endLongitude - 280.8888889) < 1e-6);
  t.ok(Math.abs(ABHIJIT.startLongitude - (nakshatraStart(21) + 3 * PADA_SPAN)) < 1e-9, 'the last pada of Uttara Ashadha');
  t.ok(Math.abs(ABHIJIT.endLongitude - (nakshatraStart(22) + NAKSHATRA_SPAN / 15)) < 1e-9, 'plus a fifteenth of Shravana');
  t.ok(inAbhijit(278));
  t.notOk(inAbhijit(276));
  t.notOk(inAbhijit(281));
});
