/**
 * `npx tsx bench/timing.ts`: milliseconds per call of the timing operations at their
 * SERVICE-SPEC limits, through buildApp's inject (the full request path: auth, validation,
 * metering on an in-memory store), no socket. Targets from the issue: /rectification over 1440
 * candidates under 300 ms; /aspect-timeline at 5000 ephemeris points under 100 ms. Speed is
 * measured here only; no test asserts it. BENCH_CALLS (default 20) measured calls per case,
 * after 5 warm-up calls; every call has a distinct body (the response cache never answers).
 */
import { timeCases } from './inject-cases.js';
import type { BenchCase } from './inject-cases.js';

const BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
const EVENTS = Array.from({ length: 20 }, (_, i) => ({ date: `${2000 + i}-0${1 + (i % 9)}-15`, type: (['marriage', 'career-change', 'relocation', 'accident', 'illness'] as const)[i % 5], weight: 1 + (i % 3) }));

const CASES: BenchCase[] = [
  { name: 'transit-calendar, one year (Sun-Pluto to 10 natal points)', url: '/v1/transit-calendar', body: { ...BIRTH, startDate: '2024-01-01', endDate: '2024-12-31' } },
  { name: 'rectification 1440 candidates x 20 events', url: '/v1/rectification', body: { ...BIRTH, searchRangeMinutes: 1439, stepMinutes: 1, events: EVENTS } },
  { name: 'rectification 121 candidates x 4 events', url: '/v1/rectification', body: { ...BIRTH, searchRangeMinutes: 120, stepMinutes: 1, events: EVENTS.slice(0, 4) } },
  { name: 'aspect-timeline 4946 points (Moon+Sun hourly, Hermite)', url: '/v1/aspect-timeline', body: { ...BIRTH, startDate: '2024-01-01', endDate: '2024-04-12', stepDays: 1 / 24, transitPlanetIds: [1, 0] } },
  { name: 'aspect-timeline 4995 points (9 bodies x 555 days, Hermite for Sun-Pluto)', url: '/v1/aspect-timeline', body: { ...BIRTH, startDate: '2024-01-01', endDate: '2025-07-07', stepDays: 1 } },
  { name: 'aspect-timeline 4980 points (Jupiter-Pluto weekly, 19 years, direct)', url: '/v1/aspect-timeline', body: { ...BIRTH, startDate: '2000-01-01', endDate: '2019-01-31', stepDays: 7, transitPlanetIds: [5, 6, 7, 8, 9] } },
  { name: 'aspect-bar 4995 points (9 bodies x 555 days)', url: '/v1/aspect-bar', body: { ...BIRTH, startDate: '2024-01-01', endDate: '2025-07-07', stepDays: 1 } },
];

await timeCases(CASES, { title: 'points / evaluated / events', read: (d) => d.points ?? d.evaluated ?? d.count });
