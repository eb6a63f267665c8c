import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, signName, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { StringEnum } from '@celestial/core';
import { normalizeDegrees } from '@celestial/core/astro';
import { lunarMonthAt, lunarRituIndex, panchangContext, RITU_NAMES, solarRituIndex, TROPICAL } from '../lib/panchang.js';

const ZODIACS = ['tropical', 'sidereal'] as const;

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/ritu',
  summary: 'Ritu (season), solar and lunar',
  description:
    'Six ritus. Solar by the Sun\'s sign pair (tropical by default, sidereal with zodiac: sidereal): Vasanta Pisces-Aries, Grishma Taurus-Gemini, Varsha Cancer-Leo, Sharad Virgo-Libra, Hemanta Scorpio-Sagittarius, Shishira Capricorn-Aquarius; lunar by amanta month pairs from Chaitra-Vaishakha = Vasanta (Taittiriya Samhita ritu order).',
  body: vedicBirthData({ zodiac: Type.Optional(StringEnum(ZODIACS, { description: 'zodiac of the solar ritu', default: 'tropical' })) }),
  response: Type.Object({
    ...ChartEcho,
    solarRitu: Type.Object({ slug: Type.String(), name: Type.String(), sunSign: Type.Integer({ minimum: 1, maximum: 12, description: "the Sun's sign, Aries 1 ... Pisces 12" }), sunSignName: Type.String(), zodiac: StringEnum(ZODIACS) }),
    lunarRitu: Type.Object({ slug: Type.String(), name: Type.String(), amantaMonth: Type.String() }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'sidereal', body: { ...DELHI_BIRTH, zodiac: 'sidereal' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const zodiac = body.zodiac ?? 'tropical';
    const lon = normalizeDegrees(ctx.ephemeris.position(ctx.jd, 0, zodiac === 'tropical' ? TROPICAL : ctx.sidereal).longitude);
    const sign = Math.min(11, Math.floor(lon / 30)) + 1;
    const month = lunarMonthAt(ctx.ephemeris, ctx.jd, ctx.sidereal).amanta;
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      solarRitu: { slug: kebab(RITU_NAMES[solarRituIndex(sign)]!), name: term('ritu', kebab(RITU_NAMES[solarRituIndex(sign)]!), lang), sunSign: sign, sunSignName: signName(sign, lang), zodiac },
      lunarRitu: { slug: kebab(RITU_NAMES[lunarRituIndex(month.index)]!), name: term('ritu', kebab(RITU_NAMES[lunarRituIndex(month.index)]!), lang), amantaMonth: term('lunar-month', kebab(month.name), lang) },
    };
  },
});
