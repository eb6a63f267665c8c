/**
 * Grahas by reference where Vedic answers held slugs (issue 12, task C2): the rashi chart's and
 * the varshaphal chart's house occupants, the badhaka sthana's occupants, the Tajika yogas'
 * grahas, the yogas' planets, the navamsa's vargottama grahas. Each is { slug, name in the
 * answer's language, graha, id? }; the slug never follows the language.
 * Delhi, 15 July 1990 14:30 IST (Lahiri): the Sun at 28 deg 54' sidereal Gemini (pyjhora, as
 * test/vedic/charts-divisional.test.ts reads it), Mercury with it in Gemini.
 */
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';
import rashiOp from '../../plugins/vedic/src/chart/rashi.js';
import badhakaOp from '../../plugins/vedic/src/chart/badhaka.js';
import tajikaOp from '../../plugins/vedic/src/varshaphal/tajika-yogas.js';

const GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
// The grahas' Hindi names (Surya, Chandra, Mangala, Budha, Brihaspati, Shukra, Shani, Rahu, Ketu), and the English ones.
const HI: Record<string, string> = { sun: 'सूर्य', moon: 'चंद्र', mars: 'मंगल', mercury: 'बुध', jupiter: 'बृहस्पति', venus: 'शुक्र', saturn: 'शनि', rahu: 'राहु', ketu: 'केतु' };
const EN: Record<string, string> = { sun: 'Sun', moon: 'Moon', mars: 'Mars', mercury: 'Mercury', jupiter: 'Jupiter', venus: 'Venus', saturn: 'Saturn', rahu: 'Rahu', ketu: 'Ketu' };

t.test('rashi houses: occupants by reference, the planets of the house, named in en and hi', async (t) => {
  const [en, hi] = await Promise.all([post('/v1/vedic/chart/rashi', DELHI_BIRTH), post('/v1/vedic/chart/rashi', DELHI_BIRTH, { 'accept-language': 'hi' })]);
  t.equal(en.status, 200);
  t.equal(schemaErrors(rashiOp.response, en.body.data), null);
  for (const [res, names] of [[en, EN], [hi, HI]] as const) {
    const d = res.body.data;
    for (const h of d.houses) {
      const expected = d.planets.filter((p: any) => p.sign === h.sign).map((p: any) => p.slug);
      t.same(h.occupants.map((o: any) => o.slug), expected, `house ${h.house}: the grahas in its sign`);
      for (const o of h.occupants) t.same(o, { slug: o.slug, name: names[o.slug], graha: GRAHAS.indexOf(o.slug), ...(o.slug === 'rahu' || o.slug === 'ketu' ? {} : { id: o.id }) });
    }
    const gemini = d.houses.find((h: any) => h.sign === 3);
    t.ok(gemini.occupants.some((o: any) => o.slug === 'sun' && o.graha === 0), 'the Sun in sidereal Gemini');
  }
  t.equal(hi.body.data.houses.find((h: any) => h.sign === 3).occupants.find((o: any) => o.slug === 'sun').name, 'सूर्य');
});

t.test('badhaka occupants and Tajika yogas\' grahas by reference in en and hi', async (t) => {
  const b = await post('/v1/vedic/chart/badhaka', DELHI_BIRTH, { 'accept-language': 'hi' });
  t.equal(b.status, 200);
  t.equal(schemaErrors(badhakaOp.response, b.body.data), null);
  const rashi = (await post('/v1/vedic/chart/rashi', DELHI_BIRTH)).body.data;
  const inBadhaka = rashi.planets.filter((p: any) => p.sign === b.body.data.badhaka.sign).map((p: any) => p.slug);
  t.same(b.body.data.occupants.map((o: any) => o.slug), inBadhaka, 'the grahas in the badhaka sign');
  for (const o of b.body.data.occupants) t.equal(o.name, HI[o.slug]);

  const body = { ...DELHI_BIRTH, year: 2024 };
  const [en, hi] = await Promise.all([post('/v1/vedic/varshaphal/tajika-yogas', body), post('/v1/vedic/varshaphal/tajika-yogas', body, { 'accept-language': 'hi' })]);
  t.equal(schemaErrors(tajikaOp.response, en.body.data), null);
  t.ok(en.body.data.yogas.length > 0);
  t.same(hi.body.data.yogas.map((y: any) => y.grahas.map((g: any) => g.slug)), en.body.data.yogas.map((y: any) => y.grahas.map((g: any) => g.slug)), 'slugs do not follow the language');
  for (const y of hi.body.data.yogas) for (const g of y.grahas) t.same([g.name, g.graha], [HI[g.slug], GRAHAS.indexOf(g.slug)]);
  for (const y of en.body.data.yogas) for (const g of y.grahas) t.equal(g.name, EN[g.slug]);
});

t.test('ashtakoot: what each koota compares, by slug and named in en and hi (Muhurta Chintamani rules restated)', async (t) => {
  const { MATCH_EXAMPLE } = await import('../../plugins/vedic/src/lib/koota-charts.js');
  const { default: op } = await import('../../plugins/vedic/src/match/ashtakoot.js');
  const [en, hi, de] = await Promise.all([
    post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE),
    post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE, { 'accept-language': 'hi' }),
    post('/v1/vedic/match/ashtakoot', MATCH_EXAMPLE, { 'accept-language': 'de' }),
  ]);
  t.equal(en.status, 200);
  t.equal(schemaErrors(op.response, en.body.data), null);
  const k = (d: any, slug: string) => d.kootas.find((x: any) => x.slug === slug);
  const d = en.body.data;
  const sides = [[d.groom.moon, 'boy'], [d.bride.moon, 'girl']] as const;
  // Varna by the Moon sign's element: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra.
  const VARNA = ['kshatriya', 'vaishya', 'shudra', 'brahmin'];
  // Sign lords (BPHS ch. 4): Aries Mars ... Pisces Jupiter.
  const LORD = ['mars', 'venus', 'mercury', 'moon', 'sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'saturn', 'jupiter'];
  // Nadi: the stars in zig-zag triplets from Ashwini, Adi Madhya Antya Antya Madhya Adi.
  const NADI = ['adi', 'madhya', 'antya', 'antya', 'madhya', 'adi'];
  for (const [moon, side] of sides) {
    t.equal(k(d, 'varna')[side].slug, VARNA[(moon.sign - 1) % 4], `${side}: varna of sign ${moon.sign}`);
    t.same(k(d, 'graha-maitri')[side].slug, LORD[moon.sign - 1], `${side}: the lord of sign ${moon.sign}`);
    t.same([k(d, 'bhakoot')[side].sign, k(d, 'bhakoot')[side].name], [moon.sign, moon.signName], `${side}: the Moon sign`);
    t.equal(k(d, 'nadi')[side].slug, NADI[(moon.nakshatra.number - 1) % 6], `${side}: nadi of star ${moon.nakshatra.number}`);
  }
  // Tara: the bride's star counted from the groom's, by nines (janma = 1).
  const count = ((d.bride.moon.nakshatra.number - d.groom.moon.nakshatra.number + 27) % 27) % 9;
  t.equal(k(d, 'tara').boy.slug, ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'parama-mitra'][count]);
  t.ok(['male', 'female'].includes(k(d, 'yoni').boy.sex), 'the yoni animal with its sex');
  // The same slugs in every language; the names in the language.
  t.same(hi.body.data.kootas.map((x: any) => [x.boy.slug, x.girl.slug]), d.kootas.map((x: any) => [x.boy.slug, x.girl.slug]));
  t.equal(k(hi.body.data, 'graha-maitri').boy.name, HI[k(d, 'graha-maitri').boy.slug]);
  const HI_VARNA: Record<string, string> = { brahmin: 'ब्राह्मण', kshatriya: 'क्षत्रिय', vaishya: 'वैश्य', shudra: 'शूद्र' };
  t.equal(k(hi.body.data, 'varna').girl.name, HI_VARNA[k(d, 'varna').girl.slug]);
  const DE_ANIMAL: Record<string, string> = { horse: 'Pferd', elephant: 'Elefant', sheep: 'Schaf', serpent: 'Schlange', dog: 'Hund', cat: 'Katze', rat: 'Ratte', cow: 'Kuh', buffalo: 'Büffel', tiger: 'Tiger', deer: 'Hirsch', monkey: 'Affe', mongoose: 'Mungo', lion: 'Löwe' };
  t.equal(k(de.body.data, 'yoni').boy.name, DE_ANIMAL[k(d, 'yoni').boy.slug], 'the yoni animal in German');
  t.equal(k(de.body.data, 'bhakoot').girl.name, de.body.data.bride.moon.signName, 'the Moon sign in German');
});
