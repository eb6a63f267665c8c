/**
 * I Ching (catalogue iching.jsonl): the King Wen table against an independent transcription
 * (test/oracles/iching/vectors/king-wen.json), the seeded casts against an independent Python
 * re-implementation of mulberry32 and the two methods (test/oracles/iching/casts.py ->
 * vectors/casts.json), the line operations on classical examples, Zhu Xi's reading rules,
 * the Plum Blossom word method worked by hand, the Gua Qi day from the published solstice and
 * equinox instants (USNO: 2024-12-21 09:20, 2025-12-21 15:03, 2026-03-20 14:46 UTC), Legge's
 * texts, and the deprecated POST /iching's headers, all through HTTP where an operation exists.
 */
import t from 'tap';
import { slugsOf, term } from '@celestial/core';
import { app, get, post, schemaErrors } from '../helpers/app.js';
import kingWen from '../oracles/iching/vectors/king-wen.json' with { type: 'json' };
import casts from '../oracles/iching/vectors/casts.json' with { type: 'json' };
import { binaryOf, changed, inverse, kingWenPair, nuclear, opposite, TRIGRAM_SLUGS, trigramsOf } from '../../plugins/iching/src/lib/king-wen.js';
import { drawYarrow, readingFocus, throwCoins, yarrowLine } from '../../plugins/iching/src/lib/cast.js';
import { castFromQuestion } from '../../plugins/iching/src/lib/plum-blossom.js';
import { mulberry32 } from '../../runtime/src/services/seeded-random.js';
import throwCoinsOp from '../../plugins/iching/src/throw-coins.js';
import yarrowOp from '../../plugins/iching/src/with-changing-lines.js';
import byQuestionOp from '../../plugins/iching/src/by-question.js';
import dailyOp from '../../plugins/iching/src/daily.js';
import lookupOp from '../../plugins/iching/src/lookup.js';
import ichingOp from '../../plugins/iching/src/iching.js';
import relationsOp from '../../plugins/iching/src/relations.js';
import hexagramsOp from '../../plugins/iching/src/hexagrams.js';
import trigramsOp from '../../plugins/iching/src/trigrams.js';
import fromLinesOp from '../../plugins/iching/src/from-lines.js';
import najiaOp from '../../plugins/iching/src/najia.js';
import plumOp from '../../plugins/iching/src/plum-blossom.js';
import { hourBranchNumber } from '../../plugins/iching/src/lib/plum-time.js';
import { palaceOf, voidBranches } from '../../plugins/iching/src/lib/najia.js';
import { dayCycleIndex } from '@celestial/core/astro';

await app({ families: ['iching'] });

t.test('King Wen table: all 64 hexagrams line for line as the independent transcription', async (t) => {
  for (const h of kingWen.hexagrams) t.equal(binaryOf(h.number), h.lines.join(''), `hexagram ${h.number}`);
  t.equal(new Set(kingWen.hexagrams.map((h) => binaryOf(h.number))).size, 64, 'a bijection');
});

t.test('line operations on classical examples', async (t) => {
  // Zhun (3, Kan over Zhen): nuclear Bo (23), opposite Ding (50), inverse Meng (4).
  t.same([nuclear(3), opposite(3), inverse(3), kingWenPair(3)], [23, 50, 4, 4]);
  t.same([nuclear(1), nuclear(2), nuclear(63), nuclear(64)], [1, 2, 64, 63], 'Qian and Kun are their own nuclei; Ji Ji and Wei Ji each other\'s');
  // The eight figures symmetric upside down pair with their opposites (Xu Gua).
  t.same([1, 27, 29, 61].map(kingWenPair), [2, 28, 30, 62]);
  t.same([11, 17, 53, 63].map(kingWenPair), [12, 18, 54, 64]);
  // Every odd hexagram pairs with the next in the King Wen sequence.
  for (let n = 1; n <= 63; n += 2) t.equal(kingWenPair(n), n + 1, `pair of ${n}`);
  t.equal(changed(29, [4]), 47, 'Kan with the fourth line moving becomes Kun (Oppression)');
  t.equal(changed(1, [1, 2, 3, 4, 5, 6]), 2);
});

t.test('casts: mulberry32 and both methods as the independent Python implementation', async (t) => {
  for (const v of casts.seeds) {
    t.same(throwCoins(mulberry32(v.seed)), v.coins, `coins, seed ${v.seed}`);
    t.same(drawYarrow(mulberry32(v.seed)), v.yarrow, `yarrow, seed ${v.seed}`);
  }
  // The yarrow table's sixteen slots: 1, 5, 7, 3 of them for 6, 7, 8, 9.
  const slots = Array.from({ length: 16 }, (_, k) => yarrowLine((k + 0.5) / 16));
  t.same([6, 7, 8, 9].map((v) => slots.filter((x) => x === v).length), [1, 5, 7, 3]);
  // Three coins: 6, 7, 8, 9 with probabilities 1/8, 3/8, 3/8, 1/8 (60,000 lines, 5-sigma bands).
  const counts = { 6: 0, 7: 0, 8: 0, 9: 0 } as Record<number, number>;
  for (let s = 0; s < 10000; s++) for (const v of throwCoins(mulberry32(s * 7919 + 1))) counts[v]!++;
  const n = 60000;
  for (const [v, p] of [[6, 1 / 8], [7, 3 / 8], [8, 3 / 8], [9, 1 / 8]] as const) {
    t.ok(Math.abs(counts[v]! / n - p) < 5 * Math.sqrt((p * (1 - p)) / n), `coin value ${v}: ${counts[v]! / n} ~ ${p}`);
  }
});

t.test("Zhu Xi's reading focus", async (t) => {
  t.same(readingFocus(3, []).texts.map((x) => [x.hexagram, x.kind]), [[3, 'judgment']]);
  t.same(readingFocus(3, [5]).texts.map((x) => [x.hexagram, x.kind, x.position]), [[3, 'line', 5]]);
  t.same(readingFocus(3, [5, 2]).texts.map((x) => [x.hexagram, x.position]), [[3, 5]], 'two: the upper');
  t.same(readingFocus(3, [1, 2, 3]).texts.map((x) => [x.hexagram, x.kind]), [[3, 'judgment'], [changed(3, [1, 2, 3]), 'judgment']]);
  // Four changing (1, 2, 3, 5): unchanged 4 and 6, the lower (4) read in the relating hexagram.
  t.same(readingFocus(3, [1, 2, 3, 5]).texts.map((x) => [x.hexagram, x.position]), [[changed(3, [1, 2, 3, 5]), 4]]);
  t.same(readingFocus(3, [1, 2, 3, 4, 5]).texts.map((x) => [x.hexagram, x.position]), [[changed(3, [1, 2, 3, 4, 5]), 6]]);
  const all = readingFocus(1, [1, 2, 3, 4, 5, 6]);
  t.equal(all.rule, 'six-changing-lines');
  t.match(all.texts[0]!.text, /use of the number NINE/);
  t.same(readingFocus(3, [1, 2, 3, 4, 5, 6]).texts.map((x) => [x.hexagram, x.kind]), [[50, 'judgment']], 'otherwise the relating judgment');
});

t.test('POST /iching/throw-coins: seeded, reproducible, the Python vector', async (t) => {
  const r = await post('/v1/iching/throw-coins', { seed: 2024, question: 'Which way?' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(throwCoinsOp.response, r.body.data), null);
  const d = r.body.data;
  t.equal(d.seed, 2024);
  // seed 2024: 6, 6, 9, 6, 9, 8 -> yang lines at 3 and 5: 001010 = Kan over Gen, Jian (39);
  // changing 1, 2, 3, 4, 5 -> 110100 = Zhen over Dui, Gui Mei (54).
  t.same(d.lines.map((l: any) => l.value), [6, 6, 9, 6, 9, 8]);
  t.same([d.primary.number, d.primary.chinese, d.relating.number, d.relating.name], [39, '蹇', 54, 'The Marrying Maiden']);
  t.same(d.changingLines, [1, 2, 3, 4, 5]);
  t.same([d.readingFocus.rule, d.readingFocus.texts[0].hexagram, d.readingFocus.texts[0].position], ['five-changing-lines', 54, 6]);
  t.match(d.primary.judgment, /^In \(the state indicated by\) Kien advantage will be found in the south-?west/, "Legge's judgment of Jian");
  const again = await post('/v1/iching/throw-coins', { seed: 2024 });
  t.same(again.body.data.lines, d.lines, 'the same seed, the same cast');
  const random = await post('/v1/iching/throw-coins', {});
  t.ok(Number.isInteger(random.body.data.seed) && random.body.data.seed >= 0, 'a seed chosen and returned');
  const replay = await post('/v1/iching/throw-coins', { seed: random.body.data.seed });
  t.same(replay.body.data.lines, random.body.data.lines, 'the returned seed replays the cast');
  const other = await post('/v1/iching/throw-coins', {});
  t.not(other.headers['x-cache'], 'HIT', 'an unseeded cast never comes from the cache');
  const bad = await post('/v1/iching/throw-coins', { seed: -1 });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
});

t.test('POST /iching/with-changing-lines: the yarrow odds, seeded', async (t) => {
  const r = await post('/v1/iching/with-changing-lines', { seed: 1 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(yarrowOp.response, r.body.data), null);
  t.same(r.body.data.lines.map((l: any) => l.value), casts.seeds.find((s) => s.seed === 1)!.yarrow);
  t.equal(r.body.data.method, 'yarrow');
  // 8, 6, 8, 9, 9, 7 -> yang at 4, 5, 6: Qian over Kun, Pi (12); changing 2, 4, 5 -> 010001 = Gen over Kan, Meng (4).
  t.same([r.body.data.primary.number, r.body.data.relating.number, r.body.data.changingLines], [12, 4, [2, 4, 5]]);
});

t.test('POST /iching/by-question: the word method worked by hand', async (t) => {
  // Will(4) the(3) harvest(7) | be(2) good(4) this(4) year(4): 14 and 14, total 28.
  t.same(castFromQuestion('Will the harvest be good this year?'), { counts: { first: 14, second: 14, total: 28 }, upper: 6, lower: 6, movingLine: 4 });
  // Six characters, each a word: 3 and 3 -> Li over Li (30), moving line 6.
  t.same(castFromQuestion('今年收成好嗎？'), { counts: { first: 3, second: 3, total: 6 }, upper: 3, lower: 3, movingLine: 6 });
  const r = await post('/v1/iching/by-question', { question: 'Will the harvest be good this year?' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(byQuestionOp.response, r.body.data), null);
  const d = r.body.data;
  // Kan over Kan = 29; line 4 moving -> Kun (47); nuclear of Kan: Zhen below Gen = Yi (27).
  t.same([d.upper.number, d.lower.number, d.primary.number, d.relating.number, d.nuclear.number, d.movingLine], [6, 6, 29, 47, 27, 4]);
  const zh = await post('/v1/iching/by-question', { question: '今年收成好嗎' });
  t.same([zh.body.data.primary.number, zh.body.data.relating.number], [30, 55], 'Li, top line moving -> Feng');
  t.equal((await post('/v1/iching/by-question', { question: '?!' })).status, 400, 'nothing to count');
  t.equal((await post('/v1/iching/by-question', { question: '' })).status, 400);
});

t.test('POST /iching/daily: the Gua Qi day from the exact solstice', async (t) => {
  // 2025-12-22 12:00 UTC+8 is 0.54 days after the solstice (2025-12-21 15:03 UTC): Zhong Fu (61), first of sixty.
  const r = await post('/v1/iching/daily', { date: '2025-12-22' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(dailyOp.response, r.body.data), null);
  const d = r.body.data;
  t.same([d.hexagram.number, d.period, d.sovereign.number, d.cardinal, d.method], [61, 1, 24, null, 'gua-qi']);
  t.match(d.governs.from, /^2025-12-21T23:0[23]:\d\d(\.\d+)?\+08:00$/, 'from the solstice instant, in UTC+8');
  // 2025-12-21 in UTC+8 holds the solstice (23:03 CST): Kan rules; its noon is still in the
  // previous Gua Qi year (364.8 days after 2024-12-21 09:20 UTC): the sixtieth, Yi (27).
  const sol = (await post('/v1/iching/daily', { date: '2025-12-21' })).body.data;
  t.same([sol.hexagram.number, sol.period, sol.cardinal?.number], [27, 60, 29]);
  t.match(sol.governs.to, /^2025-12-21T23:0[23]/, 'the sixtieth ends at the next solstice');
  // 2026-03-20 holds the March equinox (14:46 UTC = 22:46 CST): Zhen; Sun at 359.6 deg: Tai (11) rules the month.
  const eq = (await post('/v1/iching/daily', { date: '2026-03-20' })).body.data;
  t.same([eq.cardinal?.number, eq.sovereign.number], [51, 11]);
  // Noon CST = 04:00 UTC, 88.54 days after the solstice: 88.54 / 6.0875 = 14.5, the 15th period, Jin (35).
  t.same([eq.period, eq.hexagram.number], [15, 35]);
});

t.test('GET /iching/lookup/{n}: Legge\'s texts, 404 outside 1-64', async (t) => {
  const r = await get('/v1/iching/lookup/1');
  t.equal(r.status, 200);
  t.equal(schemaErrors(lookupOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.name, { pinyin: 'qián', chinese: '乾', english: 'The Creative' });
  t.equal(d.binary, '111111');
  t.match(d.judgment, /^Khien \(represents\) what is great and originating, penetrating, advantageous, correct and firm\.$/);
  t.match(d.lines[0].text, /dragon lying hid/);
  t.match(d.lines[4].text, /dragon on the wing in the sky/);
  t.match(d.image, /Heaven, in its motion, \(gives the idea of\) strength/);
  t.match(d.extraText, /divest themselves of their heads/);
  t.equal(d.pair.number, 2);
  const zhun = (await get('/v1/iching/lookup/3')).body.data;
  t.same([zhun.binary, zhun.trigrams.lower.slug, zhun.trigrams.upper.slug, zhun.extraText, zhun.pair.number], ['100010', 'zhen', 'kan', null, 4]);
  const de = await get('/v1/iching/lookup/3?lang=de');
  t.equal(de.body.data.displayName, 'Die Anfangsschwierigkeit');
  t.equal(de.body.data.warnings[0].code, 'text-in-english');
  for (const n of ['0', '65', '1000']) {
    const x = await get(`/v1/iching/lookup/${n}`);
    t.same([x.status, x.body.error.code], [404, 'NOT_FOUND'], `n = ${n}`);
  }
  t.equal((await get('/v1/iching/lookup/abc')).status, 400);
});

t.test('deprecated POST /iching: a random hexagram with Deprecation, Sunset and the successors', async (t) => {
  const r = await post('/v1/iching', {});
  t.equal(r.status, 200);
  t.equal(schemaErrors(ichingOp.response, r.body.data), null);
  t.equal(r.headers['deprecation'], 'true');
  t.equal(r.headers['sunset'], 'Wed, 16 Jun 2027 00:00:00 GMT');
  for (const s of ['/v1/iching/throw-coins', '/v1/iching/by-question', '/v1/iching/with-changing-lines', '/v1/iching/daily', '/v1/iching/lookup/%7Bn%7D']) t.match(String(r.headers['link']), `<${s}>; rel="successor-version"`);
  const d = r.body.data;
  const bits = d.lines.map((l: any) => (l.isYang ? 1 : 0)).join('');
  t.equal(binaryOf(d.number), bits, 'the number is the lines\' hexagram');
  t.same(d.trigrams, [trigramsOf(d.number).lower, trigramsOf(d.number).upper]);
  t.equal(d.name, term('hexagram', slugsOf('hexagram')[d.number - 1]!, 'en'));
  t.notOk((await post('/v1/throw-coins-not', {})).headers['sunset']);
  t.notOk((await post('/v1/iching/relations', { number: 1 })).headers['deprecation'], 'successors are not deprecated');
});

t.test('relations, from-lines, the static tables', async (t) => {
  const rel = await post('/v1/iching/relations', { number: 3, changingLines: [1, 5] });
  t.equal(schemaErrors(relationsOp.response, rel.body.data), null);
  const d = rel.body.data;
  // Zhun with lines 1 and 5 moving: 000000 = Kun (2).
  t.same([d.nuclear.number, d.opposite.number, d.inverse.number, d.changingTo.number, d.kingWenPair.number], [23, 50, 4, 2, 4]);
  t.equal((await post('/v1/iching/relations', { number: 65 })).status, 400);
  const fl = await post('/v1/iching/from-lines', { lines: [7, 9, 8, 8, 6, 7] });
  t.equal(schemaErrors(fromLinesOp.response, fl.body.data), null);
  // 110001 = Gen over Dui, Sun (41); 2 and 5 moving -> 100011 = Xun over Zhen, Yi (42); focus: the upper, line 5 of 41.
  t.same([fl.body.data.primary.number, fl.body.data.relating.number, fl.body.data.readingFocus.texts[0].position], [41, 42, 5]);
  const bin = await post('/v1/iching/from-lines', { lines: [1, 0, 0, 0, 1, 0] });
  t.same([bin.body.data.primary.number, bin.body.data.relating], [3, null]);
  const hx = await get('/v1/iching/hexagrams?lang=ja');
  t.equal(schemaErrors(hexagramsOp.response, hx.body.data), null);
  t.same(hx.body.data.hexagrams[2], { number: 3, slug: 'difficulty-at-the-beginning', name: '水雷屯', chinese: '屯', binary: '100010', lower: { number: 4, slug: 'zhen', name: '震（雷）' }, upper: { number: 6, slug: 'kan', name: '坎（水）' } });
  const tg = await get('/v1/iching/trigrams');
  t.equal(schemaErrors(trigramsOp.response, tg.body.data), null);
  t.same(tg.body.data.trigrams.map((x: any) => [x.slug, x.binary, x.laterHeavenDirection]), [['qian', '111', 'north-west'], ['dui', '110', 'west'], ['li', '101', 'south'], ['zhen', '100', 'east'], ['xun', '011', 'south-east'], ['kan', '010', 'north'], ['gen', '001', 'north-east'], ['kun', '000', 'south-west']]);
});

t.test('hexagram names in Japanese, Korean and Vietnamese agree with the trigrams', async (t) => {
  // Upper image then lower image, then the name; pure hexagrams 乾為天 / 중천건 / Thuần Càn.
  const images: Record<string, [string, string[], string]> = {
    qian: ['天', ['천'], 'Thiên'], dui: ['沢', ['택'], 'Trạch'], li: ['火', ['화'], 'Hỏa'], zhen: ['雷', ['뢰', '뇌'], 'Lôi'],
    xun: ['風', ['풍'], 'Phong'], kan: ['水', ['수'], 'Thủy'], gen: ['山', ['산'], 'Sơn'], kun: ['地', ['지'], 'Địa'],
  };
  const slugs = slugsOf('hexagram');
  for (let n = 1; n <= 64; n++) {
    const { lower, upper } = trigramsOf(n);
    const lo = images[TRIGRAM_SLUGS[lower - 1]!]!;
    const up = images[TRIGRAM_SLUGS[upper - 1]!]!;
    const ja = term('hexagram', slugs[n - 1]!, 'ja');
    const ko = term('hexagram', slugs[n - 1]!, 'ko');
    const vi = term('hexagram', slugs[n - 1]!, 'vi');
    if (lower === upper) {
      t.ok(ja.endsWith(`為${lo[0]}`) && ko.startsWith('중') && vi.startsWith('Thuần'), `${n} pure: ${ja} ${ko} ${vi}`);
    } else {
      t.ok(ja.startsWith(up[0] + lo[0]), `${n} ja ${ja}`);
      t.ok(up[1].some((u) => lo[1].some((l) => ko.startsWith(u + l))), `${n} ko ${ko}`);
      t.ok(vi.startsWith(`${up[2]} ${lo[2]}`), `${n} vi ${vi}`);
    }
  }
});

t.test('POST /iching/najia: palaces, Na Jia, relatives, spirits, the day', async (t) => {
  // The Qian palace in order: Qian, Gou, Dun, Pi, Guan, Bo, Jin (wandering soul), Da You (returning soul).
  t.same([1, 44, 33, 12, 20, 23, 35, 14].map((n) => [palaceOf(n).palace, palaceOf(n).shi]), [[1, 6], [1, 1], [1, 2], [1, 3], [1, 4], [1, 5], [1, 4], [1, 3]]);
  t.same([2, 24, 19, 11, 34, 43, 5, 8].map((n) => palaceOf(n).palace), [8, 8, 8, 8, 8, 8, 8, 8], 'Kun palace ... Xu (wandering), Bi (returning)');
  const counts = new Map<number, number>();
  for (let n = 1; n <= 64; n++) counts.set(palaceOf(n).palace, (counts.get(palaceOf(n).palace) ?? 0) + 1);
  t.same([...counts.values()], [8, 8, 8, 8, 8, 8, 8, 8], 'eight palaces of eight');
  t.equal(dayCycleIndex(2451545), 54, '1 January 2000 was a wu-wu day');
  t.same(voidBranches(0), ['xu', 'hai'], 'the jia-zi decade lacks xu and hai');
  // Gou (44), Qian palace (metal), first generation: inner Xun xin-chou/hai/you, outer Qian ren-wu/shen/xu.
  // 2000-01-01 (wu-wu day, stem wu): spirits from Hooked Snake. Line 1 (chou, earth) moving: Qian's jia-zi (water) -> offspring.
  const r = await post('/v1/iching/najia', { lines: [6, 7, 7, 7, 7, 7], date: '2000-01-01', time: '12:00', timezone: 'Asia/Shanghai' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(najiaOp.response, r.body.data), null);
  const d = r.body.data;
  t.same([d.hexagram.number, d.palace.trigram.slug, d.palace.element, d.generation, d.shiLine, d.yingLine], [44, 'qian', 'metal', 'first', 1, 4]);
  t.same(d.lines.map((l: any) => `${l.stem}-${l.branch}`), ['xin-chou', 'xin-hai', 'xin-you', 'ren-wu', 'ren-shen', 'ren-xu']);
  t.same(d.lines.map((l: any) => l.relative), ['parents', 'offspring', 'brothers', 'officer', 'brothers', 'parents']);
  t.same(d.lines.map((l: any) => l.spirit), ['hooked-snake', 'flying-serpent', 'white-tiger', 'black-warrior', 'green-dragon', 'vermilion-bird']);
  t.same(d.lines[0].changedTo, { stem: 'jia', branch: 'zi', element: 'water', relative: 'offspring' });
  // Wealth (wood) is missing: Qian's pure hexagram has it on line 2 (jia-yin).
  t.same(d.hiddenSpirits, [{ position: 2, stem: 'jia', branch: 'yin', element: 'wood', relative: 'wealth' }]);
  // 1 January: the Sun near 280 deg, after Dongzhi and before Xiaohan (285): still the zi month.
  t.same([d.monthBranch, d.dayGanzhi, d.voidBranches], ['zi', { index: 54, stem: 'wu', branch: 'wu' }, ['zi', 'chou']]);
  const late = await post('/v1/iching/najia', { lines: [7, 7, 7, 7, 7, 7], date: '1999-12-31', time: '24:00:00', timezoneOffset: 8 });
  t.equal(late.body.data.dayGanzhi.index, 54, '24:00 is the next day');
  const bad = await post('/v1/iching/najia', { lines: [7, 7, 7, 7, 7, 7], date: '2000-01-01', timezone: 'Mars/Olympus' });
  t.same([bad.status, bad.body.error.details[0].path], [400, 'timezone']);
});

t.test('POST /iching/plum-blossom: the time method worked by hand', async (t) => {
  // 2026-03-01 is day 13 of month 1 of the bing-wu (horse, wu = 7) year (new year 2026-02-17); 10:30 is the si hour (6).
  // 7 + 1 + 13 = 21 -> 5 Xun above; 21 + 6 = 27 -> 3 Li below, line 27 mod 6 = 3 moving: Jia Ren (37) -> Yi (42), nuclear Wei Ji (64).
  const r = await post('/v1/iching/plum-blossom', { date: '2026-03-01', time: '10:30', timezone: 'Asia/Shanghai' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(plumOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.lunarDate, { year: 2026, month: 1, isLeapMonth: false, day: 13, yearBranch: 'wu' });
  t.same(d.numbers, { yearBranch: 7, month: 1, day: 13, hourBranch: 6 });
  t.same([d.upper.slug, d.lower.slug, d.movingLine, d.primary.number, d.relating.number, d.nuclear.number], ['xun', 'li', 3, 37, 42, 64]);
  // The moving line is below: the body is Xun (wood), the use Li (fire); wood feeds fire: a drain.
  t.same([d.tiYong.body.slug, d.tiYong.use.slug, d.tiYong.relation, d.tiYong.verdict], ['xun', 'li', 'body-produces-use', 'minor-inauspicious']);
  t.same([hourBranchNumber(23.5), hourBranchNumber(0.5), hourBranchNumber(1), hourBranchNumber(22.9)], [1, 1, 2, 12]);
  const offset = await post('/v1/iching/plum-blossom', { date: '2026-03-01', time: '10:30' });
  t.same(offset.body.data.primary.number, 37, 'China time by default');
  t.equal((await post('/v1/iching/plum-blossom', { date: '2026-03-01' })).status, 400, 'time is required');
});
