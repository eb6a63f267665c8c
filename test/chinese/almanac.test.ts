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
import { almanacEntry, dayMansionIndex, officerIndex, shaDirection, solarMonthOfDay } from '../../plugins/chinese/src/lib/almanac.js';
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
  const ja = await ok('/chinese/almanac', { date: '2024-02-10' }, '?lang=ja');
  t.same([ja.dayOfficer.name, ja.mansion.name, ja.spirit.name], ['満', '氐', '金匱']);
  const r = await post('/v1/chinese/almanac', { date: '3000-01-01' });
  t.equal(r.status, 400); t.equal(r.body.error.code, 'INVALID_INPUT');
});

t.test('/chinese/auspicious-days through HTTP: marriage in March 2024', async (t) => {
  // lunar-javascript lists 嫁娶 as suitable and not avoided on March 1, 4, 8, 11, 13, 16, 19, 21, 23, 25, 26, 28, 31.
  const d = await ok('/chinese/auspicious-days', { activity: 'marriage', from: '2024-03-01', to: '2024-03-31' });
  t.same(d.days.map((x: any) => Number(x.date.slice(8))), [1, 4, 8, 11, 13, 16, 19, 21, 23, 25, 26, 28, 31]);
  t.equal(d.count, 13); t.same(d.activity, { slug: 'marriage', chinese: '嫁娶' });
  t.ok(d.days.every((x: any) => x.suitable.some((s: any) => s.slug === 'marriage')));
  // Born 1990-07-15: geng-wu year (wu, clashed by zi days) and xin-si day (clashed by hai days):
  // the zi days 1, 13, 25 go; no hai day was in the list.
  const p = await ok('/chinese/auspicious-days', { activity: 'marriage', from: '2024-03-01', to: '2024-03-31', birthDate: '1990-07-15' });
  t.same(p.days.map((x: any) => Number(x.date.slice(8))), [4, 8, 11, 16, 19, 21, 23, 26, 28, 31]);
  t.equal(p.droppedForClash, 3);
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
