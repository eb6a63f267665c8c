import t from 'tap';
import op from '../../plugins/reference/src/decans.js';
import { FACE_LORDS } from '@celestial/core/astro';
import { fetchDictionary, slugs } from './helpers.js';

t.test('GET /reference/decans', async (t) => {
  const { decans, language } = await fetchDictionary(t, op);
  t.equal(language, 'en');
  t.equal(decans.length, 36);
  t.same(decans.map((d: any) => d.index), Array.from({ length: 36 }, (_, i) => i + 1));
  t.same(decans.map((d: any) => d.startLongitude), Array.from({ length: 36 }, (_, i) => i * 10));
  t.same(slugs(decans.map((d: any) => d.chaldeanRuler)), FACE_LORDS.map((p) => p.toLowerCase()), 'Chaldean faces from the core table');
  t.same(slugs(decans.slice(0, 3).map((d: any) => d.chaldeanRuler)), ['mars', 'sun', 'venus']);
  t.same(slugs(decans.slice(0, 3).map((d: any) => d.triplicityRuler)), ['mars', 'sun', 'jupiter'], 'Aries drekkanas: Aries, Leo, Sagittarius lords');
  t.same(slugs(decans.slice(3, 6).map((d: any) => d.triplicityRuler)), ['venus', 'mercury', 'saturn'], 'Taurus drekkanas: Taurus, Virgo, Capricorn lords');
  t.same(slugs(decans.slice(33, 36).map((d: any) => d.triplicityRuler)), ['jupiter', 'moon', 'mars'], 'Pisces drekkanas: Pisces, Cancer, Scorpio lords');
  t.equal(decans[0].name, 'Chontare');
  t.equal(decans[9].name, 'Sothis', 'Sothis (Sirius) heads Cancer');
  t.match(decans[35], { slug: 'pisces-third', sign: 12, signName: 'Pisces' });
  t.match(decans[0], { slug: 'aries-first', sign: 1 });
  t.equal(new Set(slugs(decans)).size, 36, 'slugs are unique where the Egyptian names recur');
  t.ok(decans.every((d: any) => d.image.length > 10 && d.name.length > 1));
});

t.test('GET /reference/decans?lang=de: signs and rulers in German', async (t) => {
  const { decans, language } = await fetchDictionary(t, op, '?lang=de');
  t.equal(language, 'de');
  t.match(decans[0], { signName: 'Widder', chaldeanRuler: { slug: 'mars', name: 'Mars' }, triplicityRuler: { slug: 'mars' } });
  t.match(decans[1], { chaldeanRuler: { slug: 'sun', name: 'Sonne' } });
  t.equal(decans[12].image, 'ein Mann, der auf einem Löwen reitet', 'Leo 1 (Picatrix) in German');
});

t.test('GET /reference/decans: the Egyptian names in the answer\'s script (core decan-name table; issue 12: Chontare in ja)', async (t) => {
  const ja = await fetchDictionary(t, op, '?lang=ja');
  t.match(ja.decans[0], { slug: 'aries-first', name: 'コンタレ' });
  t.match(ja.decans[9], { slug: 'cancer-first', name: 'ソティス' }, 'Sothis');
  const el = await fetchDictionary(t, op, '?lang=el');
  t.equal(el.decans[9].name, 'Σώθις', "Hephaestion's Greek");
  const hi = await fetchDictionary(t, op, '?lang=hi');
  t.equal(hi.decans[0].name, 'खोंतारे');
  const de = await fetchDictionary(t, op, '?lang=de');
  t.equal(de.decans[0].name, 'Chontare', 'Latin letters in the Latin-script languages');
  for (const d of [ja, el, hi]) t.equal(d.decans[20].name, d.decans[0].name, 'Chontare recurs in every script (Scorpio first)');
});
