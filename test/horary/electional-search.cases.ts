/**
 * /electional/search: windows from the events that change the score. The lib test scores an
 * evening over London by brute force, a dense grid of moments each cast and judged by
 * /electional/evaluate's own path (castFigure and evaluateRules with the Moon's course searched
 * afresh from the ephemeris at every moment), and checks that every moment's score is the score
 * of the piece the search put it in, and that both find the same best window. The brute force
 * lives only here.
 */
import t, { type Test } from 'tap';
import { app, post, schemaErrors } from '../helpers/app.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import searchOp from '../../plugins/horary/src/electional/search.js';
import { castFigure } from '../../plugins/horary/src/lib/figure.js';
import { ACTIVITIES, evaluateRules } from '../../plugins/horary/src/lib/electional.js';
import { electionWindows, scoreIntervals, stateChanges } from '../../plugins/horary/src/lib/electional-search.js';

const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

t.before(async () => { await app({ families: ['horary'] }); });

t.test('lib: stateChanges finds each change of a step function to its tolerance, two inside one step included', async (t) => {
  const steps = [0.3, 0.31, 0.9];
  const state = (x: number) => String(steps.filter((s) => x >= s).length);
  const found = stateChanges(state, 0, 1, 0.25, 1e-6);
  t.equal(found.length, 3);
  found.forEach((x, i) => t.ok(Math.abs(x - steps[i]!) < 2e-6, `change ${i} at ${x}`));
});

async function bruteForce(t: Test, activity: string, start: number, hours: number, stepMinutes: number, minChecked: number, bodyPart?: 'knees') {
  const rules = ACTIVITIES.find((a) => a.slug === activity)!;
  const end = start + hours / 24;
  const pieces = scoreIntervals({ ...LONDON, startDate: '2024-05-13', endDate: '2024-05-14', activity, bodyPart }, services, start, end);
  t.ok(new Set(pieces.map((p) => p.score)).size > 1, `${pieces.length} pieces; the score changes`);
  let checked = 0;
  let bestScore = -Infinity;
  let bestAt = 0;
  for (let jd = start + 1 / 1440; jd < end; jd += stepMinutes / 1440) {
    const iso = new Date(Math.round((jd - 2440587.5) * 86400) * 1000).toISOString();
    const f = castFigure({ date: iso.slice(0, 10), time: iso.slice(11, 19), timezoneOffset: 0, ...LONDON, houseSystem: 'P' }, services);
    const score = evaluateRules(f, services, rules, bodyPart).score;
    if (score > bestScore) { bestScore = score; bestAt = f.jd; }
    const piece = pieces.find((p) => p.start <= f.jd && f.jd < p.end)!;
    if (f.jd - piece.start < 30 / 86400 || piece.end - f.jd < 30 / 86400) continue; // within the 20 s bisection tolerance of a cut
    checked++;
    if (piece.score !== score) t.fail(`at ${iso} the brute force scores ${score}, the search's piece ${piece.score}`);
  }
  t.ok(checked > minChecked, `${checked} moments compared, each scored as its piece`);
  const windows = electionWindows(pieces, bestScore, 0);
  t.equal(windows[0]!.peakScore, bestScore, `the best window scores the brute force's best, ${bestScore}`);
  t.ok(windows.some((w) => w.start <= bestAt && bestAt <= w.end), 'and the brute force\'s best moment lies in one of the best windows');
  t.equal(Math.max(...pieces.map((p) => p.score)), bestScore, 'no piece scores above the brute force\'s best');
  return pieces;
}

t.test('lib: the event-cut search against a brute-force scan every 2 minutes (London, 2024-05-13 18:00 to 22:00 UT, marriage)', async (t) => {
  const pieces = await bruteForce(t, 'marriage', 2460444.25, 4, 2, 100);
  t.ok(pieces.length > 6, 'the Ascendant alone changes sign three or more times in four hours');
});

t.test('lib: the same across the Moon falling void and changing sign (2024-05-15 16:00 to 22:00 UT, surgery on the knees, every 3 minutes)', async (t) => {
  // The Moon's last aspect before she leaves Leo at 16:41 UT, her ingress into Virgo at 21:33 UT (core's voidPeriods).
  const start = 2460446.1666666665;
  const pieces = await bruteForce(t, 'surgery', start, 6, 3, 100, 'knees');
  const voidAt = (jd: number) => pieces.find((p) => p.start <= jd && jd < p.end)!.failed.includes('moon-not-void');
  t.ok(!voidAt(start + 0.5 / 24) && voidAt(start + 1 / 24) && voidAt(start + 5.4 / 24) && !voidAt(start + 5.7 / 24), 'void from 16:41 to 21:33, not before nor after');
});

t.test('POST /electional/search', async (t) => {
  const r = await post('/v1/electional/search', { ...LONDON, timezone: 'Europe/London', startDate: '2024-05-13', endDate: '2024-05-15', activity: 'marriage', limit: 3 });
  t.equal(r.status, 200);
  t.equal(schemaErrors(searchOp.response, r.body.data), null);
  const d = r.body.data;
  t.same(d.activity, { slug: 'marriage', name: 'Marriage' });
  t.equal(d.minScore, 0.4 * 21, 'the default: 40 % of the marriage rules\' weight (21)');
  t.ok(d.scanned > 100, `${d.scanned} pieces in three days`);
  t.ok(d.windows.length >= 1 && d.windows.length <= 3);
  for (let i = 1; i < d.windows.length; i++) t.ok(d.windows[i - 1].peakScore >= d.windows[i].peakScore, 'ranked by peak score');
  const w = d.windows[0];
  t.ok(w.start <= w.peak && w.peak <= w.end && w.start.endsWith('+01:00'), 'instants in British Summer Time');
  t.ok(w.peakScore >= d.minScore);
  // The peak judged by /electional/evaluate at the same moment scores the same.
  const peak = new Date(w.peak);
  const e = await post('/v1/electional/evaluate', { date: w.peak.slice(0, 10), time: w.peak.slice(11, 19), timezone: 'Europe/London', ...LONDON, activity: 'marriage' });
  t.equal(e.body.data.score, w.peakScore, `/electional/evaluate at ${peak.toISOString()} agrees`);
  t.same(w.failedRules, e.body.data.rules.filter((x: any) => !x.passed).map((x: any) => x.code));

  const tooLong = await post('/v1/electional/search', { ...LONDON, startDate: '2024-01-01', endDate: '2024-06-01', activity: 'marriage' });
  t.equal(tooLong.status, 400);
  t.ok(tooLong.body.error.details.some((x: any) => String(x.path).includes('endDate')));
  const badActivity = await post('/v1/electional/search', { ...LONDON, startDate: '2024-01-01', endDate: '2024-01-02', activity: 'duel' });
  t.equal(badActivity.status, 400);
  const step = await post('/v1/electional/search', { ...LONDON, startDate: '2024-01-01', endDate: '2024-01-02', activity: 'marriage', stepMinutes: 1 });
  t.equal(step.status, 400, 'stepMinutes under 4 refused');
});
