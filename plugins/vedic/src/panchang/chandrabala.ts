import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName, signSlug } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, moonSignAt, panchangContext, tithiAt } from '../lib/panchang.js';
import { chandrabalaOf } from '../lib/tara.js';
import { SIGN_NAMES_EN } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/chandrabala',
  summary: 'Chandrabala of the transit Moon\'s sign at the chart moment for all 12 janma rashis',
  description:
    'The transit Moon\'s sidereal sign counted from each of the 12 janma rashis; favourable in the 1st, 3rd, 6th, 7th, 10th, 11th (and the 2nd, 5th, 9th in Shukla paksha); the 8th is chandrashtama; valid until the Moon\'s next sign ingress (endsAt) (Muhurta Chintamani, Gochara prakarana).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    moonSign: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String(), rashi: Type.String(), endsAt: LocalTime }),
    paksha: Type.Union([Type.Literal('shukla'), Type.Literal('krishna')]),
    rashis: Type.Array(Type.Object({ janmaRashi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String() }), houseFromJanma: Type.Integer({ minimum: 1, maximum: 12 }), favourable: Type.Boolean(), chandrashtama: Type.Boolean() }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const m = moonSignAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    const paksha = tithiAt(ctx.ephemeris, ctx.jd, ctx.sidereal).paksha;
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      moonSign: { number: m.number, slug: signSlug(m.number), name: signName(m.number, lang), rashi: m.rashi, endsAt: at(ctx, m.endsAt) },
      paksha,
      rashis: SIGN_NAMES_EN.map((_, i) => {
        const c = chandrabalaOf(i + 1, m.number, paksha);
        return { janmaRashi: { number: i + 1, slug: signSlug(i + 1), name: signName(i + 1, lang) }, houseFromJanma: c.house, favourable: c.favourable, chandrashtama: c.chandrashtama };
      }),
    };
  },
});
