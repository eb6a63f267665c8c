import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris } from '@celestial/core';
import { astaSpans } from '../lib/muhurta-asta.js';
import { localIso, LocalInstant } from '../lib/schemas.js';

const Span = Type.Object({ start: LocalInstant(), end: LocalInstant(), days: Type.Number() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/guru-shukra-asta',
  summary: 'Guru and Shukra moudhya (combustion) periods of a year, with bala and vriddha margins',
  description:
    'Spans of the year when Jupiter is within 11 deg of the Sun or Venus within 10 deg (8 deg while retrograde), the Surya Siddhanta combustion limits, found as roots of the elongation minus the limit (daily scan, Brent to 0.01 s; a span crossing the year boundary keeps its real ends). bala: the spans extended by balaDays after rising; vriddha: by vriddhaDays before setting (traditions give 3 to 15 days; 3 by default). Marriage and samskaras are barred meanwhile (Muhurta Chintamani, Vivaha prakarana). The elongation is ayanamsa-free, so the ayanamsa is not read. Times in UTC unless timezoneOffset is sent.',
  body: Type.Object({
    year: Type.Integer({ minimum: 1800, maximum: 2399 }),
    balaDays: Type.Optional(Type.Number({ minimum: 0, maximum: 30, default: 3 })),
    vriddhaDays: Type.Optional(Type.Number({ minimum: 0, maximum: 30, default: 3 })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'offset of the answer times, hours; 0 when omitted' })),
    ayanamsa: Type.Optional(Type.String({ maxLength: 32, description: 'accepted for symmetry; combustion does not depend on it' })),
  }),
  response: Type.Object({
    year: Type.Integer(),
    jupiter: Type.Array(Span),
    venus: Type.Array(Span),
    bala: Type.Object({ days: Type.Number(), jupiter: Type.Array(Span), venus: Type.Array(Span) }),
    vriddha: Type.Object({ days: Type.Number(), jupiter: Type.Array(Span), venus: Type.Array(Span) }),
  }),
  examples: [{ name: '2025', body: { year: 2025 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const from = ephemeris.julianDay(body.year, 1, 1, 0);
    const to = ephemeris.julianDay(body.year + 1, 1, 1, 0);
    const off = body.timezoneOffset ?? 0;
    const bala = body.balaDays ?? 3;
    const vriddha = body.vriddhaDays ?? 3;
    const out = (s: { start: number; end: number }) => ({ start: localIso(s.start, off), end: localIso(s.end, off), days: s.end - s.start });
    const j = astaSpans(ephemeris, 4, from, to);
    const v = astaSpans(ephemeris, 5, from, to);
    return {
      year: body.year,
      jupiter: j.map(out),
      venus: v.map(out),
      // Bala follows the heliacal rising (the end of the span); vriddha precedes the setting (its start).
      bala: { days: bala, jupiter: j.map((s) => out({ start: s.end, end: s.end + bala })), venus: v.map((s) => out({ start: s.end, end: s.end + bala })) },
      vriddha: { days: vriddha, jupiter: j.map((s) => out({ start: s.start - vriddha, end: s.start })), venus: v.map((s) => out({ start: s.start - vriddha, end: s.start })) },
    };
  },
});
