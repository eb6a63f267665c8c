/**
 * The Chinese family through HTTP: status, envelope, schema and values (hand-worked and
 * published charts; the calendar's values are checked in calendar.test.ts and bazi-lib.test.ts).
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import fourPillars from '../../plugins/chinese/src/bazi/four-pillars.js';
import hourPillar from '../../plugins/chinese/src/bazi/hour-pillar.js';
import luckPillars from '../../plugins/chinese/src/bazi/luck-pillars.js';
import solarTerms from '../../plugins/chinese/src/chinese/solar-terms.js';
import lunarDate from '../../plugins/chinese/src/chinese/lunar-date.js';
import lunarToSolar from '../../plugins/chinese/src/chinese/lunar-to-solar.js';
import lunarCalendar from '../../plugins/chinese/src/chinese/lunar-calendar.js';

await app({ families: ['chinese'] });

const LEE = { date: '1940-11-27', time: '07:12:00', timezone: 'America/Los_Angeles', latitude: 37.79, longitude: -122.42 };

t.test('/bazi/four-pillars: Bruce Lee\'s published chart, settings echoed', async (t) => {
  const r = await post('/v1/bazi/four-pillars', LEE);
  t.equal(r.status, 200);
  t.equal(schemaErrors(fourPillars.response, r.body.data), null);
  const p = r.body.data.pillars;
  t.same([p.year.ganzhi, p.month.ganzhi, p.day.ganzhi, p.hour.ganzhi], ['庚辰', '丁亥', '甲戌', '戊辰']);
  t.same([p.year.slug, p.day.stem.slug, p.day.animal.slug], ['geng-chen', 'jia', 'dog']);
  t.same(r.body.data.dayMaster, { stem: { slug: 'jia', name: 'Jia', chinese: '甲' }, element: { slug: 'wood', name: 'Wood' }, yinYang: 'yang' });
  t.same(r.body.data.settings, { hourBasis: 'local', ziHourRule: 'day-at-23', yearBoundary: 'lichun', calendarZone: 8, solarTerms: 'exact' });
  t.match(r.body.data.monthStartsAt, /^1940-11-0[78]T\d\d:\d\d:\d\d-08:00$/, 'Lidong, in the request zone');
  t.equal(r.body.data.monthTerm.slug, 'li-dong');
  const ja = await post('/v1/bazi/four-pillars?lang=ja', LEE);
  t.equal(ja.body.data.pillars.day.name, '甲戌');
  t.equal(ja.body.data.pillars.day.animal.name, '戌（いぬ）');
});

t.test('/bazi/four-pillars: the zi hour rules, 24:00:00 and a boundary warning', async (t) => {
  const base = { date: '1984-02-04', time: '23:30:00', timezoneOffset: 8, latitude: 31.23, longitude: 121.47 };
  const d23 = (await post('/v1/bazi/four-pillars', base)).body.data;
  const el = (await post('/v1/bazi/four-pillars', { ...base, ziHourRule: 'early-late' })).body.data;
  t.equal(d23.pillars.day.index, (el.pillars.day.index + 1) % 60, 'day-at-23 takes the next day\'s pillar');
  t.equal(d23.pillars.hour.slug, el.pillars.hour.slug, 'the hour pillar is the next day\'s zi either way');
  t.equal(el.settings.ziHourRule, 'early-late');
  // Lichun 1984 fell at 23:18:45 CST on 4 February: 11 minutes earlier.
  t.equal(d23.pillars.year.slug, 'jia-zi');
  t.ok(d23.warnings.some((w: any) => w.code === 'near-term-boundary' && /11\.\d minutes before/.test(w.message)), 'warned of Lichun 11 minutes before');
  const midnight = (await post('/v1/bazi/four-pillars', { ...base, date: '1990-07-15', time: '24:00:00' })).body.data;
  const next = (await post('/v1/bazi/four-pillars', { ...base, date: '1990-07-16', time: '00:00:00' })).body.data;
  t.same(midnight.pillars, next.pillars, '24:00:00 is 00:00 of the next day');
  t.equal(midnight.moment.utc, '1990-07-15T16:00:00Z');
  const bad = await post('/v1/bazi/four-pillars', { ...base, time: '24:00:01' });
  t.equal(bad.status, 400);
  t.equal(bad.body.error.code, 'INVALID_INPUT');
  const hb = await post('/v1/bazi/four-pillars', { ...base, hourBasis: 'sun' });
  t.equal(hb.status, 400);
  t.ok(hb.body.error.details.some((d: any) => d.path === 'hourBasis'));
});

t.test('/bazi/hour-pillar: local, CST and solar hours in Kashgar', async (t) => {
  const body = { date: '2000-01-01', time: '12:00:00', timezoneOffset: 8, latitude: 39.47, longitude: 75.99 };
  const r = await post('/v1/bazi/hour-pillar', { ...body, hourBasis: 'solar' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(hourPillar.response, r.body.data), null);
  const d = r.body.data;
  t.ok(Math.abs(d.localHour - 12) < 1e-6);
  t.ok(Math.abs(d.cstHour - 12) < 1e-6);
  // Mean solar time 12 - 8 + 75.99/15 = 9.066 h; the equation of time on 1 January is -3.3 min.
  t.ok(Math.abs(d.solarHour - (9.066 - 3.3 / 60)) < 0.01, `solar hour ${d.solarHour}`);
  t.equal(d.hourBranch.slug, 'si', 'si hour on the solar clock');
  t.equal(d.hourBranch.range, '09:00-11:00');
  // Day wu-wu: Five Rats wu/gui -> ren-zi, so si (5) is ding-si.
  t.equal(d.dayPillar.slug, 'wu-wu');
  t.equal(d.pillar.slug, 'ding-si');
  t.equal(d.ziHour, null);
  const local = (await post('/v1/bazi/hour-pillar', body)).body.data;
  t.equal(local.hourBranch.slug, 'wu', 'wu hour on the civil clock');
  t.equal(local.pillar.slug, 'wu-wu');
  const late = (await post('/v1/bazi/hour-pillar', { ...body, time: '23:10:00' })).body.data;
  t.equal(late.ziHour, 'late');
  t.equal(late.hourBranch.slug, 'zi');
  t.equal(late.dayPillar.slug, 'ji-wei', 'day-at-23: the next day');
  t.equal(late.pillar.slug, 'jia-zi', 'ji day: jia-zi hour');
});

t.test('/bazi/luck-pillars: direction, start age from the jie, sequence', async (t) => {
  const body = { date: '1990-07-15', time: '14:30:00', timezoneOffset: 8, latitude: 39.9, longitude: 116.4 };
  const m = await post('/v1/bazi/luck-pillars', { ...body, gender: 'male', count: 3 });
  t.equal(m.status, 200);
  t.equal(schemaErrors(luckPillars.response, m.body.data), null);
  const d = m.body.data;
  t.equal(d.direction, 'forward', 'geng (yang) year, male');
  t.equal(d.startReference.term.slug, 'li-qiu');
  // lunar-javascript (Yun sect 2) for the same birth: 7 years 10 months 1 day, from 1998-05-16.
  t.same(d.startAge, { years: 7, months: 10, days: 1 });
  t.equal(d.startDate, '1998-05-16');
  t.same(d.pillars.map((p: any) => p.pillar.slug), ['jia-shen', 'yi-you', 'bing-xu'], 'from gui-wei forward');
  t.same(d.pillars.map((p: any) => [p.fromAge, p.toAge, p.fromYear]), [[7, 17, 1998], [17, 27, 2008], [27, 37, 2018]]);
  t.equal(d.pillars[0].tenGod.slug, 'zheng-cai', 'jia (yang wood) against a xin (yin metal) day master: controlled, opposite polarity');
  const f = (await post('/v1/bazi/luck-pillars', { ...body, gender: 'female', count: 2 })).body.data;
  t.equal(f.direction, 'backward');
  t.equal(f.startReference.term.slug, 'xiao-shu');
  t.same(f.pillars.map((p: any) => p.pillar.slug), ['ren-wu', 'xin-si']);
  const no = await post('/v1/bazi/luck-pillars', body);
  t.equal(no.status, 400);
  t.ok(no.body.error.details.some((x: any) => x.path === 'gender'));
});

t.test('/chinese/solar-terms, lunar-date, lunar-to-solar, lunar-calendar', async (t) => {
  const st = await post('/v1/chinese/solar-terms', { year: 2024, timezone: 'Europe/Kyiv' });
  t.equal(st.status, 200);
  t.equal(schemaErrors(solarTerms.response, st.body.data), null);
  t.equal(st.body.data.terms[5].local.slice(0, 16), '2024-03-20T05:06', 'Chunfen at 03:06 UT is 05:06 in Kyiv (+02:00)');
  t.equal(st.body.data.terms[11].local.slice(19), '+03:00', 'summer time at Xiazhi');
  t.equal((await post('/v1/chinese/solar-terms', { year: 1 })).status, 400);
  const ld = await post('/v1/chinese/lunar-date', { date: '2033-12-21', time: '12:30:00', timezone: 'America/New_York' });
  t.equal(ld.status, 200);
  t.equal(schemaErrors(lunarDate.response, ld.body.data), null);
  t.same([ld.body.data.date, ld.body.data.lunarYear, ld.body.data.lunarMonth, ld.body.data.isLeapMonth, ld.body.data.lunarDay], ['2033-12-22', 2033, 11, true, 1], 'New York noon is the next day in Beijing: leap 11, day 1');
  t.equal(ld.body.data.monthName, '閏冬月');
  const eve = (await post('/v1/chinese/lunar-date', { date: '2024-02-09' })).body.data;
  t.same([eve.lunarYear, eve.lunarMonth, eve.lunarDay, eve.dayName, eve.animal.slug, eve.newYearDate], [2023, 12, 30, '三十', 'rabbit', '2023-01-22']);
  const ls = await post('/v1/chinese/lunar-to-solar', { lunarYear: 2033, lunarMonth: 11, lunarDay: 1, isLeapMonth: true });
  t.equal(ls.status, 200);
  t.equal(schemaErrors(lunarToSolar.response, ls.body.data), null);
  t.same([ls.body.data.date, ls.body.data.leapMonth, ls.body.data.weekday.slug], ['2033-12-22', 11, 'thursday']);
  const noLeap = await post('/v1/chinese/lunar-to-solar', { lunarYear: 2024, lunarMonth: 5, lunarDay: 1, isLeapMonth: true });
  t.equal(noLeap.status, 400);
  t.equal(noLeap.body.error.details[0].path, 'isLeapMonth');
  const d30 = await post('/v1/chinese/lunar-to-solar', { lunarYear: 2033, lunarMonth: 11, lunarDay: 30, isLeapMonth: true });
  t.equal(d30.status, 400);
  t.equal(d30.body.error.details[0].path, 'lunarDay');
  const lc = await post('/v1/chinese/lunar-calendar', { year: 2023 });
  t.equal(lc.status, 200);
  t.equal(schemaErrors(lunarCalendar.response, lc.body.data), null);
  t.same([lc.body.data.leapMonth, lc.body.data.daysInYear, lc.body.data.months.length, lc.body.data.newYearDate], [2, 384, 13, '2023-01-22']);
  t.equal(lc.body.data.months[2].principalTerm, null, 'the leap month has no principal term');
});
