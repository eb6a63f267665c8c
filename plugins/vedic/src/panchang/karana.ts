import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, UtcTime } from '../lib/panchang-schemas.js';
import { at, karanaAt, panchangContext, utcAt } from '../lib/panchang.js';
import { limbNaming, NamedMembers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/karana',
  summary: 'Karana (half tithi) at the chart moment, with its start and end',
  description:
    'k = floor(elongation / 6) (0-59); k = 0 Kimstughna; k = 1..56 the movable cycle Bava, Balava, Kaulava, Taitila, Gara, Vanija, Vishti by (k-1) mod 7; k = 57 Shakuni, 58 Chatushpada, 59 Naga; ends where the elongation reaches (k+1)*6 deg, by root finding (Surya Siddhanta; Muhurta Chintamani). index = k + 1.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    karana: Type.Object({ index: Type.Integer({ minimum: 1, maximum: 60 }), ...NamedMembers, kind: Type.Union([Type.Literal('movable'), Type.Literal('fixed')]) }),
    isVishti: Type.Boolean(),
    startsAt: LocalTime,
    endsAt: LocalTime,
    startsAtUtc: UtcTime,
    endsAtUtc: UtcTime,
    next: Type.Object({ ...NamedMembers, endsAt: LocalTime }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const k = karanaAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      karana: { index: k.index, ...limbNaming('karana', k.name, lang), kind: k.kind },
      isVishti: k.isVishti,
      startsAt: at(ctx, k.startsAt),
      endsAt: at(ctx, k.endsAt),
      startsAtUtc: utcAt(k.startsAt),
      endsAtUtc: utcAt(k.endsAt),
      next: { ...limbNaming('karana', k.next.name, lang), endsAt: at(ctx, k.next.endsAt) },
    };
  },
});
