/**
 * /acg/cities ranking cost (issue 16: 100k cities in under 300 ms): the lib's rankCities over every
 * qualifying bundled city (about 122,000) against the ten bodies' 40 lines of one chart, timed after
 * a warm-up; the city list's one-time load is reported apart. Wall time and this process's CPU time
 * are both printed: on a shared machine the CPU time is the cost, the wall time what a caller waits. Run: node --import tsx bench/acg-cities.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { SwissEphemeris } from '../runtime/src/services/swiss-ephemeris.js';
import { acgLines } from '../plugins/astrocartography/src/lib/lines.js';
import { cities } from '../plugins/astrocartography/src/lib/cities.js';
import { rankCities, rankLine } from '../plugins/astrocartography/src/lib/rank.js';

const eph = new SwissEphemeris();
const t0 = performance.now();
const all = cities();
const loadMs = performance.now() - t0;
const jd = eph.julianDay(1990, 7, 15, 11.5);
const gast = eph.siderealTimeHours(jd) * 15;
const bodies = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => { const e = eph.equatorial(jd, id); return { id, rightAscension: e.rightAscension, declination: e.declination }; });
const runs: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 6; i++) {
  const s = performance.now();
  const c0 = process.cpuUsage();
  const lines = acgLines(bodies, gast, 1).map((l) => rankLine(l.id, l.angle, l.segments.flat()));
  rankCities(all, lines, 'general', 500, 25);
  runs.push(performance.now() - s);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const timed = runs.slice(1).sort((a, b) => a - b);
console.log(JSON.stringify({ date: new Date().toISOString(), cpu: os.cpus()[0]?.model, cores: os.cpus().length, loadavg: os.loadavg(), cities: all.length, cityListLoadMs: loadMs, rankMedianMs: timed[2], rankMinMs: timed[0], runsMs: runs, cpuMs: cpu, cpuMedianMs: cpu.slice(1).sort((a, b) => a - b)[2] }, null, 1));
