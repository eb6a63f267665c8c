import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, nakshatraAt, panchangContext } from '../lib/panchang.js';
import { taraOf } from '../lib/tara.js';
import { NAKSHATRAS } from '@celestial/core/astro';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/tarabala',
  summary: 'Tarabala of the Moon\'s nakshatra at the chart moment for all 27 janma nakshatras',
  description:
    'For every janma nakshatra: count = ((day nakshatra - janma) mod 27) + 1; tara = ((count - 1) mod 9) + 1: Janma, Sampat, Vipat, Kshema, Pratyak, Sadhana, Naidhana, Mitra, Parama Mitra; 3, 5, 7 unfavourable; valid until the Moon\'s nakshatra changes (endsAt) (Muhurta Chintamani, Gochara prakarana).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    dayNakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), slug: Type.String(), name: Type.String(), endsAt: LocalTime }),
    taras: Type.Array(Type.Object({ janmaNakshatra: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), slug: Type.String(), name: Type.String() }), count: Type.Integer({ minimum: 1, maximum: 27 }), tara: Type.Integer({ minimum: 1, maximum: 9 }), slug: Type.String({ description: 'janma, sampat, vipat, kshema, pratyak, sadhana, naidhana, mitra, parama-mitra' }), name: Type.String(), favourable: Type.Boolean() }), { minItems: 27, maxItems: 27 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const n = nakshatraAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      dayNakshatra: { number: n.number, slug: NAKSHATRAS[n.number - 1]!.slug, name: term('nakshatra', NAKSHATRAS[n.number - 1]!.slug, lang), endsAt: at(ctx, n.endsAt) },
      taras: NAKSHATRAS.map((j) => {
        const t = taraOf(j.number, n.number);
        return { janmaNakshatra: { number: j.number, slug: j.slug, name: term('nakshatra', j.slug, lang) }, count: t.count, tara: t.tara, slug: kebab(t.name), name: term('tara', kebab(t.name), lang), favourable: t.favourable };
      }),
    };
  },
});
