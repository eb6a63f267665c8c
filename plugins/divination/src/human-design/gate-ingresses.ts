import { Type } from '@sinclair/typebox';
import { ApiError, DateString, defineOperation, Ephemeris, INSTANT_PATTERN, jdToIsoWithOffset, term } from '@celestial/core';
import { eventRange, ROOT_TOLERANCE_DAYS } from '@celestial/core/astro';
import { gateCrossings } from '../lib/human-design-relations.js';

/** Swiss Ephemeris numbers the Rave calendar follows: Sun to Pluto and the true node. */
const HD_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11] as const;
const SLUG: Record<number, string> = { 0: 'sun', 1: 'moon', 2: 'mercury', 3: 'venus', 4: 'mars', 5: 'jupiter', 6: 'saturn', 7: 'uranus', 8: 'neptune', 9: 'pluto', 11: 'north-node' };

export default defineOperation({
  method: 'POST',
  path: '/human-design/gate-ingresses',
  summary: 'The Rave calendar: instants at which bodies enter a new Human Design gate (or line)',
  description:
    "Instants at which each body's tropical longitude crosses a gate boundary (every 5.625 deg from 302 deg in MANDALA order), or a line boundary (0.9375 deg) when lines=true: roots of k (lambda - 302) = 0 mod 360 (k = 64 or 384) on Swiss Ephemeris longitudes, sampled so a body moves under half a segment per step, stations inserted as samples, each root refined by Brent's method to 0.01 s (core/src/astro/events.ts); retrograde crossings included, the gate (and line) given being the one entered. bodies: Swiss Ephemeris numbers 0-9 (Sun to Pluto) and 11 (true North Node), all of them by default; the Earth and the South Node cross the opposite boundaries at the same instants as the Sun and the North Node. Range at most 366 days, years 1000-2999; instants in UTC.",
  body: Type.Object({
    from: DateString,
    to: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after from' }),
    bodies: Type.Optional(Type.Array(Type.Integer({ enum: [...HD_IDS] } as never), { minItems: 1, maxItems: 11, uniqueItems: true, description: 'Swiss Ephemeris numbers: 0-9 Sun to Pluto, 11 true North Node' })),
    lines: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    events: Type.Array(Type.Object({
      body: Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }),
      gate: Type.Integer({ minimum: 1, maximum: 64 }),
      line: Type.Optional(Type.Integer({ minimum: 1, maximum: 6, description: 'present when lines=true' })),
      at: Type.String({ pattern: INSTANT_PATTERN, description: 'ISO 8601 instant, UTC (+00:00)' }),
      retrograde: Type.Boolean(),
    })),
  }),
  examples: [{ name: 'sun-2026', body: { from: '2026-01-01', to: '2026-03-31', bodies: [0] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.from, body.to, 1, { start: 'from', end: 'to' });
    if (end - start > 367) throw ApiError.invalidField('to', 'must be at most 366 days after from');
    const ids = (body.bodies ?? [...HD_IDS]) as number[];
    const lines = body.lines === true;
    const events = ids.flatMap((id) => gateCrossings(ephemeris, id, start, end, lines, ROOT_TOLERANCE_DAYS))
      .sort((a, b) => a.jd - b.jd || a.body - b.body)
      .map((e) => {
        const slug = SLUG[e.body]!;
        return {
          body: { id: e.body, slug, name: e.body === 11 ? term('lunar-node', slug, lang) : term('body', slug, lang) },
          gate: e.gate,
          ...(lines ? { line: e.line } : {}),
          at: jdToIsoWithOffset(e.jd, 0),
          retrograde: e.retrograde,
        };
      });
    return { count: events.length, events };
  },
});
