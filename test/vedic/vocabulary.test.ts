/**
 * The Vedic family in the one vocabulary (DESIGN.md, "Vocabulary"; issue 12): the tithi, karana
 * and panchang-yoga tables name exactly the limbs lib/limbs.ts computes, and the presenters of
 * lib/vocabulary.ts write grahas and nakshatras with both numberings and the slug between them.
 */
import t from 'tap';
import { kebab, slugsOf, term } from '@celestial/core';
import { karanaName, MOVABLE_KARANAS, TITHI_NAMES, YOGA_NAMES } from '../../plugins/vedic/src/lib/limbs.js';
import { grahaNaming, nakshatraNaming, vedicPlace } from '../../plugins/vedic/src/lib/vocabulary.js';

t.test('the tables name the limbs the panchang computes, in their order', async (t) => {
  t.same(slugsOf('tithi'), [...TITHI_NAMES, 'Amavasya'].map(kebab));
  t.same(slugsOf('panchang-yoga'), YOGA_NAMES.map(kebab));
  const karanas = new Set(Array.from({ length: 60 }, (_, k) => kebab(karanaName(k).name)));
  t.same(new Set(slugsOf('karana')), karanas, 'the 11 karanas of the 60 half-tithis');
  t.equal(slugsOf('karana').length, 11);
  t.equal(MOVABLE_KARANAS.length, 7);
  for (const [concept, slug] of [['tithi', 'ekadashi'], ['karana', 'vishti'], ['panchang-yoga', 'siddhi']] as const) {
    t.equal(term(concept, slug, 'en'), { ekadashi: 'Ekadashi', vishti: 'Vishti', siddhi: 'Siddhi' }[slug]);
  }
});

t.test('the Sanskrit terms as the almanacs write them', async (t) => {
  t.equal(term('tithi', 'ekadashi', 'hi'), 'एकादशी');
  t.equal(term('tithi', 'purnima', 'hi'), 'पूर्णिमा');
  t.equal(term('tithi', 'amavasya', 'hi'), 'अमावस्या');
  t.equal(term('karana', 'vishti', 'hi'), 'विष्टि');
  t.equal(term('panchang-yoga', 'vyatipata', 'hi'), 'व्यतीपात');
  t.equal(term('tithi', 'ekadashi', 'ru'), 'Экадаши');
  t.equal(term('tithi', 'ekadashi', 'uk'), 'Екадаші');
  t.equal(term('tithi', 'ekadashi', 'ja'), 'エーカーダシー');
  t.equal(term('tithi', 'ekadashi', 'de'), 'Ekadashi', 'Latin-script languages keep the transliteration');
});

t.test('grahaNaming: slug, name in the language, graha (Vedic) and id (Swiss) for the seven', async (t) => {
  t.same(grahaNaming(0, 'en'), { slug: 'sun', name: 'Sun', graha: 0, id: 0 });
  // Mars is graha 2 and Swiss 4; Mercury graha 3 and Swiss 2 (the two numberings cross here).
  t.same(grahaNaming(2, 'en'), { slug: 'mars', name: 'Mars', graha: 2, id: 4 });
  t.same(grahaNaming(3, 'de'), { slug: 'mercury', name: 'Merkur', graha: 3, id: 2 });
  t.same(grahaNaming(7, 'hi'), { slug: 'rahu', name: 'राहु', graha: 7 }, 'Rahu has no id: Swiss 10 or 11 by nodeType');
  t.same(grahaNaming(8, 'en'), { slug: 'ketu', name: 'Ketu', graha: 8 });
  t.throws(() => grahaNaming(9, 'en'));
});

t.test('nakshatraNaming and vedicPlace', async (t) => {
  // The Vimshottari lord is a body reference (issue 12): Ashwini's is Ketu, Revati's Mercury (BPHS ch. 46).
  t.same(nakshatraNaming(1, 'en'), { slug: 'ashwini', name: 'Ashwini', number: 1, ruler: { slug: 'ketu', name: 'Ketu', graha: 8 } });
  t.same(nakshatraNaming(27, 'en'), { slug: 'revati', name: 'Revati', number: 27, ruler: { slug: 'mercury', name: 'Mercury', graha: 3, id: 2 } });
  t.same(nakshatraNaming(27, 'hi').ruler, { slug: 'mercury', name: 'बुध', graha: 3, id: 2 });
  t.throws(() => nakshatraNaming(28, 'en'));
  // 357.7754 = 27 deg 46' 31" Pisces: Revati (346 deg 40' - 360), pada 4 (356 deg 40' - 360).
  const p = vedicPlace(357.7753941838943, 27, 4, 'en');
  t.match(p, { sign: 12, signName: 'Pisces', formatted: '27°46′31″ Pisces', pada: 4, nakshatra: { slug: 'revati' } });
  t.ok(Math.abs(p.degreeInSign - 27.7753941838943) < 1e-9);
  t.equal(vedicPlace(357.7753941838943, 27, 4, 'hi').formatted, '27°46′31″ मीन');
});
