/**
 * `node --import tsx bench/sensitivity-cost.ts`: what the `sensitivity` member costs beside
 * the rest of POST /chart's calculation, without HTTP. For SENS_CHARTS (1000) distinct births
 * (bench/bodies.ts, Placidus, 55 S to 55 N), SENS_ROUNDS (6) rounds, the first a warm-up:
 *  - chart: castChart (14 bodies, houses), the moment and settings echo, the aspects;
 *  - sensitivity: chartSensitivity on that chart (chartWindowChanges, core);
 *  - exhaustive: the old search on the same chart (timeSensitivity, now /chart/time-sensitivity
 *    and the test oracle), for scale.
 * The target (issue 10): sensitivity at most a quarter of the chart. Interleaved per chart, so
 * a busy machine slows both sides alike. Speed is measured here only.
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

let chartNs = 0n;
let sensNs = 0n;
let oldNs = 0n;
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < CHARTS; i++) {
    const b = births[i]!;
    const t0 = process.hrtime.bigint();
    const c = castChart(b, services, { bodies: DEFAULT_CHART_BODIES });
    momentEcho(c.moment, eph);
    settingsEcho(c.settings, c.moment.julianDayUT, eph);
    aspectsBetween(c.bodies);
    const t1 = process.hrtime.bigint();
    chartSensitivity(c, b, eph);
    const t2 = process.hrtime.bigint();
    if (round > 0) {
      chartNs += t1 - t0;
      sensNs += t2 - t1;
    }
    if (round === ROUNDS - 1 && i % 10 === 0) {
      const t3 = process.hrtime.bigint();
      chartSensitivityExhaustive(c, b, eph);
      oldNs += (process.hrtime.bigint() - t3) * 10n;
    }
  }
}
const n = (ROUNDS - 1) * CHARTS;
const us = (ns: bigint, count: number) => Number(ns) / count / 1000;
console.log(`chart (cast, echo, aspects): ${us(chartNs, n).toFixed(1)} us`);
console.log(`sensitivity:                 ${us(sensNs, n).toFixed(1)} us (${((100 * Number(sensNs)) / Number(chartNs)).toFixed(0)}% of the chart; target <= 25%)`);
console.log(`exhaustive search (old):     ${us(oldNs, CHARTS).toFixed(1)} us (${(Number(oldNs) / CHARTS / (Number(sensNs) / n)).toFixed(0)}x the new)`);
