/**
 * The table-driven Chinese operations through HTTP, on Bruce Lee's published chart
 * (庚辰 丁亥 甲戌 戊辰) worked by hand from the classics' tables, and the compass and Nine Star
 * tools against hand-worked values and the common published year charts; the Xiao Yun against
 * lunar-javascript's XiaoYun side by side.
 */
import t from 'tap';
import lj from 'lunar-javascript';
import { app, post, schemaErrors } from '../helpers/app.js';
import { registryOperation } from './helpers.js';

await app({ families: ['chinese'] });
const { Solar } = lj as any;
const LEE = { date: '1940-11-27', time: '07:12:00', timezone: 'America/Los_Angeles', latitude: 37.79, longitude: -122.42 };

async function ok(path: string, body: unknown) {
  const r = await post(`/v1${path}`, body);
  t.equal(r.status, 200, `${path} 200`);
  t.equal(schemaErrors((await registryOperation(path)).response, r.body.data), null, `${path} matches its schema`);
  return r.body.data;
}

t.test('hidden stems, ten gods, Na Yin, life stages of Bruce Lee\'s chart', async (t) => {
  const h = await ok('/bazi/hidden-stems', LEE);
  t.same(h.branches.map((b: any) => [b.branch.slug, b.hiddenStems.map((s: any) => s.stem.slug).join(' ')]), [['chen', 'wu yi gui'], ['hai', 'ren jia'], ['xu', 'wu xin ding'], ['chen', 'wu yi gui']]);
  t.same(h.branches[0].hiddenStems.map((s: any) => s.tenGod.slug), ['pian-cai', 'jie-cai', 'zheng-yin'], 'against jia: wu indirect wealth, yi rob wealth, gui direct resource');
  t.same(h.branches[0].hiddenStems.map((s: any) => s.weight), [0.6, 0.3, 0.1]);
  const g = await ok('/bazi/ten-gods', LEE);
  t.same(g.stems.map((s: any) => [s.pillar, s.tenGod.slug]), [['year', 'qi-sha'], ['month', 'shang-guan'], ['hour', 'pian-cai']]);
  // wu: hour stem + 3 hidden (chen, xu, chen) = 4; weighted 1 + 0.6 + 0.6 + 0.6.
  t.equal(g.counts.pianCai, 4);
  t.ok(Math.abs(g.weightedCounts.pianCai - 2.8) < 1e-9);
  t.equal(g.counts.biJian, 1, 'jia hidden in hai only (the day stem is not counted)');
  const n = await ok('/bazi/na-yin', LEE);
  t.same(n.pillars.map((p: any) => p.naYin.slug), ['bai-la-jin', 'wu-shang-tu', 'shan-tou-huo', 'da-lin-mu'], '1940 geng-chen is white-wax metal');
  t.same(n.elementCounts, { wood: 1, fire: 1, earth: 1, metal: 1, water: 0 });
  const l = await ok('/bazi/life-stages', LEE);
  t.same(l.stages.map((s: any) => s.stage), ['shuai', 'chang-sheng', 'yang', 'shuai'], 'jia is born in hai, declines in chen, is nurtured in xu');
  t.same(l.selfSeated.map((s: any) => s.stage), ['yang', 'tai', 'yang', 'guan-dai'], 'geng in chen yang; ding (yin, from you backward) in hai tai; wu (with bing, from yin) in chen guan-dai');
});

t.test('interactions of Bruce Lee\'s chart', async (t) => {
  const i = await ok('/bazi/interactions', LEE);
  t.same(i.stemClashes.map((x: any) => x.members.map((m: any) => m.pillar)), [['year', 'day']], 'geng clashes jia');
  t.same(i.clashes.map((x: any) => x.members.map((m: any) => m.pillar)), [['year', 'day'], ['day', 'hour']], 'chen-xu twice');
  t.same(i.punishments.map((x: any) => [x.kind, ...x.members.map((m: any) => m.pillar)]), [['self', 'year', 'hour']], 'chen punishes itself');
  t.same([i.stemCombinations, i.sixCombinations, i.harms, i.destructions], [[], [], [], []]);
});

t.test('minor luck as lunar-javascript\'s XiaoYun', async (t) => {
  const body = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4 };
  for (const [gender, g] of [['male', 1], ['female', 0]] as const) {
    const d = await ok('/bazi/minor-luck', { ...body, gender });
    const theirs = Solar.fromYmdHms(1990, 7, 15, 14, 30, 0).getLunar().getEightChar().getYun(g, 2).getDaYun(1)[0].getXiaoYun().map((x: any) => x.getGanZhi());
    t.same(d.years.map((y: any) => y.pillar.ganzhi), theirs, `${gender}: ${theirs.join(' ')}`);
    t.equal(d.years[0].ageSui, 1);
    t.equal(d.years[0].year, 1990);
  }
});

t.test('animal compatibility: precedence and notes', async (t) => {
  const sm = await ok('/chinese/animal-compatibility', { animal1: 'snake', animal2: 'monkey' });
  t.same([sm.relation, sm.score, sm.relations], ['six-harmony', 90, ['six-harmony', 'punishment', 'destruction']]);
  const og = await ok('/chinese/animal-compatibility', { animal1: 'ox', animal2: 'goat' });
  t.same([og.relation, og.score, og.notes], ['clash', 15, [{ slug: 'also-relation', relation: { slug: 'punishment', name: 'punishment (xing)' }, text: 'Also punishment (xing)' }]]);
  const dd = await ok('/chinese/animal-compatibility', { animal1: 'dragon', animal2: 'dragon' });
  t.same([dd.relation, dd.score], ['same', 60]);
  t.same(dd.notes.map((n: any) => [n.slug, n.branches.map((b: any) => b.slug), n.text]), [['self-punishing', ['chen', 'wu', 'you', 'hai'], 'Self-punishing branch (Chen, Wu, You, and Hai): score 60']]);
  const rr = await ok('/chinese/animal-compatibility', { animal1: 'rat', animal2: 'rabbit' });
  t.same([rr.relation, rr.score], ['punishment', 25]);
  const tr = await ok('/chinese/animal-compatibility', { animal1: 'tiger', animal2: 'horse' });
  t.same([tr.relation, tr.score], ['three-harmony', 85]);
  const dates = await ok('/chinese/animal-compatibility', { date1: '1984-02-03', date2: '1984-02-05' });
  t.same([dates.animal1.slug, dates.animal2.slug], ['pig', 'rat'], 'Lichun 1984 fell on 4 February');
  const none = await post('/v1/chinese/animal-compatibility', { animal1: 'rat' });
  t.equal(none.status, 400);
  t.equal(none.body.error.details[0].path, 'animal2');
});

t.test('zodiac: Lichun against lunar new year', async (t) => {
  const z = await ok('/chinese/zodiac', { date: '2024-02-07' });
  t.same([z.animal.slug, z.animalByOtherBoundary.slug, z.innerAnimal.slug, z.secretAnimal, z.ganzhi.slug], ['dragon', 'rabbit', 'tiger', null, 'jia-chen']);
  t.equal(z.boundaryAt, '2024-02-04T16:27:08+08:00', 'Lichun 08:27:07.6 UT, rounded to the second');
  const l = await ok('/chinese/zodiac', { date: '2024-02-07', time: '08:00:00', boundary: 'lunar-new-year' });
  t.same([l.animal.slug, l.element.slug, l.secretAnimal.slug], ['rabbit', 'water', 'dragon']);
  t.equal(l.boundaryAt, '2023-01-22T00:00:00+08:00');
});

t.test('compass: 24 mountains, kua, eight mansions', async (t) => {
  const s = await ok('/chinese/twenty-four-mountains', { degrees: 180 });
  t.same([s.mountain.slug, s.mountain.index, s.palace.trigram, s.palace.direction, s.element.slug, s.yuan, s.yinYang, s.degreesIntoMountain], ['wu', 14, 'li', 'south', 'fire', 'heaven', 'yin', 7.5]);
  const z = await ok('/chinese/twenty-four-mountains', { degrees: 352.5 });
  t.same([z.mountain.slug, z.degreesIntoMountain, z.yinYang], ['zi', 0, 'yin']);
  const r = await ok('/chinese/twenty-four-mountains', { degrees: 340 });
  t.same([r.mountain.slug, r.yuan, r.yinYang], ['ren', 'earth', 'yang']);
  const g = await ok('/chinese/twenty-four-mountains', { degrees: 45 });
  t.same([g.mountain.slug, g.yinYang], ['gen', 'yang'], 'Gen palace: heaven mountain yang');
  const m = await ok('/chinese/kua', { birthDate: '1990-07-15', gender: 'male' });
  t.same([m.kua, m.group, m.trigram.slug], [1, 'east', 'kan']);
  t.same(m.favourable.map((f: any) => f.direction), ['south-east', 'east', 'south', 'north']);
  const f = await ok('/chinese/kua', { birthDate: '1990-07-15', gender: 'female' });
  t.same([f.kua, f.group], [8, 'west'], '15 - 1 = 14 -> 5 -> 8');
  const before = await ok('/chinese/kua', { birthDate: '1984-02-03', gender: 'male' });
  t.same([before.solarYear, before.yearStar, before.kua], [1983, 8, 8]);
  const em = await ok('/chinese/eight-mansions', { facingDegrees: 180 });
  t.same([em.sitting.direction, em.sitting.trigram.slug, em.houseGroup], ['north', 'kan', 'east']);
  t.same(em.sectors.filter((x: any) => x.luck === 'auspicious').map((x: any) => [x.direction, x.star]), [['north', 'fu-wei'], ['east', 'tian-yi'], ['south-east', 'sheng-qi'], ['south', 'yan-nian']]);
  const mag = await ok('/chinese/eight-mansions', { facingDegrees: 5, magneticDeclination: -10 });
  t.same([mag.facingDegrees, mag.facing.direction, mag.sitting.direction], [355, 'north', 'south']);
});

t.test('Nine Star Ki: 1990 and the 2026 year chart', async (t) => {
  const k = await ok('/chinese/nine-star-ki', { birthDate: '1990-07-15', targetYear: 2026 });
  t.equal(k.notation, '1.3.3', 'one white; July of a 1/4/7 year: three jade; 1 - 3 + 5 = 3');
  const y = k.targetYear;
  t.equal(y.centerStar.number, 1);
  t.same(y.palaces.map((p: any) => p.star), [6, 4, 8, 9, 5, 7, 3, 2], 'N 6, NE 4, E 8, SE 9, S 5, SW 7, W 3, NW 2');
  t.same([y.fiveYellowDirection, y.darkSwordDirection, y.yearBreakDirection, y.personalStarDirection], ['south', 'north', 'north', null]);
  t.same(y.favourableDirections, ['south-west'], 'metal stars (6, 7) produce the water of one white; 6 stands north, the year break');
});

t.test('shen sha of Bruce Lee\'s chart, worked from the tables', async (t) => {
  const s = await ok('/bazi/shen-sha', LEE);
  const found = Object.fromEntries(s.stars.map((x: any) => [x.slug, x.foundIn.map((f: any) => `${f.pillar}:${f.branch?.slug ?? f.stem?.slug}`)]));
  // Day stem jia: Tian Yi chou/wei (none); year stem geng: chou/wei (none). Wen Chang si (none).
  t.notOk('tian-yi-gui-ren' in found);
  // Lu Shen of jia: yin (none); Yang Ren: mao (none).
  t.notOk('lu-shen' in found);
  // Year chen (shen-zi-chen): Hua Gai chen -> the hour chen; Yi Ma yin, Tao Hua you (none). Day xu (yin-wu-xu): Hua Gai xu (none but itself).
  t.same(found['hua-gai'], ['hour:chen']);
  // Year chen: Gu Chen si, Gua Su chou (yin-mao-chen group): none. Hong Luan (3 - 4) = hai -> the month.
  t.same(found['hong-luan'], ['month:hai']);
  // Month hai: Tian De yi (no stem yi); Yue De jia -> the day stem.
  t.same(found['yue-de'], ['day:jia']);
  // Day jia-xu (index 10): decade jia-xu..gui-wei, void shen and you: none in the chart.
  t.notOk('kong-wang' in found);
  // Jie Sha for the year's triad (shen-zi-chen) is si, for the day's (yin-wu-xu) hai -> the month.
  t.same(found['jie-sha'], ['month:hai']);
  t.ok(s.stars.every((x: any) => x.rule.text.length > 0 && x.basis.length > 0));
  // The rules as data: Hua Gai's table by triad (shen-zi-chen gives chen ...), Hong Luan counted from Mao, the bases as references.
  const hg = s.stars.find((x: any) => x.slug === 'hua-gai');
  t.same([hg.basis.map((b: any) => [b.slug, b.name]), hg.rule.slug, hg.rule.entries.map((e: any) => [e.from.map((b: any) => b.slug), e.to.map((b: any) => b.slug)])],
    [[['year-branch', 'year branch']], 'lookup', [[['shen', 'zi', 'chen'], ['chen']], [['yin', 'wu', 'xu'], ['xu']], [['si', 'you', 'chou'], ['chou']], [['hai', 'mao', 'wei'], ['wei']]]]);
  t.equal(hg.rule.text, 'Shen/Zi/Chen → Chen; Yin/Wu/Xu → Xu; Si/You/Chou → Chou; Hai/Mao/Wei → Wei');
  const hl = s.stars.find((x: any) => x.slug === 'hong-luan');
  t.same([hl.rule.slug, hl.rule.entries, hl.rule.text], ['count-back-from-mao', undefined, 'Counted backwards from Mao by the year branch: Zi gives Mao, Chou gives Yin']);
});

t.test('visiting stars worked by hand', async (t) => {
  // 2024-01-01 10:00 CST: solar year 2023 (star 4); zi month of a 1/4/7 year: 8 - 10 = 7;
  // the December 2023 solstice day (22nd) has index 50, so the day stars ascend from 1 on the
  // next jia-zi, 2024-01-01; that day is jia-zi (zi: 1 at the zi hour), 10:00 is si: 1 + 5 = 6.
  const a = await ok('/chinese/flying-stars/visiting', { date: '2024-01-01', time: '10:00:00' });
  t.same([a.year.centerStar, a.month.centerStar, a.day.centerStar, a.hour.centerStar, a.dayStarsAscending, a.dayPeriodStart], [4, 7, 1, 6, true, '2024-01-01']);
  t.same(a.year.palaces, { north: 9, northEast: 7, east: 2, southEast: 3, south: 8, southWest: 1, west: 6, northWest: 5 }, 'four green in the center flies 5 to NW');
  // June 2024: solstice 21 June (index 52): descending from 9 on 29 June; 15 July is 16 days later: 9 - 16 -> 2.
  const s = await ok('/chinese/flying-stars/visiting', { date: '2024-07-15' });
  t.same([s.day.centerStar, s.dayStarsAscending, s.dayPeriodStart], [2, false, '2024-06-29']);
});
