import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, UtcTime } from '../lib/panchang-schemas.js';
import { at, panchangContext, utcAt, yogaAt } from '../lib/panchang.js';
import { limbNaming, NamedMembers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/yoga',
  summary: 'Yoga (nitya yoga) at the chart moment, with its start and end',
  description:
    'sum = (sidereal Sun + sidereal Moon) mod 360; yoga = floor(sum / 13 deg 20\') + 1, Vishkambha .. Vaidhriti; start and end by root finding on the sum; Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha and Vaidhriti are inauspicious (Muhurta Chintamani, Shubhashubha prakarana).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    yoga: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), ...NamedMembers, auspicious: Type.Boolean() }),
    sum: Type.Number({ minimum: 0, maximum: 360 }),
    percentComplete: Type.Number({ minimum: 0, maximum: 100 }),
    startsAt: LocalTime,
    endsAt: LocalTime,
    startsAtUtc: UtcTime,
    endsAtUtc: UtcTime,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const y = yogaAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      yoga: { number: y.number, ...limbNaming('panchang-yoga', y.name, lang), auspicious: y.auspicious },
      sum: y.sum,
      percentComplete: y.fraction * 100,
      startsAt: at(ctx, y.startsAt),
      endsAt: at(ctx, y.endsAt),
      startsAtUtc: utcAt(y.startsAt),
      endsAtUtc: utcAt(y.endsAt),
    };
  },
});
