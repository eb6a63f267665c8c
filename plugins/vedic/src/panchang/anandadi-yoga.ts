import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Weekday } from '../lib/panchang-schemas.js';
import { anandadiYoga, at, panchangContext, star28EndsAt, weekdayOut } from '../lib/panchang.js';
import { nakshatra28Of, NAKSHATRA28_SLUGS } from '../lib/nakshatra28.js';

const anandadiOut = (y: { number: number; name: string; auspicious: boolean }, lang: import('@celestial/core').LangCode) => {
  const slug = kebab(y.name);
  return { number: y.number, slug, name: term('anandadi-yoga', slug, lang), auspicious: y.auspicious };
};

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/anandadi-yoga',
  summary: 'Anandadi yoga (28) of the weekday and the Moon\'s star in the 28-star scheme',
  description:
    'The 28 Anandadi yogas from the weekday (the Vedic day\'s, sunrise-bound) and the Moon\'s star at the chart moment in the 28-star scheme (Abhijit = 276 deg 40\' to 280 deg 53\' 20\'\'): count from the weekday\'s starting star (Sun Ashwini, Mon Mrigashira, Tue Ashlesha, Wed Hasta, Thu Anuradha, Fri Uttarashadha, Sat Shatabhisha); names Ananda, Kaladanda, Dhumra, Prajapati, Saumya, Dhwanksha, Dhwaja, Shrivatsa, Vajra, Mudgara, Chhatra, Mitra, Manasa, Padma, Lumbaka, Utpata, Mrityu, Kana, Siddhi, Shubha, Amrita, Musala, Gada, Matanga, Rakshasa, Chara, Sthira, Vardhamana (Muhurta Chintamani); Kaladanda, Dhumra, Dhwanksha, Vajra, Mudgara, Lumbaka, Utpata, Mrityu, Kana, Musala, Gada and Rakshasa inauspicious. endsAt = when the Moon leaves the star or the Vedic day ends, whichever is first.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    yoga: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String(), name: Type.String(), auspicious: Type.Boolean() }),
    weekday: Weekday,
    nakshatra28: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String({ description: 'a nakshatra slug, or abhijit' }), name: Type.String() }),
    endsAt: LocalTime,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const star = nakshatra28Of(ctx.chart.grahas[1]!.longitude);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      // Both named in the answer's language (issue 12): the yoga by core's anandadi-yoga table, the star (Abhijit too) by the nakshatra table.
      yoga: anandadiOut(anandadiYoga(ctx.day.weekday, star.number), lang),
      weekday: weekdayOut(ctx.day.weekday, lang),
      nakshatra28: { number: star.number, slug: NAKSHATRA28_SLUGS[star.number - 1]!, name: term('nakshatra', NAKSHATRA28_SLUGS[star.number - 1]!, lang) },
      endsAt: at(ctx, Math.min(ctx.day.nextSunrise, star28EndsAt(ctx.ephemeris, ctx.jd, ctx.sidereal))),
    };
  },
});
