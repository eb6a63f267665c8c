/**
 * `node --import tsx bench/vedic-timing.ts`: milliseconds per call of the heavy Vedic
 * operations through buildApp's inject (the full request path: auth, validation, metering on an
 * in-memory store), no socket: /vedic/yogas/all (every yoga rule on one chart),
 * /vedic/shadbala/full (the six strengths of BPHS ch. 27) and a muhurta finder over a month.
 * Speed is measured here only; no test asserts it. BENCH_CALLS (default 20) measured calls
 * per case after 5 warm-up calls; every call has a distinct body (the cache never answers).
 */
import { timeCases } from './inject-cases.js';
import type { BenchCase } from './inject-cases.js';

const BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 };
const PLACE = { latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

const CASES: BenchCase[] = [
  { name: '/vedic/yogas/all', url: '/v1/vedic/yogas/all', body: BIRTH },
  { name: '/vedic/shadbala/full', url: '/v1/vedic/shadbala/full', body: BIRTH },
  { name: '/vedic/muhurta/marriage, one month', url: '/v1/vedic/muhurta/marriage', body: { ...PLACE, startDate: '2026-01-01', endDate: '2026-01-31' } },
  { name: '/vedic/muhurta/travel, one month', url: '/v1/vedic/muhurta/travel', body: { ...PLACE, startDate: '2026-03-01', endDate: '2026-03-31', direction: 'north' } },
  { name: '/vedic/panchang/full', url: '/v1/vedic/panchang/full', body: BIRTH },
];

await timeCases(CASES);
