/**
 * The Vedic yogas', doshas' and match explanations as structured sentences (issue 12): a stable slug
 * and a text in the answer's language from core's yoga-rule, yoga-cancellation, dosha-detail,
 * dosha-cancellation, porutham-detail, rajju, graha-relation and karaka-yoga tables.
 * Lib: every slug a rule can produce is a row of its table and every placeholder is filled, in all
 * 21 languages, over the hand-worked charts. HTTP: known answers in ja, hi and de (the table's words
 * with the chart's grahas, signs, nakshatras and numbers in them) for each table, schema-checked.
 */
import t from 'tap';
import { hasTerm, LANG_CODES, slugsOf, term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { post, schemaErrors } from '../helpers/app.js';
import { fakeChart } from './yogas-fake-chart.js';
import { noteAnswer, readYogaChart } from '../../plugins/vedic/src/lib/yogas.js';
import { allYogas } from '../../plugins/vedic/src/lib/yogas-all.js';
import { arishta, neechaBhanga } from '../../plugins/vedic/src/lib/yogas-special.js';
import { doshaSentence, gandmool, grahan, guruChandal, kaalSarp, manglik, manglikSamya, pitra, shrapit } from '../../plugins/vedic/src/lib/doshas.js';
import type { DoshaNote } from '../../plugins/vedic/src/lib/doshas.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';
import { MATCH_EXAMPLE } from '../../plugins/vedic/src/lib/koota-charts.js';
import gkOp from '../../plugins/vedic/src/yogas/gaja-kesari.js';
import allOp from '../../plugins/vedic/src/yogas/all.js';
import nabhasaOp from '../../plugins/vedic/src/yogas/nabhasa.js';
import arishtaOp from '../../plugins/vedic/src/yogas/arishta.js';
import manglikOp from '../../plugins/vedic/src/dosha/manglik.js';
import gandmoolOp from '../../plugins/vedic/src/dosha/gandmool.js';
import sadeSatiOp from '../../plugins/vedic/src/dosha/sade-sati.js';
import pitraOp from '../../plugins/vedic/src/dosha/pitra.js';
import matchManglikOp from '../../plugins/vedic/src/match/manglik.js';
import dashakootOp from '../../plugins/vedic/src/match/dashakoot.js';

// Hand-worked charts of test/vedic/yogas.test.ts and doshas.test.ts (lagna, then Sun ... Ketu, sidereal).
const CHARTS: [number, number[]][] = [
  [5, [130, 100, 140, 155, 280, 250, 70, 331, 151]],
  [125, [200, 250, 220, 230, 160, 290, 45, 10, 190]],
  [95, [201, 160, 65, 120, 100, 40, 130, 50, 230]],
  [35, [65, 122, 100, 70, 160, 310, 215, 190, 10]],
  [5, [70, 245, 160, 75, 95, 130, 310, 40, 220]],
  [195, [100, 250, 160, 70, 40, 340, 215, 280, 100]],
  [125, [40, 200, 10, 70, 250, 100, 310, 160, 340]],
  [5, [200, 1, 100, 220, 160, 290, 45, 10, 190]],
];
const ephemeris = new SwissEphemeris();

t.test('every rule, cancellation and dosha sentence the lib produces is a row of its table, filled in all 21 languages', async (t) => {
  const problems: string[] = [];
  const check = (where: string, concept: 'yoga-rule' | 'yoga-cancellation', n: Parameters<typeof noteAnswer>[1]) => {
    if (!hasTerm(concept, n.slug)) problems.push(`${where}: ${concept} has no ${n.slug}`);
    for (const lang of LANG_CODES) if (/[{}]/.test(noteAnswer(concept, n, lang).text)) problems.push(`${where} ${n.slug} ${lang}: placeholder left`);
  };
  const checkDosha = (where: string, concept: 'dosha-detail' | 'dosha-cancellation', n: DoshaNote) => {
    if (!hasTerm(concept, n.slug)) problems.push(`${where}: ${concept} has no ${n.slug}`);
    for (const lang of LANG_CODES) if (/[{}]/.test(doshaSentence(concept, n, lang).text)) problems.push(`${where} ${n.slug} ${lang}: placeholder left`);
  };
  const ruleSlugs = new Set<string>();
  for (const [lagna, lons] of CHARTS) {
    const y = readYogaChart(fakeChart(lagna, lons));
    for (const sex of ['male', 'female'] as const) {
      for (const r of allYogas(y, { dayBirth: sex === 'male', twilight: true }, sex)) {
        ruleSlugs.add(r.rule.slug);
        check(r.slug, 'yoga-rule', r.rule);
        for (const c of r.cancellations) check(r.slug, 'yoga-cancellation', c);
      }
    }
    for (const b of arishta(y, true).bhanga) check('arishta bhanga', 'yoga-cancellation', b.rule);
    for (const d of neechaBhanga(y)) for (const r of d.rulesMet) check(`neecha ${d.graha}`, 'yoga-cancellation', r);
    const m = manglik(y);
    const notes: [string, DoshaNote, DoshaNote[]][] = [
      ['manglik', m.details, m.cancellations], ['kaal-sarp', kaalSarp(y).details, []], ['pitra', pitra(y).details, pitra(y).cancellations],
      ['guru-chandal', guruChandal(y, true).details, guruChandal(y, true).cancellations], ['shrapit', shrapit(y).details, []],
      ['grahan', grahan(y, ephemeris).details, []], ['gandmool', gandmool(y).details, []],
    ];
    for (const [where, details, cancellations] of notes) {
      checkDosha(where, 'dosha-detail', details);
      for (const c of cancellations) checkDosha(where, 'dosha-cancellation', c);
    }
    for (const r of manglikSamya(y, m, readYogaChart(fakeChart(...CHARTS[0]!)), manglik(readYogaChart(fakeChart(...CHARTS[0]!)))).reasons) checkDosha('samya', 'dosha-cancellation', r);
  }
  t.same(problems, [], problems.slice(0, 20).join('\n'));
  // The nabhasa, BPHS ch. 36 and Parashari rules all reached (each chart tests every rule, present or not).
  t.ok(ruleSlugs.has('shakata-nabhasa') && ruleSlugs.has('vallaki') && ruleSlugs.has('budha') && ruleSlugs.has('daridra-yoga-eleventh-lord-in-dusthana') && ruleSlugs.has('mahabhagya-female'), `${ruleSlugs.size} rule slugs`);
  t.ok(ruleSlugs.size >= 95, 'the rules of 95 yogas (the yoga table) and their forms');
});

t.test('sentences with their placeholders in the language (lib, known answers)', async (t) => {
  // Sun with Rahu in Leo (130, 131): a pitra condition; hi names the Sun and Rahu as the body table does.
  const y = readYogaChart(fakeChart(5, [130, 100, 140, 155, 280, 250, 70, 131, 311]));
  const p = pitra(y);
  t.same(p.conditionsMet.map((c) => c.slug), ['sun-with-rahu']);
  t.same(doshaSentence('dosha-detail', p.details, 'hi'), { slug: 'pitra-conditions-met', text: `पूरी हुई पितृ दोष की शर्तें: ${term('dosha-detail', 'sun-with-rahu', 'hi')}` });
  // Gaja Kesari's weakenings of the first chart: Jupiter debilitated in Capricorn, no benefic on it.
  const gk = allYogas(readYogaChart(fakeChart(...CHARTS[0]!)), { dayBirth: true, twilight: false }).find((r) => r.slug === 'gaja-kesari')!;
  t.same(gk.cancellations.map((c) => noteAnswer('yoga-cancellation', c, 'de').text), ['Jupiter steht im Fall', 'Kein Wohltäter steht bei Jupiter oder aspektiert ihn']);
  // The Kaal Sarp kind by slug (Rahu in the 1st: Ananta), named from core's kaal-sarp-type table.
  const ks = kaalSarp(readYogaChart(fakeChart(5, [20, 50, 80, 110, 140, 170, 175, 10, 190])));
  t.same([ks.present, ks.type, term('kaal-sarp-type', ks.type!, 'hi'), term('kaal-sarp-type', ks.type!, 'ja')], [true, 'ananta', 'अनंत', 'アナンタ']);
  t.same(noteAnswer('yoga-rule', { slug: 'raja-yoga', a: 4, b: 5 }, 'hi').text, 'केंद्र 4 का स्वामी और त्रिकोण 5 का स्वामी संबंध में: युति, परस्पर दृष्टि, राशि परिवर्तन या एक दूसरे की राशि में');
  t.same(noteAnswer('yoga-rule', { slug: 'pancha-mahapurusha-from-moon', graha: 4 }, 'ja'), { slug: 'pancha-mahapurusha-from-moon', text: '木星が自室・ムーラトリコーナ・高揚のサインにあり、月からケンドラに在住', grahas: [{ slug: 'jupiter', name: '木星', graha: 4, id: 5 }] });
  // No table cell is English copied: each sentence differs from its English in every other language.
  const copied: string[] = [];
  for (const concept of ['yoga-rule', 'yoga-cancellation', 'dosha-detail', 'dosha-cancellation', 'porutham-detail', 'rajju', 'graha-relation', 'karaka-yoga'] as const) {
    for (const slug of slugsOf(concept)) for (const lang of LANG_CODES) if (lang !== 'en' && term(concept, slug, lang) === term(concept, slug, 'en') && !/^[^a-z]*$/i.test(term(concept, slug, 'en'))) copied.push(`${concept}.${slug}.${lang}`);
  }
  // Where a language writes the sentence letter for letter as English does, it is listed: de/es "neutral" and the Dutch
  // "Jupiter in {sign}, Rahu in {rahuSign}, Ketu in {ketuSign}" (nl "in", and the grahas' Latin names) are those languages' own.
  t.same(copied.filter((c) => !/^(graha-relation\.neutral\.(de|es)|dosha-detail\.jupiter-apart-from-nodes\.nl)$/.test(c)), [], 'no English sentence copied into another language');
});

const call = async (t: any, op: { response?: unknown }, path: string, body: unknown, lang: LangCode) => {
  const res = await post(`/v1${path}`, body, { 'accept-language': lang });
  t.equal(res.status, 200, `${path} ${lang}`);
  t.equal(schemaErrors(op.response as never, res.body.data), null, `${path} ${lang} schema`);
  return res.body.data;
};

t.test('HTTP: the tables\' words in ja, hi and de (Delhi 1990-07-15 14:30, Mumbai partner)', async (t) => {
  let d = await call(t, gkOp, '/vedic/yogas/gaja-kesari', DELHI_BIRTH, 'ja');
  t.same(d.yogas[0].rule, { slug: 'gaja-kesari', text: '木星が月からケンドラに在住' }, 'yoga-rule in Japanese');
  t.same(d.yogas[0].cancellations.map((c: any) => [c.slug, c.text]), [['combust', '木星がコンバスト'], ['in-enemy-sign', '木星が敵対星水星のサインに在住']], 'yoga-cancellation: Jupiter combust in Gemini, Mercury\'s sign');
  d = await call(t, allOp, '/vedic/yogas/all', DELHI_BIRTH, 'hi');
  const ruchaka = d.yogas.find((y: any) => y.slug === 'ruchaka');
  t.same(ruchaka.rule, { slug: 'pancha-mahapurusha', text: `${term('body', 'mars', 'hi')} स्वराशि, मूलत्रिकोण या उच्च राशि में, लग्न से केंद्र में`, grahas: [{ slug: 'mars', name: term('body', 'mars', 'hi'), graha: 2, id: 4 }] }, 'Mars in Aries, the 7th: the rule in Hindi');
  d = await call(t, nabhasaOp, '/vedic/yogas/nabhasa', DELHI_BIRTH, 'de');
  t.same(d.yogas.find((y: any) => y.slug === 'pasha').rule, { slug: 'pasha', text: 'Die sieben Planeten in fünf Zeichen' });
  d = await call(t, arishtaOp, '/vedic/yogas/arishta', DELHI_BIRTH, 'ja');
  t.same(d.bhanga[0], { rule: { slug: 'benefic-in-kendra', text: '水星・木星・金星のいずれかがラグナからケンドラに在住' }, cancels: true });
  d = await call(t, manglikOp, '/vedic/dosha/manglik', DELHI_BIRTH, 'de');
  t.same(d.details, { slug: 'mars-in-kuja-house', text: 'Mars im Zeichen Widder: Haus 7 vom Lagna, 2 vom Mond, 11 von Venus; von mindestens einem aus in 1, 2, 4, 7, 8 oder 12' }, 'dosha-detail in German');
  t.same(d.cancellations, [{ slug: 'mars-own-or-exalted', text: 'Mars im eigenen oder Erhöhungszeichen (Widder)' }], 'dosha-cancellation in German');
  d = await call(t, gandmoolOp, '/vedic/dosha/gandmool', DELHI_BIRTH, 'hi');
  t.same(d.details, { slug: 'gandmool-gandanta-pada', text: `चंद्रमा ${term('nakshatra', 'revati', 'hi')} के पाद 4 में, गंडांत पाद` }, 'the Moon in Revati pada 4');
  d = await call(t, sadeSatiOp, '/vedic/dosha/sade-sati', { ...DELHI_BIRTH, targetDate: '2024-03-01' }, 'ja');
  t.same(d.details, { slug: 'sade-sati-rising', text: '土星は水瓶座、月のサイン魚座から第12：上昇期' });
  d = await call(t, pitraOp, '/vedic/dosha/pitra', DELHI_BIRTH, 'hi');
  t.same([d.details, d.conditionsMet], [{ slug: 'pitra-none', text: 'पितृ दोष की कोई शर्त पूरी नहीं होती' }, []]);
  d = await call(t, matchManglikOp, '/vedic/match/manglik', MATCH_EXAMPLE, 'hi');
  t.same(d.cancellationReasons, [{ slug: 'neither-kuja-dosha', text: 'किसी भी कुंडली में कुज दोष नहीं' }]);
  t.same(d.bride.cancellations, [{ slug: 'mars-own-or-exalted', text: `मंगल स्वराशि या उच्च राशि में (${term('sign', 'capricorn', 'hi')})` }], 'the bride\'s Mars exalted in Capricorn');
  d = await call(t, dashakootOp, '/vedic/match/dashakoot', MATCH_EXAMPLE, 'ja');
  const detail = (slug: string) => d.poruthams.find((p: any) => p.slug === slug).detail;
  t.same(detail('rajju'), { slug: 'rajju', text: '新郎はパーダ（足）、新婦はパーダ（足）' }, 'rajju table');
  t.same(detail('rasyadhipati'), { slug: 'rasyadhipati', text: '支配星は木星と火星：友好／友好' }, 'graha-relation table');
  t.same(detail('vedha'), { slug: 'vedha-clear', text: '二つの星は互いに妨げない' });
  d = await call(t, dashakootOp, '/vedic/match/dashakoot', MATCH_EXAMPLE, 'de');
  t.same(d.poruthams.find((p: any) => p.slug === 'yoni').detail, { slug: 'yoni', text: 'Bräutigam Elefant, Braut Pferd; Todfeinde scheitern' });
});
