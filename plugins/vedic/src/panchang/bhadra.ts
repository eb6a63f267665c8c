import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signSlug, signName } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, bhadraLoka, bhadraPeriods, panchangContext } from '../lib/panchang.js';
import { RASHI_NAMES } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/bhadra',
  summary: 'Bhadra (Vishti karana) periods over the coming days, with their loka',
  description:
    'Vishti karana spans (karana index k with (k-1) mod 7 = 6) from the elongation crossings, from the sunrise of the Vedic day containing the chart moment over the requested days (default 30, at most 60); a span already running at that sunrise is included. Loka by the Moon\'s sidereal sign during the span (a span is split where the Moon changes sign): Karka, Simha, Kumbha, Meena -> Bhuloka (harmful, avoid); Mesha, Vrishabha, Mithuna, Vrischika -> Swarga; Kanya, Tula, Dhanu, Makara -> Patala (Muhurta Chintamani).',
  body: vedicBirthData({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 30, description: 'days to scan, 1-60' })) }),
  response: Type.Object({
    ...ChartEcho,
    from: LocalTime,
    to: LocalTime,
    periods: Type.Array(Type.Object({ start: LocalTime, end: LocalTime, moonSign: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String({ description: "the sign's name in the answer's language" }), rashi: Type.String({ description: 'Sanskrit sign name (transliterated)' }) }), loka: Type.Union([Type.Literal('swarga'), Type.Literal('bhuloka'), Type.Literal('patala')]), harmful: Type.Boolean() }), { maxItems: 80 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'a week', body: { ...DELHI_BIRTH, days: 7 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const from = ctx.day.sunrise;
    const to = from + (body.days ?? 30);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      from: at(ctx, from),
      to: at(ctx, to),
      periods: bhadraPeriods(ctx.ephemeris, from, to, ctx.sidereal).map((p) => {
        const loka = bhadraLoka(p.moonSign);
        return { start: at(ctx, p.start), end: at(ctx, p.end), moonSign: { number: p.moonSign, slug: signSlug(p.moonSign), name: signName(p.moonSign, lang), rashi: RASHI_NAMES[p.moonSign - 1]! }, loka, harmful: loka === 'bhuloka' };
      }),
    };
  },
});
