import { Type } from '@sinclair/typebox';
import { DateString, defineOperation } from '@celestial/core';
import { DISCLAIMER, isCritical } from '../lib/biorhythm.js';
import type { Cycle } from '../lib/biorhythm.js';
import { biorhythmRange } from '../lib/biorhythm-input.js';
import { addDays } from '../lib/calendar.js';

const KINDS = ['single', 'double', 'triple'] as const;

export default defineOperation({
  method: 'POST',
  path: '/biorhythm/critical-days',
  summary: 'The critical days (zero crossings) of the three biorhythm cycles in a range of up to 366 days',
  description:
    "t = whole days from birthDate; a critical day is the day on which a curve (sin(2 pi t / P), P = 23 physical, 28 emotional, 33 intellectual) crosses zero: t mod (P/2) < 1, so for an odd period the day that holds the half-day crossing; double or triple when two or three cycles cross on the same day. After Bernard Gittelson (1975); no scientific support, a disclaimer is returned.",
  body: Type.Object({ birthDate: DateString, from: DateString, to: DateString }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      date: Type.String({ format: 'date' }),
      dayOfLife: Type.Integer(),
      cycles: Type.Array(Type.Union([Type.Literal('physical'), Type.Literal('emotional'), Type.Literal('intellectual')])),
      kind: Type.Union(KINDS.map((k) => Type.Literal(k))),
    })),
    count: Type.Integer({ minimum: 0 }),
    disclaimer: Type.String(),
  }),
  examples: [{ name: 'month', body: { birthDate: '1990-07-15', from: '2026-01-01', to: '2026-01-31' } }],
  handler: ({ body }) => {
    const { start, days } = biorhythmRange(body.birthDate, body.from, body.to);
    const events = [];
    for (let i = 0; i <= days; i++) {
      const t = start + i;
      const cycles = (['physical', 'emotional', 'intellectual'] as const).filter((c: Cycle) => isCritical(t, c));
      if (cycles.length) events.push({ date: addDays(body.from, i), dayOfLife: t, cycles: [...cycles], kind: KINDS[cycles.length - 1]! });
    }
    return { events, count: events.length, disclaimer: DISCLAIMER };
  },
});
