import { Type } from '@sinclair/typebox';
import { Ephemeris, Instant, StringEnum, defineOperation } from '@celestial/core';
import { findRoots } from '@celestial/core/astro';
import { eclipsesBetween } from '../lib/eclipses.js';
import { checkYear, instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
/** Meeus, Astronomical Algorithms ch. 54: the largest solar ecliptic limit 18.5 deg; the umbral (lunar) limit 12.2 deg. */
const SOLAR_LIMIT = 18.5;
const LUNAR_LIMIT = 12.2;

/** Angular distance (0-90) of the Sun from the nearer end of the line of nodes, and which node. */
function nodeDistance(ephemeris: Ephemeris, t: number): { d: number; node: 'ascending' | 'descending' } {
  const sep = (((ephemeris.position(t, 0, TROPICAL).longitude - ephemeris.position(t, 11, TROPICAL).longitude) % 360) + 360) % 360; // 0..360 from the ascending node
  const toAsc = Math.min(sep, 360 - sep);
  return toAsc <= 90 ? { d: toAsc, node: 'ascending' } : { d: 180 - toAsc, node: 'descending' };
}

export default defineOperation({
  method: 'POST',
  path: '/eclipses/seasons',
  summary: 'Eclipse seasons: the Sun near a lunar node, with the eclipses that fell in them',
  description:
    'd(t) = the Sun\'s distance from the true lunar node (SE_TRUE_NODE) or its opposite point (swe_calc_ut); an eclipse season is an interval with d <= 18.5 deg (the largest solar ecliptic limit, Meeus ch. 54), its lunar window d <= 12.2 deg (the umbral limit); boundaries as zeros of d - limit bracketed on a 2-day grid and refined by Brent; the Sun on the node at the zero of the signed separation; the solar and lunar eclipses inside from swe_sol_eclipse_when_glob / swe_lun_eclipse_when. Seasons that begin in the years asked; yearsRange 1-10.',
  body: Type.Object({ year: Type.Integer({ minimum: 1000, maximum: 2989 }), yearsRange: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 1 })) }),
  response: Type.Object({
    seasons: Type.Array(Type.Object({
      node: StringEnum(['ascending', 'descending'] as const),
      start: Instant(), end: Instant(), sunOnNode: Instant(),
      lunarWindow: Type.Object({ start: Instant(), end: Instant() }),
      eclipses: Type.Array(Type.Object({ kind: StringEnum(['solar', 'lunar'] as const), type: StringEnum(['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const), maxDate: Instant() })),
    })),
  }),
  examples: [{ name: '2024', body: { year: 2024 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const years = body.yearsRange ?? 1;
    checkYear(body.year, 'year', years + 1);
    const start = ephemeris.julianDay(body.year, 1, 1, 0);
    const end = ephemeris.julianDay(body.year + years, 1, 1, 0);
    const dist = (t: number) => nodeDistance(ephemeris, t).d;
    // Scan from a month before so a season open on 1 January is found whole; keep the seasons that begin in the range.
    const outer = findRoots((t) => dist(t) - SOLAR_LIMIT, start - 40, end + 40, { step: 2 });
    const inner = findRoots((t) => dist(t) - LUNAR_LIMIT, start - 40, end + 40, { step: 2 });
    const onNode = findRoots((t) => {
      const sep = ((ephemeris.position(t, 0, TROPICAL).longitude - ephemeris.position(t, 11, TROPICAL).longitude + 540) % 360) - 180; // -180..180 from the ascending node
      return Math.abs(sep) <= 90 ? sep : sep > 0 ? sep - 180 : sep + 180;
    }, start - 40, end + 40, { step: 2 }).filter((r) => r.direction > 0);
    const eclipses = eclipsesBetween(ephemeris, start - 40, end + 40);
    const seasons = [];
    for (let i = 0; i < outer.length; i++) {
      const a = outer[i]!;
      const b = outer[i + 1];
      if (a.direction > 0 || !b || a.jd < start || a.jd >= end) continue; // a season opens where d falls through the limit
      const mid = onNode.find((r) => r.jd > a.jd && r.jd < b.jd);
      const w = inner.filter((r) => r.jd > a.jd && r.jd < b.jd);
      if (!mid || w.length < 2) continue;
      seasons.push({
        node: nodeDistance(ephemeris, mid.jd).node,
        start: instant(a.jd), end: instant(b.jd), sunOnNode: instant(mid.jd),
        lunarWindow: { start: instant(w[0]!.jd), end: instant(w[w.length - 1]!.jd) },
        eclipses: eclipses.filter((e) => e.maxJd >= a.jd && e.maxJd <= b.jd).map((e) => ({ kind: e.kind, type: e.type, maxDate: instant(e.maxJd) })),
      });
    }
    return { seasons };
  },
});
