/**
 * `node --import tsx bench/chinese-timing.ts`: milliseconds per call of the Chinese family
 * through buildApp's inject (the full request path), and of the Bazi calculation alone
 * (four pillars + luck start + eight luck pillars) on births spread over 1900-2100, first with
 * empty term caches (24 term roots per new year) and then warm. Issue 14 budget: a full Bazi
 * with luck pillars under 5 ms. Speed is measured here only; no test asserts it.
 */
import { timeCases } from './inject-cases.js';
import type { BenchCase } from './inject-cases.js';
import { SwissEphemeris } from '../runtime/src/services/swiss-ephemeris.js';
import { rawPillars } from '../plugins/chinese/src/lib/bazi.js';
import { jdnOf } from '../plugins/chinese/src/lib/cycle.js';
import { luckPillarIndexes, luckStart } from '../plugins/chinese/src/lib/luck.js';

const BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Shanghai', latitude: 39.9042, longitude: 116.4074 };

const CASES: BenchCase[] = [
  { name: '/bazi/four-pillars', url: '/v1/bazi/four-pillars', body: BIRTH },
  { name: '/bazi/luck-pillars', url: '/v1/bazi/luck-pillars', body: { ...BIRTH, gender: 'female' } },
  { name: '/bazi/hour-pillar (solar time)', url: '/v1/bazi/hour-pillar', body: { ...BIRTH, hourBasis: 'solar' } },
  { name: '/chinese/lunar-calendar', url: '/v1/chinese/lunar-calendar', body: { year: 2033 } },
  { name: '/ziwei/chart', url: '/v1/ziwei/chart', body: { ...BIRTH, gender: 'male' } },
];

await timeCases(CASES);

const e = new SwissEphemeris();
const births = Array.from({ length: 2000 }, (_, k) => jdnOf(1900 + (k % 201), 1 + (k % 12), 1 + (k % 28)) - 0.5 + ((k * 7) % 24) / 24);
const conventions = { hourBasis: 'local', ziHourRule: 'day-at-23', yearBoundary: 'lichun' } as const;
for (const pass of ['cold term caches', 'warm']) {
  const t0 = performance.now();
  for (const jd of births) {
    const raw = rawPillars(e, jd, 8, 116.4, conventions);
    const s = luckStart(raw, jd, 'male', { year: 2000, month: 1, day: 1 });
    luckPillarIndexes(raw.month, s.forward, 8);
  }
  console.log(`Bazi (pillars + luck start + 8 luck pillars), ${pass}: ${((performance.now() - t0) / births.length).toFixed(3)} ms per birth over ${births.length} births`);
}
