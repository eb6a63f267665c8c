import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant, Warnings } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { clipSearchEnd, clippedWarning, dhaiyaCycles, sadeSatiCycles, saturnSignStays } from '../lib/saturn-transits.js';

const Local = Instant('local time of the birth place, ISO 8601 with offset');

export default defineOperation({
  method: 'POST',
  path: '/vedic/gochara/sade-sati-timeline',
  summary: 'Every sade sati and dhaiya of a life: Saturn over the 12th, 1st, 2nd, 4th and 8th from the natal Moon',
  description:
    "All Saturn transits of the 12th, 1st and 2nd signs from the natal Moon (sade sati) and of the 4th and 8th (dhaiya) over the span, retrograde re-entries included, by sidereal ingress search on swe_calc_ut (Phaladeepika ch. 26). The span runs from the birth moment for `years` years (1-120, default 100); a window already running at birth starts at the birth moment, one still running at the end of the span ends there (clippedStart / clippedEnd say so). A retrograde exit and re-entry stays inside one cycle and shows as a second stay (phase entry) of the same phase.",
  body: vedicBirthData({ years: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 100, description: 'span from birth, years' })) }),
  response: Type.Object({
    ...ChartEcho,
    moonSign: Type.Integer({ minimum: 1, maximum: 12 }),
    years: Type.Integer(),
    cycles: Type.Array(Type.Object({ start: Local, end: Local, clippedStart: Type.Boolean(), clippedEnd: Type.Boolean(), phases: Type.Array(Type.Object({ phase: Type.Union([Type.Literal('rising'), Type.Literal('peak'), Type.Literal('setting')]), start: Local, end: Local })) })),
    dhaiyas: Type.Array(Type.Object({ kind: Type.Union([Type.Literal('kantaka'), Type.Literal('ashtama')]), start: Local, end: Local, clippedStart: Type.Boolean(), clippedEnd: Type.Boolean() })),
    spanEnd: Instant('where the span ends, local time with offset: `years` after the birth, or the end of the supported years (3000-01-01 UT) when that comes first (a warning says so)'),
    warnings: Warnings,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'thirty years', body: { ...DELHI_BIRTH, years: 30 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const chart = castRashi(body, services);
    const years = body.years ?? 100;
    const start = chart.jd;
    // A birth late in the supported years: the span stops at their end (lib/saturn-transits.ts).
    const span = clipSearchEnd(start, start + years * 365.25);
    const end = span.end;
    const stays = saturnSignStays(services.ephemeris, start, end, chart.settings.chart);
    const moonSign = chart.grahas[1]!.sign;
    const off = chart.moment.timezoneOffset;
    const iso = (jd: number) => localIso(jd, off);
    return {
      ...chartEcho(chart, services.ephemeris),
      moonSign,
      years,
      cycles: sadeSatiCycles(stays, moonSign).map((c) => ({
        start: iso(c.start), end: iso(c.end), clippedStart: c.start === start, clippedEnd: c.end === end,
        phases: c.stays.map((s) => ({ phase: s.kind, start: iso(s.start), end: iso(s.end) })),
      })),
      spanEnd: iso(end),
      warnings: span.clipped ? [clippedWarning('years')] : [],
      dhaiyas: dhaiyaCycles(stays, moonSign).sort((a, b) => a.start - b.start).map((c) => ({ kind: c.stays[0]!.kind, start: iso(c.start), end: iso(c.end), clippedStart: c.start === start, clippedEnd: c.end === end })),
    };
  },
});
