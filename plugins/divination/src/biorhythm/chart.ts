import { Type } from '@sinclair/typebox';
import { DateString, defineOperation } from '@celestial/core';
import { biorhythmValue, DISCLAIMER } from '../lib/biorhythm.js';
import type { Cycle } from '../lib/biorhythm.js';
import { biorhythmRange } from '../lib/biorhythm-input.js';
import { addDays } from '../lib/calendar.js';

const CycleName = Type.Union([Type.Literal('physical'), Type.Literal('emotional'), Type.Literal('intellectual'), Type.Literal('intuitive')]);
const Value = Type.Number({ minimum: -1, maximum: 1 });

export default defineOperation({
  method: 'POST',
  path: '/biorhythm/chart',
  summary: 'Biorhythm values day by day over a range of up to 366 days',
  description:
    "t = whole days from birthDate (civil dates); value = sin(2 pi t / P) with P = 23 physical, 28 emotional, 33 intellectual (38 intuitive, optional), the cycles of Wilhelm Fliess and Hermann Swoboda as Bernard Gittelson popularised them ('Biorhythm: A Personal Science', 1975). summary: per cycle the first day of its highest and of its lowest value in the range. No scientific support: a disclaimer is returned.",
  body: Type.Object({
    birthDate: DateString,
    from: DateString,
    to: DateString,
    cycles: Type.Optional(Type.Array(CycleName, { minItems: 1, maxItems: 4, uniqueItems: true, description: 'default physical, emotional, intellectual' })),
  }),
  response: Type.Object({
    days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), dayOfLife: Type.Integer(), physical: Type.Optional(Value), emotional: Type.Optional(Value), intellectual: Type.Optional(Value), intuitive: Type.Optional(Value) })),
    summary: Type.Object({
      highs: Type.Array(Type.Object({ cycle: CycleName, date: Type.String({ format: 'date' }), value: Value })),
      lows: Type.Array(Type.Object({ cycle: CycleName, date: Type.String({ format: 'date' }), value: Value })),
    }),
    disclaimer: Type.String(),
  }),
  examples: [{ name: 'week', body: { birthDate: '1990-07-15', from: '2026-01-01', to: '2026-01-07' } }],
  handler: ({ body }) => {
    const cycles: Cycle[] = body.cycles ?? ['physical', 'emotional', 'intellectual'];
    const { start, days } = biorhythmRange(body.birthDate, body.from, body.to);
    const rows = Array.from({ length: days + 1 }, (_, i) => {
      const t = start + i;
      const row: Record<string, unknown> = { date: addDays(body.from, i), dayOfLife: t };
      for (const c of cycles) row[c] = biorhythmValue(t, c);
      return row as { date: string; dayOfLife: number } & Partial<Record<Cycle, number>>;
    });
    const extreme = (sign: 1 | -1) => cycles.map((cycle) => {
      let best = rows[0]!;
      for (const r of rows) if (sign * r[cycle]! > sign * best[cycle]!) best = r;
      return { cycle, date: best.date, value: best[cycle]! };
    });
    return { days: rows, summary: { highs: extreme(1), lows: extreme(-1) }, disclaimer: DISCLAIMER };
  },
});
