/**
 * `node --import tsx bench/sensitivity-cost.ts`: what the `sensitivity` member costs beside
 * the rest of POST /chart's calculation, without HTTP. For SENS_CHARTS (1000) distinct births
 * (bench/bodies.ts, Placidus, 55 S to 55 N), SENS_ROUNDS (6) rounds, the first a warm-up:
 *  - chart: castChart (14 bodies, houses), the moment and settings echo, the aspects;
 *  - sensitivity: chartSensitivity on that chart (chartWindowChanges, core);
 *  - exhaustive: the old search on the same chart (timeSensitivity, now /chart/time-sensitivity
 *    and the test oracle), for scale.
 * The target (issue 10): sensitivity at most a quarter of the chart. Speed is measured here only.
 */
import { SwissEphemeris } from '../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../runtime/src/services/luxon-time-zones.js';
import { castChart, DEFAULT_CHART_BODIES, momentEcho, settingsEcho } from '../core/src/astro/index.js';
import type { BirthInput } from '../core/src/astro/index.js';
import { chartSensitivity, chartSensitivityExhaustive } from '../plugins/western/src/lib/time-sensitivity.js';
import { aspectsBetween } from '../plugins/western/src/lib/natal.js';
import { variedBirth } from './bodies.js';

const CHARTS = Number(process.env.SENS_CHARTS ?? 1000);
const ROUNDS = Number(process.env.SENS_ROUNDS ?? 6);
const eph = new SwissEphemeris();
const services = { ephemeris: eph, timeZones: new LuxonTimeZones() };
const births = Array.from({ length: CHARTS }, (_, i) => ({ ...variedBirth(i * 13), houseSystem: 'P' }) as unknown as BirthInput);

// Process CPU time (user + system), not wall time: on a shared machine the wall clock also
// counts the time other processes hold the CPU. Blocks of BLOCK charts, the chart then its
// sensitivity, alternate, so drifts in the machine's speed fall on both alike.
const BLOCK = 100;
const cpuNs = () => {
  const u = process.cpuUsage();
  return BigInt(u.user + u.system) * 1000n;
};
let chartNs = 0n;
let sensNs = 0n;
let oldNs = 0n;
for (let round = 0; round < ROUNDS; round++) {
  for (let from = 0; from < CHARTS; from += BLOCK) {
    const to = Math.min(CHARTS, from + BLOCK);
    const charts = [];
    const t0 = cpuNs();
    for (let i = from; i < to; i++) {
      const b = births[i]!;
      const c = castChart(b, services, { bodies: DEFAULT_CHART_BODIES });
      momentEcho(c.moment, eph);
      settingsEcho(c.settings, c.moment.julianDayUT, eph);
      aspectsBetween(c.bodies);
      charts.push(c);
    }
    const t1 = cpuNs();
    for (let i = from; i < to; i++) chartSensitivity(charts[i - from]!, births[i]!, eph);
    const t2 = cpuNs();
    if (round > 0) {
      chartNs += t1 - t0;
      sensNs += t2 - t1;
    }
    if (round === ROUNDS - 1) {
      const t3 = cpuNs();
      chartSensitivityExhaustive(charts[0]!, births[from]!, eph);
      oldNs += (cpuNs() - t3) * BigInt(BLOCK);
    }
  }
}
const n = (ROUNDS - 1) * CHARTS;
const us = (ns: bigint, count: number) => Number(ns) / count / 1000;
console.log(`chart (cast, echo, aspects): ${us(chartNs, n).toFixed(1)} us`);
console.log(`sensitivity:                 ${us(sensNs, n).toFixed(1)} us (${((100 * Number(sensNs)) / Number(chartNs)).toFixed(0)}% of the chart; target <= 25%)`);
console.log(`exhaustive search (old):     ${us(oldNs, CHARTS).toFixed(1)} us (${(Number(oldNs) / CHARTS / (Number(sensNs) / n)).toFixed(0)}x the new)`);
