/**
 * The Hellenistic time-lord arithmetic against the authors' own numbers: Valens' minor years of
 * the signs (their twelve-sign sum of 211, Anthology IV) and the loosing of the bond they imply
 * (a Capricorn level-1 period looses to Cancer after 211 months, about 17.6 years, the case
 * Brennan works through in Hellenistic Astrology, 2017, ch. 18); Abu Ma'shar's firdaria as
 * Bonatti tabulates them (Liber Astronomiae Tr. 9: day Sun 0-10, Venus 10-18, Mercury 18-31,
 * Moon 31-40, Saturn 40-51, Jupiter 51-63, Mars 63-70, nodes 70-75); Valens' decennials of 129
 * months; Paulus' twelfth-parts; whole-sign relations.
 */
import t from 'tap';
import {
  DECENNIAL_DAYS, decennialOrder, decennials, firdaria, firdariaOrder, MINOR_YEARS, zrCurrent, zrLevel, zrPeak, ZR_SIGN_YEARS,
} from '../../plugins/hellenistic/src/lib/time-lords.js';
import { boundAt, dodecatemorion, signRelation } from '../../plugins/hellenistic/src/lib/places.js';
import { criticalDegreeOf, lunationPhase } from '../../plugins/hellenistic/src/lib/modern.js';
import { EGYPTIAN_TERMS, PTOLEMAIC_TERMS, isMorningStar, isDiurnalChart } from '@celestial/core/astro';

const CAPRICORN = 9;
const CANCER = 3;

t.test('zodiacal releasing: the minor years sum to 211 and a Capricorn L1 looses to Cancer after 211 months', async (t) => {
  t.equal(ZR_SIGN_YEARS.reduce((a, b) => a + b, 0), 211, 'Valens: the twelve signs total 211 years');
  const l1 = zrLevel(1, CAPRICORN, 0, 27 * 360, 0, 2);
  t.equal(l1.length, 1);
  t.equal(l1[0]!.end, 27 * 360, 'Capricorn 27 years of 360 days');
  const l2 = l1[0]!.children;
  const signs = l2.map((p) => p.signIndex);
  t.same(signs, [9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 3, 4, 5, 6, 7, 8, 9], 'twelve signs from Capricorn, then the jump to Cancer and on to Capricorn');
  const loose = l2[12]!;
  t.equal(loose.signIndex, CANCER);
  t.ok(loose.loosingOfBond, 'the Cancer period is the loosing of the bond');
  t.equal(loose.start, 211 * 30, 'after 211 months of 30 days');
  t.ok(Math.abs(loose.start / 365.25 - 17.33) < 0.01, `${(loose.start / 365.25).toFixed(2)} Julian years`);
  t.equal(l2.filter((p) => p.loosingOfBond).length, 1);
  t.equal(l2[0]!.end, 27 * 30, 'Capricorn L2: 27 months');
  t.equal(l2[l2.length - 1]!.end, 27 * 360, 'the last sub-period is cut at the parent\'s end');
  // A short L1 (Libra, 8 years = 96 months < 211) never looses.
  t.notOk(zrLevel(1, 6, 0, 8 * 360, 0, 2)[0]!.children.some((p) => p.loosingOfBond));
  // Level 3 in 2.5-day units: Aries 15 x 2.5 = 37.5 days.
  const l3 = zrLevel(3, 0, 0, 100, 0, 3);
  t.equal(l3[0]!.end, 37.5);
  t.equal(zrLevel(4, 0, 0, 10, 0, 4)[0]!.end, 15 * 5 / 24, 'level 4 in 5-hour units');
});

t.test('zodiacal releasing peaks: 10th from Fortune major, 1st/4th/7th angular', async (t) => {
  t.equal(zrPeak(9, 0), 'major');
  t.equal(zrPeak(0, 0), 'angular');
  t.equal(zrPeak(3, 0), 'angular');
  t.equal(zrPeak(6, 0), 'angular');
  t.equal(zrPeak(1, 0), null);
  t.equal(zrPeak(2, 5), 'major', 'Fortune in Leo: Taurus is the 10th');
  const chain = zrCurrent(zrLevel(1, CAPRICORN, 0, 27 * 360, 0, 2), 211 * 30 + 1);
  t.same(chain.map((p) => [p.level, p.signIndex]), [[1, 9], [2, 3]]);
});

t.test('firdaria: Bonatti\'s table of the periods and sub-periods', async (t) => {
  const y = 365.25;
  const day = firdaria(0, true, 'end', y, 1);
  t.same(day.map((p) => p.lord), ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node']);
  t.same(day.map((p) => p.start / y), [0, 10, 18, 31, 40, 51, 63, 70, 73]);
  t.equal(day[8]!.end / y, 75, 'the series is 75 years');
  t.same(day[0]!.subPeriods.map((s) => s.lord), ['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars']);
  t.same(day[1]!.subPeriods.map((s) => s.lord), ['Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
  t.ok(Math.abs(day[0]!.subPeriods[1]!.start / y - 10 / 7) < 1e-12, 'sub-periods are sevenths');
  t.same(day[7]!.subPeriods, [], 'node periods undivided');
  const night = firdaria(0, false, 'end', y, 1);
  t.same(night.map((p) => p.start / y), [0, 9, 20, 32, 39, 49, 57, 70, 73]);
  t.same(firdariaOrder(false, 'bonatti'), ['Moon', 'Saturn', 'Jupiter', 'Mars', 'North Node', 'South Node', 'Sun', 'Venus', 'Mercury']);
  t.equal(firdaria(0, true, 'end', y, 2)[9]!.start / y, 75, 'the series repeats after 75 years');
});

t.test('decennials: 129 months per lord, sub-periods the minor years in months', async (t) => {
  t.equal(Object.values(MINOR_YEARS).reduce((a, b) => a + b, 0), 129);
  t.equal(DECENNIAL_DAYS, 3870);
  const lon = { Sun: 100, Moon: 10, Mercury: 110, Venus: 90, Mars: 200, Jupiter: 300, Saturn: 350 };
  const order = decennialOrder(lon, 'Sun');
  t.same(order, ['Sun', 'Mercury', 'Mars', 'Jupiter', 'Saturn', 'Moon', 'Venus'], 'from the Sun in zodiacal order');
  const d = decennials(0, order, 2);
  t.same(d[1]!.subPeriods.map((s) => [s.lord, s.months]), [['Mercury', 20], ['Mars', 15], ['Jupiter', 12], ['Saturn', 30], ['Moon', 25], ['Venus', 8], ['Sun', 19]]);
  t.equal(d[1]!.subPeriods[6]!.end, 2 * 3870);
});

t.test('bounds, relations, twelfth-parts, critical degrees, sect and lunation phases', async (t) => {
  // Ptolemy's totals of the Egyptian bounds (Tetrabiblos I.20): Saturn 57, Jupiter 79, Mars 66, Venus 82, Mercury 76.
  const totals: Record<string, number> = {};
  for (const sign of EGYPTIAN_TERMS) { let s = 0; for (const seg of sign) { totals[seg.planet] = (totals[seg.planet] ?? 0) + seg.endDegree - s; s = seg.endDegree; } }
  t.same(totals, { Jupiter: 79, Venus: 82, Mercury: 76, Mars: 66, Saturn: 57 });
  t.ok(PTOLEMAIC_TERMS.every((s) => s[s.length - 1]!.endDegree === 30 && s.length === 5));
  t.same(boundAt(5.999, EGYPTIAN_TERMS), { lord: 'Jupiter', start: 0, end: 6 });
  t.same(boundAt(6, EGYPTIAN_TERMS), { lord: 'Venus', start: 6, end: 12 });
  t.same(boundAt(13.5, PTOLEMAIC_TERMS), { lord: 'Venus', start: 6, end: 14 }, 'Lilly p.104: Aries Venus to 14');
  t.same(boundAt(359.5, EGYPTIAN_TERMS), { lord: 'Saturn', start: 28, end: 30 });
  t.equal(signRelation(0, 0), 'copresence');
  t.equal(signRelation(0, 2), 'sextile');
  t.equal(signRelation(0, 9), 'square');
  t.equal(signRelation(0, 4), 'trine');
  t.equal(signRelation(0, 6), 'opposition');
  t.same([1, 5, 7, 11].map((k) => signRelation(0, k)), ['aversion', 'aversion', 'aversion', 'aversion']);
  // Paulus ch. 22: 10 deg Aries x 12 = 120 deg from 0 Aries: 0 Leo; 15 Taurus x 12 = 180 from 0 Taurus: 0 Scorpio.
  t.equal(dodecatemorion(10, 12), 120);
  t.equal(dodecatemorion(45, 12), 210);
  t.equal(dodecatemorion(10, 13), 130);
  t.same(criticalDegreeOf(13.5), { modality: 'Cardinal', degree: 13, critical: true });
  t.same(criticalDegreeOf(38.2), { modality: 'Fixed', degree: 8, critical: true });
  t.same(criticalDegreeOf(40), { modality: 'Fixed', degree: 10, critical: false });
  t.same(criticalDegreeOf(77.9), { modality: 'Mutable', degree: 17, critical: true });
  t.ok(isDiurnalChart(300, 20), 'Sun 80 deg behind the ASC (houses 10-12): above the horizon');
  t.notOk(isDiurnalChart(100, 20), 'Sun 80 deg ahead of the ASC (houses 2-3): below');
  t.notOk(isDiurnalChart(30, 20), 'Sun 10 deg past the ASC: in the 1st house, below');
  t.ok(isMorningStar(90, 100), 'behind the Sun: rises before it');
  t.notOk(isMorningStar(110, 100));
  t.equal(lunationPhase(0.1).phase, 'new');
  t.equal(lunationPhase(100).phase, 'first-quarter');
  t.equal(lunationPhase(359).phase, 'balsamic');
  t.equal(lunationPhase(190).waxing, false);
});
