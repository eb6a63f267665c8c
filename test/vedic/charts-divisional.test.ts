/**
 * /vedic/divisional/d2..d60: every graha and the lagna in the varga sign pyjhora gives
 * (vectors/vedic-rashi.json, charts.divisional_chart), houses counted from the varga lagna,
 * vargottama, and the amsa deities of BPHS ch. 6 checked on worked examples of the text's rules.
 *
 * Tolerance: a point within 65" of an amsa boundary is not compared (pyjhora's TRUEPOS
 * positions differ from the apparent ones by up to ~60", see foundation.test.ts).
 */
import fs from 'node:fs';
import t from 'tap';
import { post, schemaErrors } from '../helpers/app.js';
import { amsaDeity, navamsaPada } from '../../plugins/vedic/src/lib/divisional.js';
import { VARGA_NUMBERS } from '../../plugins/vedic/src/lib/vargas.js';

const vectors = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-rashi.json', import.meta.url), 'utf8'));
const delhi = vectors.cases.find((c: { name: string }) => c.name === 'delhi-1990');
const mumbai = vectors.cases.find((c: { name: string }) => c.name === 'mumbai-2001');

t.test('amsa deities: worked examples of BPHS ch. 6', async (t) => {
  // D3: 25 deg of any sign is the 3rd drekkana, Durvasa.
  t.equal(amsaDeity(3, 0, 3)!.name, 'Durvasa');
  t.equal(amsaDeity(4, 5, 2)!.name, 'Sananda');
  // D10: 5 deg Aries (odd) is the 2nd dasamsa, Agni; 5 deg Taurus (even) counts in reverse: Brahma.
  t.equal(amsaDeity(10, 0, 2)!.name, 'Agni');
  t.equal(amsaDeity(10, 1, 2)!.name, 'Brahma');
  t.equal(amsaDeity(10, 1, 10)!.name, 'Indra');
  // D12: Ganesha, Ashwini Kumara, Yama, Sarpa repeating: the 5th and the 12th.
  t.equal(amsaDeity(12, 3, 5)!.name, 'Ganesha');
  t.equal(amsaDeity(12, 3, 12)!.name, 'Sarpa');
  // D16: odd Brahma first; even Surya first.
  t.equal(amsaDeity(16, 0, 1)!.name, 'Brahma');
  t.equal(amsaDeity(16, 1, 1)!.name, 'Surya');
  t.equal(amsaDeity(16, 1, 6)!.name, 'Shiva');
  // D60: odd signs from Ghora (krura), even signs from Chandrarekha (saumya).
  t.same(amsaDeity(60, 0, 1), { name: 'Ghora', nature: 'malefic' });
  t.same(amsaDeity(60, 1, 1), { name: 'Chandrarekha', nature: 'benefic' });
  t.same(amsaDeity(60, 0, 60), { name: 'Chandrarekha', nature: 'benefic' });
  t.same(amsaDeity(60, 0, 30), { name: 'Gulika', nature: 'malefic' });
  t.same(amsaDeity(60, 0, 37), { name: 'Sudha', nature: 'benefic' });
  t.equal(amsaDeity(9, 0, 1), null);
});

t.test('navamsa = nakshatra pada (108 of 3 deg 20\')', async (t) => {
  t.same(navamsaPada(0), { navamsa: 1, nakshatra: 1, pada: 1 });
  t.same(navamsaPada(13 + 1 / 3 + 0.1), { navamsa: 5, nakshatra: 2, pada: 1 });
  t.same(navamsaPada(359.9), { navamsa: 108, nakshatra: 27, pada: 4 });
});

t.test('every /vedic/divisional/d* over HTTP: schema, signs against pyjhora, houses from the varga lagna', async (t) => {
  for (const c of [delhi, mumbai]) {
    const lons: Record<string, number> = c.d1;
    for (const n of VARGA_NUMBERS.filter((n) => n > 1)) {
      const { default: op } = await import(`../../plugins/vedic/src/divisional/d${n}.js`);
      const res = await post(`/v1/vedic/divisional/d${n}`, c.body);
      t.equal(res.status, 200, `D${n}`);
      const data = res.body.data;
      t.equal(schemaErrors(op.response, data), null, `D${n} schema`);
      t.equal(data.varga.n, n);
      t.equal(data.varga.variant, 'parashari');
      const part = 30 / n;
      const nearEdge = (lon: number) => Math.min(lon % part, part - (lon % part)) * 3600 < 65;
      const expected = c.vargaSigns[String(n)];
      if (!nearEdge(lons.L!)) t.equal(data.lagna.sign, expected.L + 1, `${c.name} D${n} lagna`);
      for (const p of data.planets) {
        if (!nearEdge(lons[String(p.graha)]!)) t.equal(p.sign, expected[String(p.graha)] + 1, `${c.name} D${n} ${p.name}`);
        t.equal(p.house, ((p.sign - data.lagna.sign + 12) % 12) + 1);
        t.equal(p.vargottama, p.sign === Math.floor(lons[String(p.graha)]! / 30) + 1, `${c.name} D${n} ${p.name} vargottama iff the rashi sign`);
        if ([3, 4, 10, 12, 16, 60].includes(n)) t.ok(p.deity?.name, `D${n} ${p.name} has a deity`);
      }
      t.same(data.vargottama.filter((v: { slug: string }) => v.slug !== 'lagna').map((v: { slug: string }) => v.slug), data.planets.filter((p: { vargottama: boolean }) => p.vargottama).map((p: { slug: string }) => p.slug));
      t.same(data.planets.map((p: { slug: string }) => p.slug), ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu']);
      if (n === 9) t.equal(data.navamsaPada.length, 10);
    }
  }
});

t.test('delhi D9 by hand: Sun 28 deg 54\' Gemini (dual, from Libra): 9th navamsa = Gemini, vargottama', async (t) => {
  const res = await post('/v1/vedic/divisional/d9', delhi.body);
  const sun = res.body.data.planets[0];
  t.equal(sun.sign, 3);
  t.equal(sun.amsa, 9);
  t.equal(sun.vargottama, true);
  t.match(res.body.data.vargottama.find((v: { slug: string }) => v.slug === 'sun'), { slug: 'sun', name: 'Sun', graha: 0, id: 0 }, 'the vargottama Sun by reference');
  t.match(res.body.data.varga, { n: 9, slug: 'navamsa', name: 'Navamsa' });
  t.match(sun, { slug: 'sun', name: 'Sun', graha: 0, id: 0, signName: 'Gemini' });
  t.same(res.body.data.navamsaPada.map((p: { point: { slug: string; name: string } }) => [p.point.slug, p.point.name]).slice(0, 3), [['lagna', 'Ascendant'], ['sun', 'Sun'], ['moon', 'Moon']]);
  // The same chart in German: names and sign names follow the language, slugs do not.
  const de = (await post('/v1/vedic/divisional/d9', { ...delhi.body, language: 'de' })).body.data;
  t.match(de.planets[0], { slug: 'sun', name: 'Sonne', signName: 'Zwillinge', sign: 3 });
  t.match(de.vargottama.find((v: { slug: string }) => v.slug === 'sun'), { slug: 'sun', name: 'Sonne', graha: 0 }, 'the vargottama graha named in German, its slug unchanged');
  t.same(de.navamsaPada.slice(0, 2).map((p: { point: { slug: string; name: string } }) => [p.point.slug, p.point.name]), [['lagna', 'Aszendent'], ['sun', 'Sonne']], 'the navamsa padas\' points in German');
  t.match(de.varga, { n: 9, slug: 'navamsa', name: 'Navamsa' }, 'a technical term: German keeps the transliteration');
  const hi = (await post('/v1/vedic/divisional/d9', delhi.body, { 'accept-language': 'hi' })).body.data;
  t.match(hi.varga, { n: 9, slug: 'navamsa', name: 'नवांश' }, 'the varga in Devanagari');
  const ja = (await post('/v1/vedic/divisional/d60', delhi.body, { 'accept-language': 'ja' })).body.data;
  t.match(ja.varga, { n: 60, slug: 'shashtiamsa', name: 'シャシュティヤンシャ' });
});

t.test('amsa deities carry a slug beside the name (D60 krura/saumya by BPHS ch. 6)', async (t) => {
  const res = await post('/v1/vedic/divisional/d12', delhi.body);
  for (const p of res.body.data.planets) t.match(p.deity, { slug: /^(ganesha|ashwini-kumara|yama|sarpa)$/, name: String, nature: null });
});

t.test('vargaVariant parivritti: D2 by (2s + p) mod 12, echoed; bad variant is a 400 naming the field', async (t) => {
  const res = await post('/v1/vedic/divisional/d2', { ...delhi.body, vargaVariant: 'parivritti' });
  t.equal(res.status, 200);
  t.equal(res.body.data.varga.variant, 'parivritti');
  // Moon 27 deg 46' Pisces (s = 11, p = 1): (22 + 1) mod 12 = 11 -> Pisces.
  t.equal(res.body.data.planets[1].sign, 12);
  // Sun 28 deg 54' Gemini (s = 2, p = 1): 5 -> Virgo (Parashari gives Cancer for an odd sign's 2nd hora).
  t.equal(res.body.data.planets[0].sign, 6);
  const bad = await post('/v1/vedic/divisional/d2', { ...delhi.body, vargaVariant: 'cyclic' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  t.equal(bad.body.error.details[0].path, 'vargaVariant');
});
