/**
 * Taras, choghadiyas (and their lords), ritus, lunar months, vargas and samvatsaras named in the
 * answer's language (issue 12, V4): core's tara, choghadiya, ritu, lunar-month, varga and
 * samvatsara tables name exactly what lib/tara.ts, lib/panchang-periods.ts, lib/panchang.ts and
 * lib/vargas.ts compute, with the English the lib's; through HTTP the names follow
 * Accept-Language while the slugs stay.
 */
import fs from 'node:fs';
import t from 'tap';
import { kebab, slugsOf, term } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { TARA_NAMES } from '../../plugins/vedic/src/lib/tara.js';
import { CHOGHADIYA_OF_LORD } from '../../plugins/vedic/src/lib/panchang-periods.js';
import { LUNAR_MONTHS, RITU_NAMES } from '../../plugins/vedic/src/lib/panchang.js';
import tarabala from '../../plugins/vedic/src/panchang/tarabala.js';
import choghadiya from '../../plugins/vedic/src/panchang/choghadiya.js';
import ritu from '../../plugins/vedic/src/panchang/ritu.js';
import lunarMonth from '../../plugins/vedic/src/panchang/lunar-month.js';

// The Delhi panchang case of test/vedic/panchang.test.ts (pyjhora vectors): day nakshatra Revati, amanta Ashadha,
// purnimanta Shravana, tropical solar ritu Varsha (Sun in Cancer), lunar ritu Grishma; day choghadiyas of a Sunday.
const pj = JSON.parse(fs.readFileSync(new URL('../oracles/vectors/vedic-panchang.json', import.meta.url), 'utf8'));
const body = pj.cases[0].body;

t.test('the tables name what the panchang computes, the English unchanged', async (t) => {
  t.same(slugsOf('tara'), TARA_NAMES.map(kebab));
  t.same(TARA_NAMES.map((n) => term('tara', kebab(n), 'en')), [...TARA_NAMES]);
  const chog = Object.values(CHOGHADIYA_OF_LORD).map((c) => c.name);
  t.same([...slugsOf('choghadiya')].sort(), chog.map(kebab).sort());
  t.same(chog.map((n) => term('choghadiya', kebab(n), 'en')), chog);
  t.same(slugsOf('ritu'), RITU_NAMES.map(kebab));
  t.same(RITU_NAMES.map((n) => term('ritu', kebab(n), 'en')), [...RITU_NAMES]);
  t.same(slugsOf('lunar-month'), LUNAR_MONTHS.map(kebab));
  t.same(LUNAR_MONTHS.map((n) => term('lunar-month', kebab(n), 'en')), [...LUNAR_MONTHS]);
  // The Hindi the almanacs print.
  t.same(['chaitra', 'ashadha', 'shravana', 'phalguna'].map((m) => term('lunar-month', m, 'hi')), ['चैत्र', 'आषाढ़', 'श्रावण', 'फाल्गुन']);
  t.same(['vasanta', 'varsha', 'shishira'].map((r) => term('ritu', r, 'hi')), ['वसन्त', 'वर्षा', 'शिशिर']);
  t.same(['amrit', 'labh', 'rog'].map((c) => term('choghadiya', c, 'hi')), ['अमृत', 'लाभ', 'रोग']);
  t.same(['janma', 'parama-mitra'].map((x) => term('tara', x, 'hi')), ['जन्म', 'परम मित्र']);
  t.equal(term('lunar-month', 'shravana', 'ru'), 'Шравана');
  t.equal(term('ritu', 'grishma', 'ja'), 'グリーシュマ');
});

async function answer(t: any, op: any, lang: string) {
  const res = await post(`/v1${op.path}`, body, { 'accept-language': lang });
  t.equal(res.status, 200, `${op.path} ${lang}`);
  t.equal(schemaErrors(op.response!, res.body.data), null, `${op.path} schema`);
  return res.body.data;
}

t.test('HTTP: the names in hi and ja, the slugs unchanged', async (t) => {
  const m = await answer(t, lunarMonth, 'hi');
  t.same([m.amanta.slug, m.amanta.name, m.purnimanta.slug, m.purnimanta.name], ['ashadha', 'आषाढ़', 'shravana', 'श्रावण']);
  const r = await answer(t, ritu, 'ja');
  t.same([r.solarRitu.slug, r.solarRitu.name, r.lunarRitu.slug, r.lunarRitu.name, r.lunarRitu.amantaMonth], ['varsha', 'ヴァルシャー', 'grishma', 'グリーシュマ', 'アーシャーダ']);
  const tb = await answer(t, tarabala, 'hi');
  // Janma Ashwini: Revati is the 27th, Parama Mitra; janma Revati: Janma.
  t.same([tb.taras[0].slug, tb.taras[0].name, tb.taras[26].slug, tb.taras[26].name], ['parama-mitra', 'परम मित्र', 'janma', 'जन्म']);
  const en = await answer(t, choghadiya, 'en');
  const hi = await answer(t, choghadiya, 'hi');
  t.same(hi.day.map((p: any) => p.slug), en.day.map((p: any) => p.slug), 'the same periods, slug by slug');
  t.same(hi.day.map((p: any) => p.name), en.day.map((p: any) => term('choghadiya', p.slug, 'hi')));
  t.same(en.day.slice(0, 4).map((p: any) => p.name), ['Udveg', 'Char', 'Labh', 'Amrit'], 'a Sunday opens with Udveg (the catalogue\'s example)');
  t.same(hi.day.slice(0, 4).map((p: any) => p.name), ['उद्वेग', 'चर', 'लाभ', 'अमृत']);
  // Sunday's day choghadiyas are ruled by the Sun, Venus, Mercury, the Moon (Udveg, Char, Labh, Amrit).
  t.same(en.day.slice(0, 4).map((p: any) => p.lord.slug), ['sun', 'venus', 'mercury', 'moon']);
  t.same(en.day.slice(0, 4).map((p: any) => p.lord.name), ['Sun', 'Venus', 'Mercury', 'Moon']);
  t.same(en.day[0].lord, { slug: 'sun', name: 'Sun', graha: 0, id: 0 });
  t.same(hi.day.slice(0, 4).map((p: any) => [p.lord.slug, p.lord.name]), [['sun', 'सूर्य'], ['venus', 'शुक्र'], ['mercury', 'बुध'], ['moon', 'चंद्र']]);
});

t.test('the varga table names the twenty vargas of lib/vargas.ts, the English unchanged', async (t) => {
  const { VARGA_NAMES, VARGA_NUMBERS } = await import('../../plugins/vedic/src/lib/vargas.js');
  const { vargaSlug } = await import('../../plugins/vedic/src/lib/divisional.js');
  t.same(slugsOf('varga'), VARGA_NUMBERS.map((n) => vargaSlug(n)));
  t.same(VARGA_NUMBERS.map((n) => term('varga', vargaSlug(n), 'en')), VARGA_NUMBERS.map((n) => VARGA_NAMES[n]));
  t.same([1, 9, 10, 60].map((n) => term('varga', vargaSlug(n as 1), 'hi')), ['राशि', 'नवांश', 'दशांश', 'षष्ट्यंश']);
});

t.test('the samvatsara table names the sixty years of the Jupiter cycle, in hi through HTTP', async (t) => {
  const { SAMVATSARA_NAMES } = await import('../../plugins/vedic/src/lib/panchang.js');
  t.same(slugsOf('samvatsara'), SAMVATSARA_NAMES.map(kebab));
  t.equal(slugsOf('samvatsara').length, 60);
  t.same(SAMVATSARA_NAMES.map((n) => term('samvatsara', kebab(n), 'en')), [...SAMVATSARA_NAMES]);
  t.same(['prabhava', 'vishvavasu', 'akshaya'].map((y) => term('samvatsara', y, 'hi')), ['प्रभव', 'विश्वावसु', 'अक्षय']);
  const samvatsara = (await import('../../plugins/vedic/src/panchang/samvatsara.js')).default;
  const full = (await import('../../plugins/vedic/src/panchang/full.js')).default;
  // The Delhi case: Pramoda, the 4th year, in the South Indian count (pyjhora; test/vedic/panchang.test.ts).
  const s = await answer(t, samvatsara, 'hi');
  t.same([s.southIndian.number, s.southIndian.slug, s.southIndian.name], [4, 'pramoda', 'प्रमोद']);
  t.equal(s.northIndian.name, term('samvatsara', s.northIndian.slug, 'hi'));
  const f = await answer(t, full, 'ru');
  t.equal(f.samvatsara.southIndian, 'Прамода');
});
