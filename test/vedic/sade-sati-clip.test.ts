/**
 * Sade sati and dhaiya near the end of the supported years (issue 10): a birth or a target date
 * late in 2999 asked Saturn's searches for years beyond the ephemeris and answered 422. The
 * searches now stop at 3000-01-01 0h UT (lib/saturn-transits.ts SATURN_SEARCH_LAST_JD); the
 * answer says so in `warnings` (code span-clipped), the timeline's `spanEnd` is that instant,
 * and an end the search could not reach is null rather than the clip.
 *
 * The boundaries are checked against an independent scan: Saturn's sidereal sign from
 * Ephemeris.position() at every whole day, no root finder (the service refines its ingresses;
 * a day step brackets each one).
 */
import t from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { castRashi } from '../../plugins/vedic/src/lib/rashi.js';
import { clipSearchEnd, sadeSatiAt, SATURN_SEARCH_LAST_JD } from '../../plugins/vedic/src/lib/saturn-transits.js';
import sadeSatiOp from '../../plugins/vedic/src/dosha/sade-sati.js';
import dhaiyaOp from '../../plugins/vedic/src/dosha/dhaiya.js';
import timelineOp from '../../plugins/vedic/src/gochara/sade-sati-timeline.js';

await app({ families: ['vedic'] });
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const isoJd = (iso: string) => Date.parse(iso) / 86400_000 + 2440587.5;
const BIRTH = { date: '2985-03-10', time: '06:00:00', timezoneOffset: 5.5, latitude: 28.6139, longitude: 77.209 };
const LATE = { date: '2999-06-01', time: '12:00:00', timezoneOffset: 0, latitude: 28.6139, longitude: 77.209 };

/** Saturn's sidereal sign changes found by whole-day steps over [from, to]: the day after each change. */
function dayScan(from: number, to: number, zodiac: Parameters<SwissEphemeris['position']>[2]): { jd: number; to: number }[] {
  const sign = (jd: number) => Math.floor((((services.ephemeris.position(jd, 6, zodiac).longitude % 360) + 360) % 360) / 30) + 1;
  const out: { jd: number; to: number }[] = [];
  let last = sign(from);
  for (let jd = from + 1; jd <= to; jd++) {
    const s = sign(jd);
    if (s !== last) out.push({ jd, to: s });
    last = s;
  }
  return out;
}

t.test('clipSearchEnd: 3000-01-01 0h UT is JD 2816787.5', async (t) => {
  t.equal(SATURN_SEARCH_LAST_JD, 2816787.5);
  t.equal(isoJd('3000-01-01T00:00:00Z'), SATURN_SEARCH_LAST_JD, 'the Unix-epoch count agrees');
  t.same(clipSearchEnd(2451545, 2460000), { end: 2460000, clipped: false });
  t.same(clipSearchEnd(2816000, 2817000), { end: SATURN_SEARCH_LAST_JD, clipped: true });
  t.same(clipSearchEnd(2816800, 2817000), { end: 2816800, clipped: true }, 'a start past the end gives an empty span, not a reversed one');
});

t.test('the timeline of a 2985 birth stops at 3000-01-01, its boundaries the day scan\'s ingresses', async (t) => {
  const res = await post('/v1/vedic/gochara/sade-sati-timeline', { ...BIRTH, years: 100 });
  t.equal(res.status, 200, 'an answer, not a 422');
  const d = res.body.data;
  t.equal(schemaErrors(timelineOp.response!, d), null, 'the response schema');
  t.equal(d.spanEnd, '3000-01-01T05:30:00+05:30', 'the span ends at 3000-01-01 0h UT, in the birth zone');
  t.equal(d.years, 100, 'the requested years are echoed');
  t.same(d.warnings.map((w: any) => [w.code, w.member]), [['span-clipped', 'years']]);
  t.match(d.warnings[0].message, /3000-01-01T00:00:00Z/);
  const chart = castRashi(BIRTH, services);
  const scan = dayScan(chart.jd, SATURN_SEARCH_LAST_JD, chart.settings.chart);
  t.ok(scan.length >= 4, `Saturn changes sign ${scan.length} times in the span`);
  const isIngress = (iso: string) => scan.some((i) => isoJd(iso) > i.jd - 1 && isoJd(iso) <= i.jd);
  const windows = [...d.cycles, ...d.dhaiyas];
  t.ok(windows.length > 0);
  for (const w of windows) {
    t.ok(w.clippedStart || isIngress(w.start), `start ${w.start} is an ingress of the scan`);
    t.ok(w.clippedEnd || isIngress(w.end), `end ${w.end} is an ingress of the scan`);
    if (w.clippedEnd) t.equal(w.end, d.spanEnd, 'a window cut by the span ends at spanEnd');
    t.ok(isoJd(w.end) <= SATURN_SEARCH_LAST_JD + 1e-9, 'nothing beyond 3000-01-01');
  }
  // An unclipped span carries no warning and ends `years` after the birth.
  const short = await post('/v1/vedic/gochara/sade-sati-timeline', { ...BIRTH, years: 10 });
  t.equal(short.status, 200);
  t.same(short.body.data.warnings, []);
  // 10 x 365.25 = 3652.5 days; 2985-03-10 to 2995-03-10 is 3652 days (leap years 2988 and 2992), so 12 h later.
  t.equal(short.body.data.spanEnd, '2995-03-10T18:00:00+05:30', '10 Julian years of 365.25 days after the birth');
});

t.test('sade sati and dhaiya at a 2999 date: a phase from the scan, ends beyond the clip null', async (t) => {
  for (const op of [sadeSatiOp, dhaiyaOp]) {
    const res = await post(`/v1${op.path}`, { ...LATE, targetDate: '2999-11-15' });
    t.equal(res.status, 200, `${op.path}: an answer, not a 422`);
    t.equal(schemaErrors(op.response!, res.body.data), null, `${op.path}: the response schema`);
    t.same(res.body.data.warnings.map((w: any) => w.code), ['span-clipped']);
  }
  const natal = castRashi(LATE, services);
  const moonSign = natal.grahas[1]!.sign;
  const target = isoJd('2999-11-15T12:00:00Z');
  const s = sadeSatiAt(services.ephemeris, moonSign, target, natal.settings.chart);
  const res = await post('/v1/vedic/dosha/sade-sati', { ...LATE, targetDate: '2999-11-15' });
  const d = res.body.data;
  const scan = dayScan(target - 11 * 365.25, SATURN_SEARCH_LAST_JD, natal.settings.chart);
  const signAt = (jd: number) => [...scan].reverse().find((i) => i.jd <= jd)?.to;
  const house = ((signAt(target)! - moonSign + 12) % 12) + 1;
  t.equal(d.saturnSign, signAt(target), 'Saturn\'s sign at the date agrees with the scan');
  t.equal(d.phase, house === 12 ? 'rising' : house === 1 ? 'peak' : house === 2 ? 'setting' : 'none', `house ${house} from the Moon`);
  // Saturn still in the 12th-2nd at the clip: no end is known; else the end is the scan's exit.
  const inWindow = (sign: number) => [12, 1, 2].includes(((sign - moonSign + 12) % 12) + 1);
  if (d.phase !== 'none') {
    const exit = scan.find((i) => i.jd > target && !inWindow(i.to));
    if (exit) t.ok(Math.abs(isoJd(d.cycleEnd) - exit.jd) <= 1, `cycle ends at the scan's exit ${d.cycleEnd}`);
    else t.equal(d.cycleEnd, null, 'Saturn is still in the window at 3000-01-01: the end is unknown');
  } else {
    const entry = scan.find((i) => i.jd > target && ((i.to - moonSign + 12) % 12) + 1 === 12);
    if (entry) t.ok(Math.abs(isoJd(d.nextCycleStart) - entry.jd) <= 1, 'next cycle at the scan\'s entry into the 12th');
    else t.equal(d.nextCycleStart, null, 'no entry into the 12th before 3000-01-01');
  }
  t.equal(s.clippedAt, SATURN_SEARCH_LAST_JD);
  // A date far from the end: no clip, no warning (the ordinary answers are unchanged).
  const plain = await post('/v1/vedic/dosha/sade-sati', { ...LATE, date: '1990-07-15', targetDate: '2024-03-01' });
  t.equal(plain.status, 200);
  t.same(plain.body.data.warnings, []);
  t.not(plain.body.data.cycleEnd, undefined);
});
