/**
 * Yogas and doshas named in the answer's language (issue 12, V4): core's 'yoga' table names
 * exactly the yogas the rules of lib/yogas*.ts emit, its 'dosha' table the doshas of
 * /vedic/dosha/*; an answer's `name` follows the language while its `slug` stays, and the
 * circumstance a rule forms the yoga in ("from Moon", "5th and 9th lords") is a member of its
 * own, never part of the name.
 */
import t from 'tap';
import { LANG_CODES, slugsOf, term } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { fakeChart } from './yogas-fake-chart.js';
import { readYogaChart, yoga, yogaAnswer } from '../../plugins/vedic/src/lib/yogas.js';
import { allYogas } from '../../plugins/vedic/src/lib/yogas-all.js';
import { rajaYogas, houseOrdinal } from '../../plugins/vedic/src/lib/yogas-rules.js';
import { DOSHA_SLUGS } from '../../plugins/vedic/src/lib/doshas.js';
import gajaKesari from '../../plugins/vedic/src/yogas/gaja-kesari.js';
import panchaMahapurusha from '../../plugins/vedic/src/yogas/pancha-mahapurusha.js';
import nabhasa from '../../plugins/vedic/src/yogas/nabhasa.js';
import manglik from '../../plugins/vedic/src/dosha/manglik.js';
import sadeSati from '../../plugins/vedic/src/dosha/sade-sati.js';

// Delhi, 1990-07-15 14:30 IST (test/vedic/yogas.test.ts): Jupiter in Gemini, the 4th from the Moon in Pisces, forms
// Gaja Kesari; Mars in its own Aries, the 7th from the Libra lagna, forms Ruchaka (not from the Moon: Aries is its 2nd).
const DELHI = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209, nodeType: 'true' };

t.test('the yoga table names every yoga the rules emit, and nothing else', async (t) => {
  const emitted = new Set<string>();
  // A fixed walk over lagnas and placements (a linear congruential sequence, so the run is the same every time):
  // every rule runs on every chart (present or not), and the lagnas of all twelve signs bring the yogakarakas.
  let seed = 7;
  const next = () => { seed = (seed * 16807) % 2147483647; return (seed / 2147483647) * 360; };
  for (let i = 0; i < 240; i++) {
    const lons = Array.from({ length: 9 }, next);
    lons[8] = (lons[7]! + 180) % 360;
    const y = readYogaChart(fakeChart((i % 12) * 30 + 15, lons));
    for (const r of allYogas(y, { dayBirth: i % 2 === 0, twilight: i % 3 === 0 }, i % 2 ? 'male' : 'female')) emitted.add(r.slug);
  }
  t.same([...emitted].sort(), [...slugsOf('yoga')].sort(), 'one entry per yoga slug of lib/yogas*.ts');
  t.equal(slugsOf('yoga').length, 95);
  t.ok(emitted.has('yogakaraka') && emitted.has('sandhya-birth') && emitted.has('neecha-bhanga'));
});

t.test('the dosha table names the /vedic/dosha/* operations', async (t) => {
  t.same([...slugsOf('dosha')].sort(), [...DOSHA_SLUGS].sort());
});

t.test('names as the Jyotish literature writes them, per language and script', async (t) => {
  const gk: Record<string, string> = {
    en: 'Gaja Kesari yoga', de: 'Gaja-Kesari-Yoga', es: 'yoga Gaja Kesari', pl: 'joga Gaja Kesari', cs: 'jóga Gaja Kesari', hu: 'Gaja Kesari jóga', tr: 'Gaja Kesari yogası',
    ru: 'Гаджа-Кесари-йога', uk: 'Гаджа-Кесарі-йога', el: 'Γιόγκα Γκάτζα Κεσάρι', ar: 'يوغا غاجا كيساري', hi: 'गजकेसरी योग', ja: 'ガジャ・ケーサリ・ヨーガ', ko: '가자 케사리 요가',
  };
  for (const [lang, name] of Object.entries(gk)) t.equal(term('yoga', 'gaja-kesari', lang as 'en'), name, `gaja-kesari in ${lang}`);
  t.equal(term('yoga', 'raja-yoga', 'hi'), 'राज योग');
  t.equal(term('yoga', 'yogakaraka', 'hi'), 'योगकारक', 'a yogakaraka is a graha, not a yoga: no word yoga added');
  t.equal(term('yoga', 'malavya', 'uk'), 'Малав’я-йога', 'the Ukrainian apostrophe');
  t.equal(term('dosha', 'manglik', 'hi'), 'मांगलिक दोष');
  t.equal(term('dosha', 'kaal-sarp', 'de'), 'Kaal-Sarp-Dosha');
  t.equal(term('dosha', 'sade-sati', 'hi'), 'साढ़े साती');
  t.equal(term('dosha', 'pitra', 'ja'), 'ピトリ・ドーシャ');
  // Every language names every yoga differently from the slug (no fallback used).
  for (const slug of slugsOf('yoga')) for (const lang of LANG_CODES) t.not(term('yoga', slug, lang), slug, `${slug} ${lang}`);
});

t.test('yogaAnswer: the name by slug in the language, the circumstance in its own member', async (t) => {
  const base = { source: 's' };
  t.same(yogaAnswer(yoga('pancha-mahapurusha', 'Ruchaka (from Moon)', true, base), 'ja'), { ...yogaAnswer(yoga('pancha-mahapurusha', 'Ruchaka', true, base), 'ja'), reckonedFrom: { slug: 'moon', name: '月', graha: 1, id: 1 } }, 'counted from the Moon: the Moon by reference, no English text');
  const r = yogaAnswer(yoga('raja', 'Raja yoga (4th and 5th lords)', true, { ...base, planets: [6], circumstance: { slug: 'lords-of-houses', a: 4, b: 5 } }), 'hi');
  t.equal(r.slug, 'raja-yoga');
  t.equal(r.name, 'राज योग');
  t.same(r.circumstance, { slug: 'lords-of-houses', name: 'भाव 4 और 5 के स्वामी' }, 'the lords in Hindi, from the yoga-circumstance table');
  const fifth = yogaAnswer(yoga('dhana', 'Dhana yoga (Venus in its own 5th)', true, { ...base, planets: [5], circumstance: { slug: 'own-fifth', graha: 5 } }), 'ja');
  t.same(fifth.circumstance, { slug: 'own-fifth', name: '第5ハウスの自室にある金星' }, 'the graha named in Japanese inside the sentence');
  const k = yogaAnswer(yoga('raja', 'Yogakaraka Saturn', true, { ...base, planets: [6] }), 'de');
  t.same([k.slug, k.name, k.planets], ['yogakaraka', 'Yogakaraka', [{ slug: 'saturn', name: 'Saturn', graha: 6, id: 6 }]]);
  t.notOk('circumstance' in k, 'the yogakaraka is in planets, by reference, not repeated as English text');
  t.same(r.planets, [{ slug: 'saturn', name: 'शनि', graha: 6, id: 6 }], 'the grahas named in Hindi');
  t.notOk('circumstance' in yogaAnswer(yoga('lunar', 'Sunapha', false, base), 'en'), 'no circumstance when the rule forms the yoga one way');
  t.same([1, 2, 3, 4, 11, 12].map(houseOrdinal), ['1st', '2nd', '3rd', '4th', '11th', '12th']);
  // Libra lagna (sidereal 195): Saturn lords the 4th (Capricorn) and the 5th (Aquarius), the yogakaraka.
  const libra = readYogaChart(fakeChart(195, [100, 250, 160, 70, 40, 340, 215, 280, 100]));
  const raja = rajaYogas(libra).map((x) => yogaAnswer(x, 'ko'));
  t.same(raja.filter((x) => x.slug === 'yogakaraka').map((x) => [x.name, x.circumstance, x.planets.map((p) => p.slug)]), [['요가카라카', undefined, ['saturn']]]);
  const rajaYogaCircumstances = raja.filter((x) => x.slug === 'raja-yoga').map((x) => [x.name, x.circumstance]);
  // Kendra lords of 1, 4, 7, 10 with trikona lords of 1, 5, 9 (BPHS ch. 41 sl. 28), the pairs with one lord skipped (Saturn lords 4 and 5).
  t.ok(rajaYogaCircumstances.length > 0 && rajaYogaCircumstances.every(([name, c]) => name === '라자 요가' && (c as any).slug === 'lords-of-houses' && /^\d+하우스와 \d+하우스의 지배성$/.test((c as any).name)), 'raja yogas: one name, their lords in circumstance, in Korean');
});

async function answer(t: any, op: any, lang: string, body: unknown = DELHI) {
  const res = await post(`/v1${op.path}`, body, { 'accept-language': lang });
  t.equal(res.status, 200, `${op.path} ${lang}`);
  t.equal(res.body.ok, true);
  t.equal(schemaErrors(op.response!, res.body.data), null, `${op.path} schema`);
  return res.body.data;
}

t.test('HTTP: a yoga named in hi and ja, the slug unchanged', async (t) => {
  const names: Record<string, string> = { en: 'Gaja Kesari yoga', hi: 'गजकेसरी योग', ja: 'ガジャ・ケーサリ・ヨーガ' };
  for (const lang of ['en', 'hi', 'ja']) {
    const d = await answer(t, gajaKesari, lang);
    t.same(d.yogas.map((y: any) => [y.slug, y.name, y.present]), [['gaja-kesari', names[lang], true]], `Jupiter in the 4th from the Moon, named in ${lang}`);
    t.same(d.yogas[0].planets.map((p: any) => p.slug), ['jupiter', 'moon']);
  }
  const pm = await answer(t, panchaMahapurusha, 'hi');
  const ruchaka = pm.yogas.filter((y: any) => y.slug === 'ruchaka');
  t.same(ruchaka.map((y: any) => [y.name, y.reckonedFrom?.name ?? null, y.present]), [['रुचक योग', null, true], ['रुचक योग', 'चंद्र', false]], 'from the lagna and from the Moon: one name, the Moon by reference in reckonedFrom');
  t.notOk(ruchaka.some((y: any) => 'circumstance' in y));
  const nb = await answer(t, nabhasa, 'ja');
  t.same(nb.yogas.filter((y: any) => y.present).map((y: any) => [y.slug, y.name]), [['pasha', 'パーシャ・ヨーガ']], 'five signs occupied');
});

t.test('HTTP: a dosha names itself in the answer\'s language', async (t) => {
  const m = await answer(t, manglik, 'hi');
  t.same([m.slug, m.name], ['manglik', 'मांगलिक दोष']);
  const en = await answer(t, manglik, 'en');
  t.same([en.slug, en.name, en.present], ['manglik', 'Manglik dosha', m.present]);
  const s = await answer(t, sadeSati, 'ja', { ...DELHI, targetDate: '2024-03-01' });
  t.same([s.slug, s.name], ['sade-sati', 'サーデー・サーティー']);
});
