import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, UtcTime } from '../lib/panchang-schemas.js';
import { at, panchangContext, tithiAt, utcAt } from '../lib/panchang.js';
import { limbNaming, NamedMembers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/tithi',
  summary: 'Tithi at the chart moment: number, name, paksha, group, start and end to the second',
  description:
    'elongation = (Moon - Sun) mod 360 (ayanamsa-free); tithi = floor(elongation/12)+1, 1-15 Shukla (Pratipada..Purnima), 16-30 Krishna (..Amavasya); start and end where the elongation crosses k*12 deg, found by root finding (Brent) on swe_calc_ut positions; group by (n-1) mod 5: Nanda, Bhadra, Jaya, Rikta, Purna (Muhurta Chintamani). Times in the chart\'s local time (and UTC).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers, paksha: Type.Union([Type.Literal('shukla'), Type.Literal('krishna')]), group: Type.Union([Type.Literal('nanda'), Type.Literal('bhadra'), Type.Literal('jaya'), Type.Literal('rikta'), Type.Literal('purna')]) }),
    elongation: Type.Number({ minimum: 0, maximum: 360, description: 'Moon - Sun, degrees' }),
    percentComplete: Type.Number({ minimum: 0, maximum: 100 }),
    startsAt: LocalTime,
    endsAt: LocalTime,
    startsAtUtc: UtcTime,
    endsAtUtc: UtcTime,
    next: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers, paksha: Type.String(), endsAt: LocalTime }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const t = tithiAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      tithi: { number: t.number, ...limbNaming('tithi', t.name, lang), paksha: t.paksha, group: t.group },
      elongation: t.elongation,
      percentComplete: t.fraction * 100,
      startsAt: at(ctx, t.startsAt),
      endsAt: at(ctx, t.endsAt),
      startsAtUtc: utcAt(t.startsAt),
      endsAtUtc: utcAt(t.endsAt),
      next: { number: t.next.number, ...limbNaming('tithi', t.next.name, lang), paksha: t.next.paksha, endsAt: at(ctx, t.next.endsAt) },
    };
  },
});
