/**
 * Divination calendars (catalogue divination.jsonl): the Maya counts against convertdate 2.5.1
 * (test/oracles/divination/mayan.py -> vectors/mayan.json) and the GMT anchor dates; the
 * Dreamspell count on Argüelles' anchor (26 July 1987 = kin 34) and the widely published
 * 21 December 2012 = kin 207 Blue Crystal Hand; biorhythms worked by hand; the tree calendars'
 * tables cover every day once.
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import mayanVectors from '../oracles/divination/vectors/mayan.json' with { type: 'json' };
import { gregorianToJdn, jdnToGregorian, jdnToJulian, parseCivilDate, formatCivilDate } from '../../plugins/divination/src/lib/calendar.js';
import { haab, longCount, tzolkin } from '../../plugins/divination/src/lib/mayan.js';
import { kinOf, kinName, oracle, thirteenMoon } from '../../plugins/divination/src/lib/dreamspell.js';
import { biorhythmValue, compatibility, isCritical } from '../../plugins/divination/src/lib/biorhythm.js';
import { CELTIC_TREES, DRUID_TREES, inRange, NAMELESS_DAY } from '../../plugins/divination/src/lib/trees.js';
import tzolkinOp from '../../plugins/divination/src/mayan/tzolkin.js';
import haabOp from '../../plugins/divination/src/mayan/haab.js';
import longCountOp from '../../plugins/divination/src/mayan/long-count.js';
import toDateOp from '../../plugins/divination/src/mayan/long-count-to-date.js';
import roundOp from '../../plugins/divination/src/mayan/calendar-round.js';
import kinOp from '../../plugins/divination/src/dreamspell/kin.js';
import moonOp from '../../plugins/divination/src/dreamspell/thirteen-moon.js';
import chartOp from '../../plugins/divination/src/biorhythm/chart.js';
import criticalOp from '../../plugins/divination/src/biorhythm/critical-days.js';
import compatOp from '../../plugins/divination/src/biorhythm/compatibility.js';
import celticOp from '../../plugins/divination/src/celtic-tree/sign.js';
import druidOp from '../../plugins/divination/src/druid/sign.js';

await app({ families: ['divination'] });

t.test('Maya counts: 60 dates as convertdate computes them (GMT 584283)', async (t) => {
  for (const v of mayanVectors.dates) {
    const d = gregorianToJdn(parseCivilDate(v.date)) - 584283;
    const lc = longCount(d);
    t.same([lc.baktun, lc.katun, lc.tun, lc.uinal, lc.kin], v.longCount, `${v.date} long count`);
    const tz = tzolkin(d);
    t.same([tz.number, tz.signIndex], v.tzolkin, `${v.date} tzolkin`);
    const h = haab(d);
    t.same([h.day, h.month], v.haab, `${v.date} haab`);
  }
  t.same(jdnToGregorian(2451545), { year: 2000, month: 1, day: 1 });
  t.same(jdnToJulian(2299161), { year: 1582, month: 10, day: 5 }, 'Gregorian 15 Oct 1582 is Julian 5 Oct');
});

t.test('Maya operations: the end of the 13th baktun and the creation', async (t) => {
  const tz = await post('/v1/mayan/tzolkin', { date: '2012-12-21' });
  t.equal(tz.status, 200);
  t.equal(schemaErrors(tzolkinOp.response, tz.body.data), null);
  t.same([tz.body.data.number, tz.body.data.daySign.yucatec, tz.body.data.kin, tz.body.data.notation], [4, 'Ajaw', 160, '4 Ajaw']);
  // 13.0.0.0.0 of 2012 is 4 Ajaw 3 K'ank'in; 4 Ajaw 8 Kumk'u is the creation's 13.0.0.0.0 in 3114 BCE.
  const h = await post('/v1/mayan/haab', { date: '2012-12-21' });
  t.equal(schemaErrors(haabOp.response, h.body.data), null);
  t.same([h.body.data.day, h.body.data.month.name], [3, "K'ank'in"]);
  const lc = await post('/v1/mayan/long-count', { date: '2012-12-21' });
  t.equal(schemaErrors(longCountOp.response, lc.body.data), null);
  t.same([lc.body.data.notation, lc.body.data.daysSinceCreation, lc.body.data.lordOfNight], ['13.0.0.0.0', 1872000, 'G9']);
  const alt = await post('/v1/mayan/long-count', { date: '2012-12-23', correlation: 584285 });
  t.equal(alt.body.data.notation, '13.0.0.0.0', 'with 584285 the 13th baktun ends two days later');
  const creation = await post('/v1/mayan/long-count-to-date', { baktun: 0, katun: 0, tun: 0, uinal: 0, kin: 0 });
  t.equal(schemaErrors(toDateOp.response, creation.body.data), null);
  t.same([creation.body.data.date, creation.body.data.julianCalendarDate, creation.body.data.jdn, creation.body.data.tzolkin.notation, creation.body.data.haab.notation], ['-003113-08-11', '-003113-09-06', 584283, '4 Ajaw', "8 Kumk'u"]);
  const y2k = await post('/v1/mayan/long-count-to-date', { baktun: 12, katun: 19, tun: 6, uinal: 15, kin: 2 });
  t.same([y2k.body.data.date, y2k.body.data.tzolkin.notation, y2k.body.data.haab.notation], ['2000-01-01', "11 Ik'", "10 K'ank'in"]);
  const round = await post('/v1/mayan/calendar-round', { date: '2012-12-21' });
  t.equal(schemaErrors(roundOp.response, round.body.data), null);
  const r = round.body.data;
  t.equal(r.notation, "4 Ajaw 3 K'ank'in");
  // d = 1872000: 1872000 - 98 x 18980 = 11960 -> position 11961; 52 Haab' years = 18980 days before and after.
  t.same([r.position, r.previous, r.next], [11961, '1961-01-03', '2064-12-08']);
  // The Haab' year began 263 days earlier (0 Pop, d = 1871737): its Tzolk'in day is the bearer.
  t.same([r.yearBearer.notation, (await post('/v1/mayan/calendar-round', { date: '2012-12-21', bearerDay: 1 })).body.data.yearBearer.notation], [formatTz(1871737), formatTz(1871738)]);
  t.equal((await post('/v1/mayan/tzolkin', { date: '2012-02-30' })).status, 400);
});

function formatTz(d: number): string {
  const names = ['Imix', "Ik'", "Ak'bal", "K'an", 'Chikchan', 'Kimi', "Manik'", 'Lamat', 'Muluk', 'Ok', 'Chuwen', 'Eb', 'Ben', 'Ix', 'Men', 'Kib', 'Kaban', "Etz'nab", 'Kawak', 'Ajaw'];
  const x = tzolkin(d);
  return `${x.number} ${names[x.signIndex - 1]}`;
}

t.test('Dreamspell: the anchor, 2012-12-21, leap days, the oracle and the 13 Moon year', async (t) => {
  t.same([kinOf('1987-07-26'), kinName(34)], [34, 'White Galactic Wizard']);
  t.same([kinOf('2012-12-21'), kinName(207)], [207, 'Blue Crystal Hand']);
  t.equal(kinOf('2000-02-29'), kinOf('2000-02-28'), '29 February shares the kin of 28 February');
  t.equal(kinOf('2000-03-01'), kinOf('2000-02-28') + 1);
  // Occult kin is always 261 - kin; analog of the Wizard (14) is the Serpent (19 - 14 = 5), antipode the Seed (14 + 10 = 4 mod 20).
  const o = oracle(34);
  t.same([o.occult, kinName(o.analog), kinName(o.antipode), kinName(o.guide)], [227, 'Red Galactic Serpent', 'Yellow Galactic Seed', 'White Galactic Mirror']);
  for (let k = 1; k <= 260; k++) t.equal(oracle(k).occult, 261 - k, `occult of ${k}`);
  const r = await post('/v1/dreamspell/kin', { birthDate: '1987-07-26' });
  t.equal(r.status, 200);
  t.equal(schemaErrors(kinOp.response, r.body.data), null);
  t.same([r.body.data.kin, r.body.data.seal.colour, r.body.data.tone.name, r.body.data.wavespell.name, r.body.data.castle.number, r.body.data.earthFamily.name], [34, 'White', 'Galactic', 'Blue Hand', 1, 'Gateway']);
  const m = await post('/v1/dreamspell/thirteen-moon', { date: '2026-07-26' });
  t.equal(schemaErrors(moonOp.response, m.body.data), null);
  t.same([m.body.data.moon.number, m.body.data.day, m.body.data.plasma.name, m.body.data.year.bearerKin], [1, 1, 'Dali', kinOf('2026-07-26')]);
  t.same(thirteenMoon('2027-07-24').moon, 13);
  t.same([thirteenMoon('2027-07-25').dayOutOfTime, thirteenMoon('2028-02-29').hunabKu], [true, true]);
  // The Galactic (8th) Moon runs 7 February - 6 March; 1 March follows 28 February, 29 February being outside the count.
  t.same([thirteenMoon('2028-02-07').moon, thirteenMoon('2028-02-07').day], [8, 1]);
  t.same([thirteenMoon('2028-02-28').moon, thirteenMoon('2028-02-28').day], [8, 22]);
  t.same([thirteenMoon('2028-03-01').moon, thirteenMoon('2028-03-01').day], [8, 23]);
  t.same([thirteenMoon('2028-03-06').moon, thirteenMoon('2028-03-07').moon], [8, 9]);
});

t.test('biorhythms worked by hand', async (t) => {
  t.equal(biorhythmValue(0, 'physical'), 0);
  t.ok(Math.abs(biorhythmValue(7, 'emotional') - 1) < 1e-12, 'quarter of 28 days: the top');
  // t mod 11.5 < 1: day 0, day 12 (0.5: the crossing at 11.5 lies in (11, 12]), 23 (0), not 34 (11), 35 (0.5).
  t.same([0, 11, 12, 23, 34, 35].map((d) => isCritical(d, 'physical')), [true, false, true, true, false, true]);
  t.equal(compatibility(0, 'physical'), 100);
  t.equal(compatibility(14, 'emotional'), 0, 'half a cycle apart');
  const r = await post('/v1/biorhythm/chart', { birthDate: '2000-01-01', from: '2000-01-01', to: '2000-01-29', cycles: ['emotional'] });
  t.equal(r.status, 200);
  t.equal(schemaErrors(chartOp.response, r.body.data), null);
  t.equal(r.body.data.days.length, 29);
  t.same([r.body.data.summary.highs[0].date, r.body.data.summary.lows[0].date], ['2000-01-08', '2000-01-22'], 'day 7 the top, day 21 the bottom');
  t.notOk('physical' in r.body.data.days[0]);
  const c = await post('/v1/biorhythm/critical-days', { birthDate: '2000-01-01', from: '2000-01-01', to: '2000-01-31' });
  t.equal(schemaErrors(criticalOp.response, c.body.data), null);
  t.same(c.body.data.events[0], { date: '2000-01-01', dayOfLife: 0, cycles: ['physical', 'emotional', 'intellectual'], kind: 'triple' });
  t.ok(c.body.data.events.some((e: any) => e.date === '2000-01-15' && e.cycles.includes('emotional')), 'day 14: emotional crossing');
  const cp = await post('/v1/biorhythm/compatibility', { birthDate1: '2000-01-01', birthDate2: '2000-01-15' });
  t.equal(schemaErrors(compatOp.response, cp.body.data), null);
  t.same([cp.body.data.daysApart, cp.body.data.emotional], [14, 0]);
  t.ok(Math.abs(cp.body.data.physical - 100 * (1 - 18 / 23)) < 1e-9, 'phase 14 of 23: min(14, 9) = 9');
  t.equal((await post('/v1/biorhythm/chart', { birthDate: '2000-01-01', from: '2000-01-01', to: '2001-01-03' })).status, 400, 'over 366 days');
  const early = await post('/v1/biorhythm/chart', { birthDate: '2000-01-01', from: '1999-12-01', to: '2000-01-03' });
  t.same([early.status, early.body.error.details[0].path], [400, 'from']);
});

t.test('tree calendars: every day of a leap year has one tree', async (t) => {
  const days: string[] = [];
  for (let jd = gregorianToJdn({ year: 2024, month: 1, day: 1 }); jd <= gregorianToJdn({ year: 2024, month: 12, day: 31 }); jd++) days.push(formatCivilDate(jdnToGregorian(jd)).slice(5));
  for (const md of days) {
    t.equal(DRUID_TREES.filter((x) => x.periods.some((p) => inRange(md, p))).length, 1, `druid ${md}`);
    t.equal(CELTIC_TREES.filter((x) => inRange(md, x.month)).length + (md === NAMELESS_DAY ? 1 : 0), md === '02-29' ? 1 : 1, `celtic ${md}`);
  }
  const c = await post('/v1/celtic-tree/sign', { birthDate: '1990-07-15' });
  t.equal(schemaErrors(celticOp.response, c.body.data), null);
  t.same([c.body.data.tree.name, c.body.data.tree.ogham, c.body.data.tree.letter], ['Holly', 'Tinne', 'ᚈ']);
  const n = await post('/v1/celtic-tree/sign', { birthDate: '1990-12-23' });
  t.equal(n.body.data.tree, null, 'the nameless day');
  const d = await post('/v1/druid/sign', { birthDate: '1992-02-29' });
  t.equal(schemaErrors(druidOp.response, d.body.data), null);
  t.equal(d.body.data.tree.name, 'Pine');
  const de = await post('/v1/druid/sign?lang=de', { birthDate: '1990-03-21' });
  t.same([de.body.data.tree.slug, de.body.data.warnings[0].code], ['oak', 'text-in-english']);
});
