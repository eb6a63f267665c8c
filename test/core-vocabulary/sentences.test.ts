/**
 * The explanation builders without HTTP (issue 12), with known answers: core's sentence() and
 * listOf() (core/src/vocabulary/sentences.ts), the horary explanation (plugins/horary/src/lib/
 * testimony.ts), the Vedic phrase (plugins/vedic/src/lib/phrases.ts) and the muhurta list and
 * number helpers (plugins/vedic/src/lib/explanations.ts). The sentences are the tables' rows; the
 * known answers are the classical facts they are filled with (Saturn the yogakaraka of a Libra
 * lagna owns the 4th and the 5th, BPHS ch. 34; Culpeper's decumbiture testimonies).
 */
import t from 'tap';
import { listOf, sentence } from '@celestial/core';
import { explanation } from '../../plugins/horary/src/lib/testimony.js';
import { listOf as muhurtaList, numbersOf } from '../../plugins/vedic/src/lib/explanations.js';
import { g, phrase, said, word } from '../../plugins/vedic/src/lib/phrases.js';

t.test('sentence: a row of a core table, its placeholders filled, an unknown one left as written', async (t) => {
  t.equal(sentence('stream-pricing', 'per-call', 'de', { tier: 1, credits: 10 }), 'Stufe 1, 10 Credits pro Aufruf');
  t.equal(sentence('stream-pricing', 'per-call', 'en', { tier: 1 }), 'tier 1, {credits} credits per call', 'credits not given: the placeholder stays');
  t.equal(sentence('request-warning', 'did-you-mean', 'ja', { suggestion: 'targetDate' }), '`targetDate` のことですか?');
});

t.test('listOf: names joined as the language joins a list; an empty list reads as given', async (t) => {
  t.equal(listOf(['Mars', 'Saturn'], 'en', 'none'), 'Mars and Saturn');
  t.equal(listOf(['Mars', 'Saturn', 'Venus'], 'de', 'keine'), 'Mars, Saturn und Venus');
  t.equal(listOf([], 'en', 'none'), 'none');
  t.equal(muhurtaList([], 'de'), 'keine', 'the muhurta table\'s word for an empty list');
  t.equal(numbersOf([1, 4, 7], 'ja'), '1・4・7');
  t.equal(numbersOf([1, 4, 7], 'en'), '1, 4, 7');
});

t.test('horary explanation: slug, text and data; the planets by reference', async (t) => {
  // Culpeper: when the lord of the 6th is as strong as the Ascendant's lord, the disease is the stronger.
  const e = explanation('horary-testimony', 'disease-stronger-than-sick', 'en', { planet: 'Mars', score: -5, other: 'Saturn', otherScore: -3 });
  t.equal(e.slug, 'disease-stronger-than-sick');
  t.equal(e.text, "the lord of house 6 (-3) is as strong as or stronger than the Ascendant's lord (-5) in essential dignity: the disease stronger than the sick");
  t.match(e, { planet: { slug: 'mars' }, other: { slug: 'saturn' }, score: -5, otherScore: -3 });
  t.equal(explanation('horary-testimony', 'moon-via-combusta-ill', 'en').text, 'the Moon in the via combusta (15° Libra to 15° Scorpio): an ill testimony');
});

t.test('Vedic phrase: numbers as members, grahas as references, words of other tables as { slug, name }', async (t) => {
  // Saturn for a Libra lagna owns Capricorn (the 4th, a kendra) and Aquarius (the 5th, a trikona): yogakaraka.
  const y = phrase('functional-nature-reason', said('yogakaraka', { kendras: [4], trikonas: [5] }), 'en');
  t.same(y, { slug: 'yogakaraka', kendras: [4], trikonas: [5], text: 'owns kendra 4 and trikona 5: yogakaraka' });
  t.equal(phrase('functional-nature-reason', said('trikona-lord', { house: 9 }), 'de').text, 'Trikona-Herrscher (9): günstig');
  // Graha 4 in the Vedic order is Jupiter (Sun 0, Moon 1, Mars 2, Mercury 3, Jupiter 4).
  const s = phrase('avastha-phrase', said('sign-of-relation', { relation: word('avastha-phrase', 'relation-mitra'), lord: g(4) }), 'en');
  t.equal(s.text, 'in the sign of its friend (mitra) Jupiter');
  t.match(s, { relation: { slug: 'relation-mitra', name: 'friend (mitra)' }, lord: { slug: 'jupiter', graha: 4, name: 'Jupiter' } });
});
