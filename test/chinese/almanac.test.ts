/**
 * The Tong Shu day entry and Ze Ri selection (/chinese/almanac, /chinese/auspicious-days).
 * Lib: 423 dates (400 seeded over 1901-2099 and the days around four jie) against
 * 6tail/lunar-javascript 1.7.7, vectors made by test/oracles/chinese-almanac/make_vectors.py.
 * Our month comes from our own term instants and our officer, mansion, spirit, clash, sha and
 * Peng Zu from the rules in lib/almanac.ts; the suitable/avoid activities and day gods come
 * from lunar-javascript's table (copied, make_tables.py), so for those the check is of the
 * decoding and of the month the lookup is made with. Two mansion animals differ by source,
 * explained below.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { almanacEntry, dayMansionIndex, mansionOfDay, officerIndex, pengZuTaboos, shaDirection, solarMonthOfDay } from '../../plugins/chinese/src/lib/almanac.js';
import { ACTIVITIES, GODS, PENGZU_BRANCH, PENGZU_STEM } from '../../plugins/chinese/src/lib/almanac-tables.js';
import { LANG_CODES, TABLES, slugsOf, term } from '@celestial/core';
import type { Terms } from '@celestial/core';
import { ganzhi, jdnOf, parseIso } from '../../plugins/chinese/src/lib/cycle.js';
import { app, post, schemaErrors } from '../helpers/app.js';
import { registryOperation } from './helpers.js';

const e = new SwissEphemeris();
const V = JSON.parse(readFileSync('test/oracles/chinese-almanac/vectors.json', 'utf8')).vectors as Record<string, any>[];
const jdnOfIso = (iso: string) => { const { year, month, day } = parseIso(iso); return jdnOf(year, month, day); };
/**
 * Mansion animals where the almanac lists differ: Wei (胃) the pheasant 雉 in most lists (Xi
 * You Ji, the Qing Tong Shu) where lunar-javascript writes 彘 (swine); Bi (壁) 㺄 (the yu beast)
 * where lunar-javascript writes 獝.
 */
const ANIMAL_VARIANTS: Record<string, string> = { 雉: '彘', 㺄: '獝' };

t.test('almanac lib against lunar-javascript on 423 dates', async (t) => {
  const fields = ['dayGanzhi', 'monthGanzhi', 'officer', 'mansion', 'luminary', 'animal', 'luck', 'spirit', 'path', 'clash', 'sha', 'pengZu', 'suitable', 'avoid', 'auspiciousGods', 'inauspiciousGods'];
  const misses: Record<string, string[]> = Object.fromEntries(fields.map((f) => [f, []]));
  const SHA = { south: '南', north: '北', east: '東', west: '西' } as const;
  for (const v of V) {
    const a = almanacEntry(e, jdnOfIso(v.date), 'en');
    const got: Record<string, unknown> = {
      dayGanzhi: ganzhi(a.indexes.dayIdx).chinese, monthGanzhi: ganzhi(a.indexes.monthIdx).chinese, officer: a.dayOfficer.chinese,
      mansion: a.mansion.chinese, luminary: a.mansion.element.chinese, animal: ANIMAL_VARIANTS[a.mansion.animal.chinese] ?? a.mansion.animal.chinese,
      luck: a.mansion.luck === 'auspicious' ? '吉' : '兇', spirit: a.spirit.chinese, path: a.spirit.path === 'yellow' ? '黃道' : '黑道',
      clash: a.clash.branch.chinese, sha: SHA[a.shaDirection], pengZu: a.pengZuTaboos.map((p) => p.chinese),
      suitable: a.suitable.map((x) => x.chinese), avoid: a.avoid.map((x) => x.chinese),
      auspiciousGods: a.auspiciousGods.map((x) => x.chinese), inauspiciousGods: a.inauspiciousGods.map((x) => x.chinese),
    };
    const expected: Record<string, unknown> = { ...v, luck: v.mansionLuck };
    for (const f of fields) if (JSON.stringify(got[f]) !== JSON.stringify(expected[f])) misses[f]!.push(`${v.date}: ${JSON.stringify(got[f])} vs ${JSON.stringify(expected[f])}`);
  }
  for (const f of fields) t.same(misses[f], [], `${f} agrees on all ${V.length} dates`);
});

t.test('almanac rules on their own terms', async (t) => {
  // 2024 Jingzhe is 2024-03-05 10:23 CST: the 4th is still the yin month, the 5th opens mao.
  t.equal(ganzhi(solarMonthOfDay(e, jdnOfIso('2024-03-04')).monthIdx).chinese, '丙寅');
  t.equal(ganzhi(solarMonthOfDay(e, jdnOfIso('2024-03-05')).monthIdx).chinese, '丁卯');
  // Xiaohan 2024-01-06: the chou month of the gui-mao solar year (Lichun not yet passed).
  t.equal(ganzhi(solarMonthOfDay(e, jdnOfIso('2024-01-06')).monthIdx).chinese, '乙丑');
  t.equal(ganzhi(solarMonthOfDay(e, jdnOfIso('2024-01-05')).monthIdx).chinese, '甲子');
  // The officer repeats across a jie: 03-04 (mao day, yin month) and 03-05 (chen day, mao month) are both Chu.
  t.equal(officerIndex(3, 2), 1); t.equal(officerIndex(4, 3), 1); t.equal(officerIndex(2, 2), 0, 'Jian on the month-branch day');
  // The day mansions are locked to the week: Fang, Xu, Mao and Xing fall only on Sundays.
  let off = 0;
  for (let jdn = 2415021; jdn < 2415021 + 3000; jdn++) {
    const sunday = (jdn + 1) % 7 === 0;
    if ([3, 10, 17, 24].includes(dayMansionIndex(jdn)) !== sunday) off++;
  }
  t.equal(off, 0, 'Fang/Xu/Mao/Xing exactly on the Sundays of 3,000 days');
  t.same([0, 4, 8].map(shaDirection), ['south', 'south', 'south'], 'shen-zi-chen: sha in the south');
  t.same([2, 6, 10, 5, 9, 1, 11, 3, 7].map(shaDirection), ['north', 'north', 'north', 'east', 'east', 'east', 'west', 'west', 'west']);
});

t.test('the almanac names: every activity, day god and Peng Zu taboo in the 21 languages', async (t) => {
  // The tables hold exactly what the answers can carry: the ACTIVITIES and GODS of the Xie Ji
  // Bian Fang Shu table less their 'none' (無), and a taboo per stem and per branch.
  t.same(slugsOf('chinese-almanac-activity'), ACTIVITIES.map(([s]) => s).filter((s) => s !== 'none'));
  t.same(slugsOf('chinese-day-god'), GODS.map(([s]) => s).filter((s) => s !== 'none'));
  t.same(slugsOf('chinese-pengzu-taboo'), [
    ...['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'].map((s) => `stem-${s}`),
    ...['zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai'].map((s) => `branch-${s}`),
  ]);
  t.same(Array.from({ length: 28 }, (_, i) => mansionOfDay(i, 'en').animal.slug), slugsOf('chinese-mansion-animal'), 'an animal name for each of the 28 xiu');
  t.same([0, 13, 27].map((i) => mansionOfDay(i, 'en').animal.name), ['Flood dragon', 'Porcupine', 'Earthworm']);
  // Scripts: these languages never write Latin letters in these names, and write their own script.
  const SCRIPT: Partial<Record<(typeof LANG_CODES)[number], RegExp>> = {
    ja: /^[\u3000-\u30FF\u4E00-\u9FFF\u3400-\u4DBF、]+$/, ko: /[\uAC00-\uD7AF]/, ru: /[\u0400-\u04FF]/, uk: /[\u0400-\u04FF]/,
    el: /[\u0370-\u03FF]/, ar: /[\u0600-\u06FF]/, hi: /[\u0900-\u097F]/,
  };
  const problems: string[] = [];
  for (const concept of ['chinese-almanac-activity', 'chinese-day-god', 'chinese-pengzu-taboo', 'chinese-mansion-animal'] as const) {
    const rows = Object.entries(TABLES[concept] as Record<string, Terms>);
    for (const [slug, row] of rows) {
      for (const lang of LANG_CODES) {
        const name = row[lang];
        if (typeof name !== 'string' || name.trim() === '' || name !== name.trim()) { problems.push(`${concept}.${slug}.${lang} missing`); continue; }
        const script = SCRIPT[lang];
        if (script && (!script.test(name) || /[A-Za-z]/.test(name))) problems.push(`${concept}.${slug}.${lang} "${name}" not in its script`);
        if (script && name === row.en) problems.push(`${concept}.${slug}.${lang} is the English`);
      }
    }
    // Latin-script languages: a translated table, not the English copied (a few names, e.g.
    // 'Adoption' in de/fr, coincide; 'Funeral' in es/pt): fewer than one in ten may match the English.
    // (Not for the animals: Tiger, Leopard, Wolf are German as well as English.)
    if (concept === 'chinese-mansion-animal') continue;
    for (const lang of LANG_CODES.filter((l) => l !== 'en' && !SCRIPT[l])) {
      const same = rows.filter(([, row]) => row[lang] === row.en).map(([slug]) => slug);
      if (same.length * 10 >= rows.length) problems.push(`${concept}.${lang}: ${same.length} of ${rows.length} names are the English (${same.join(', ')})`);
    }
  }
  t.same(problems, [], problems.join('\n'));
  // The almanac's usual English renderings and the conventional names of the gods.
  t.same(['marriage', 'sacrifice', 'open-business', 'groundbreaking', 'move-in'].map((s) => term('chinese-almanac-activity', s, 'en')),
    ['Marriage', 'Sacrifice', 'Open business', 'Break ground', 'Move into a house']);
  t.same(['tian-de', 'yue-po', 'qing-long', 'bai-hu', 'tian-en', 'yue-de'].map((s) => term('chinese-day-god', s, 'en')),
    ['Heavenly Virtue', 'Month Breaker', 'Azure Dragon', 'White Tiger', 'Heavenly Grace', 'Monthly Virtue']);
  // Korean and Vietnamese give the Sino-Korean / Sino-Vietnamese reading of the characters.
  t.same([term('chinese-day-god', 'tian-de', 'ko'), term('chinese-day-god', 'tian-de', 'vi'), term('chinese-almanac-activity', 'groundbreaking', 'vi')], ['천덕', 'Thiên Đức', 'Động thổ']);
  // Peng Zu: jia-zi day (cycle 0) carries the jia and zi lines, gui-hai (59) the gui and hai lines.
  t.same(pengZuTaboos(0, 'en').map((p) => [p.basis, p.slug, p.chinese]), [['stem', 'stem-jia', PENGZU_STEM[0]], ['branch', 'branch-zi', PENGZU_BRANCH[0]]]);
  t.same(pengZuTaboos(59, 'de').map((p) => p.slug), ['stem-gui', 'branch-hai']);
  t.equal(pengZuTaboos(59, 'de')[1]!.name, 'Nicht heiraten, sonst schadet es dem Bräutigam');
  // Every day of the 60-day cycle names both its taboos (the stem wu 戊 and branch wu 午 are told apart).
  t.same(Array.from({ length: 60 }, (_, i) => pengZuTaboos(i, 'en').filter((p) => p.name === p.slug).length).filter((n) => n > 0), []);
});

await app({ families: ['chinese'] });
async function ok(path: string, body: unknown, lang = '') {
  const r = await post(`/v1${path}${lang}`, body);
  t.equal(r.status, 200, `${path} 200`);
  t.equal(schemaErrors((await registryOperation(path)).response, r.body.data), null, `${path} matches its schema`);
  return r.body.data;
}

t.test('/chinese/almanac through HTTP: the 2024 lunar new year', async (t) => {
  // lunar-javascript for 2024-02-10: jia-chen day in the bing-yin month, Man, Di (earth, raccoon
  // dog, inauspicious), Jin Kui (yellow), clash xu, sha south, lunar 1-1 of 2024.
  const d = await ok('/chinese/almanac', { date: '2024-02-10' });
  t.equal(d.dayGanzhi.ganzhi, '甲辰'); t.equal(d.monthGanzhi.ganzhi, '丙寅');
  t.same([d.lunarDate.lunarYear, d.lunarDate.lunarMonth, d.lunarDate.lunarDay, d.lunarDate.dayName], [2024, 1, 1, '初一']);
  t.same(d.dayOfficer, { slug: 'man', name: 'Full', chinese: '滿' });
  t.same([d.mansion.index, d.mansion.slug, d.mansion.chinese, d.mansion.element.slug, d.mansion.animal.chinese, d.mansion.luck], [3, 'di', '氐', 'earth', '貉', 'inauspicious']);
  t.same([d.spirit.slug, d.spirit.path], ['jin-kui', 'yellow']);
  t.same([d.clash.branch.slug, d.clash.animal.slug, d.shaDirection], ['xu', 'dog', 'south']);
  t.equal(d.naYin.chinese, '覆燈火');
  t.same(d.suitable.map((x: any) => x.slug).slice(0, 3), ['marriage', 'consecration', 'seek-heirs']);
  t.ok(d.avoid.some((x: any) => x.slug === 'move-in') && d.avoid.some((x: any) => x.slug === 'open-business'));
  t.same(d.auspiciousGods.map((x: any) => x.chinese), ['守日', '天巫', '福德', '六儀', '金堂', '金匱']);
  t.same([d.suitable[0], d.auspiciousGods[0]], [{ slug: 'marriage', name: 'Marriage', chinese: '嫁娶' }, { slug: 'shou-ri', name: 'Guarding Day', chinese: '守日' }]);
  t.same(d.pengZuTaboos.map((p: any) => [p.basis, p.slug, p.chinese]), [['stem', 'stem-jia', '甲不開倉財物耗散'], ['branch', 'branch-chen', '辰不哭泣必主重喪']]);
  t.equal(d.pengZuTaboos[0].name, 'Do not open the granary, or wealth is scattered');
  const ja = await ok('/chinese/almanac', { date: '2024-02-10' }, '?lang=ja');
  t.same([ja.dayOfficer.name, ja.mansion.name, ja.spirit.name], ['満', '氐', '金匱']);
  // The same day in German, Japanese and Arabic: activities, gods and taboos named in the language.
  const de = await ok('/chinese/almanac', { date: '2024-02-10' }, '?lang=de');
  const ar = await ok('/chinese/almanac', { date: '2024-02-10' }, '?lang=ar');
  const first = (x: any) => [x.suitable[0].name, x.auspiciousGods[0].name, x.pengZuTaboos[1].name];
  t.same([de.mansion.animal, ja.mansion.animal.name, ar.mansion.animal.name], [{ slug: 'raccoon-dog', name: 'Marderhund', chinese: '貉' }, '狢', 'كلب الراكون']);
  t.same(first(de), ['Heirat', 'Tag des Hütens', 'Nicht weinen, sonst folgt ein weiterer Trauerfall']);
  t.same(first(ja), ['嫁娶', '守日', '哭泣せず、必ず重喪を主る']);
  t.same(first(ar), ['الزواج', 'يوم الحراسة', 'لا تبكِ وإلا تلاه حداد آخر']);
  for (const x of [de, ja, ar]) {
    t.same(x.suitable.map((a: any) => a.slug), d.suitable.map((a: any) => a.slug), 'slugs do not change with the language');
    t.ok([...x.suitable, ...x.avoid, ...x.auspiciousGods, ...x.inauspiciousGods, ...x.pengZuTaboos].every((a: any) => typeof a.name === 'string' && a.name !== a.slug && a.name.length > 0), 'every item named');
  }
  t.ok([...ja.suitable, ...ja.avoid, ...ja.inauspiciousGods].every((a: any) => !/[A-Za-z]/.test(a.name)), 'the Japanese names are not Latin');
  t.same(de.avoid.find((a: any) => a.slug === 'open-business'), { slug: 'open-business', name: 'Geschäftseröffnung', chinese: '開市' });
  const r = await post('/v1/chinese/almanac', { date: '3000-01-01' });
  t.equal(r.status, 400); t.equal(r.body.error.code, 'INVALID_INPUT');
});

t.test('/chinese/auspicious-days through HTTP: marriage in March 2024', async (t) => {
  // lunar-javascript lists 嫁娶 as suitable and not avoided on March 1, 4, 8, 11, 13, 16, 19, 21, 23, 25, 26, 28, 31.
  const d = await ok('/chinese/auspicious-days', { activity: 'marriage', from: '2024-03-01', to: '2024-03-31' });
  t.same(d.days.map((x: any) => Number(x.date.slice(8))), [1, 4, 8, 11, 13, 16, 19, 21, 23, 25, 26, 28, 31]);
  t.equal(d.count, 13); t.same(d.activity, { slug: 'marriage', name: 'Marriage', chinese: '嫁娶' });
  t.ok(d.days.every((x: any) => x.suitable.some((s: any) => s.slug === 'marriage')));
  // Born 1990-07-15: geng-wu year (wu, clashed by zi days) and xin-si day (clashed by hai days):
  // the zi days 1, 13, 25 go; no hai day was in the list.
  const p = await ok('/chinese/auspicious-days', { activity: 'marriage', from: '2024-03-01', to: '2024-03-31', birthDate: '1990-07-15' });
  t.same(p.days.map((x: any) => Number(x.date.slice(8))), [4, 8, 11, 16, 19, 21, 23, 26, 28, 31]);
  t.equal(p.droppedForClash, 3);
  const de = await ok('/chinese/auspicious-days', { activity: 'marriage', from: '2024-03-01', to: '2024-03-10' }, '?lang=de');
  t.same(de.activity, { slug: 'marriage', name: 'Heirat', chinese: '嫁娶' });
  t.ok(de.days.every((x: any) => x.suitable.every((s: any) => s.name !== s.slug) && x.suitable.some((s: any) => s.name === 'Heirat')));
  for (const [body, field] of [
    [{ activity: 'marriage', from: '2024-03-01', to: '2025-03-02' }, 'to'],
    [{ activity: 'marriage', from: '2024-03-10', to: '2024-03-01' }, 'to'],
    [{ activity: 'dancing', from: '2024-03-01', to: '2024-03-02' }, 'activity'],
  ] as const) {
    const r = await post('/v1/chinese/auspicious-days', body);
    t.equal(r.status, 400); t.equal(r.body.error.code, 'INVALID_INPUT');
    t.match(JSON.stringify(r.body.error.details), field);
  }
});
