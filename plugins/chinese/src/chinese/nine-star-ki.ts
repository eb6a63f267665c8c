import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, StringEnum, defineOperation } from '@celestial/core';
import { timeToHours } from '@celestial/core/astro';
import { normalizeMidnight } from '../lib/bazi.js';
import { jdnOf, parseIso, phaseNamed } from '../lib/cycle.js';
import { checkCalendarYear } from '../lib/chart.js';
import { DIRECTIONS, STAR_CHARS, STAR_PHASE, STAR_SLUGS, STAR_TRIGRAM, nineStarKiOf, yearChartFor } from '../lib/fengshui.js';
import { NamedPlain } from '../lib/schemas.js';
import type { LangCode } from '@celestial/core';

const Star = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 9 }), slug: Type.String(), chinese: Type.String(), element: NamedPlain, trigram: Type.Union([Type.String(), Type.Null()]) });
const starOut = (n: number, lang: LangCode) => ({ number: n, slug: STAR_SLUGS[n - 1]!, chinese: STAR_CHARS[n - 1]!, element: phaseNamed(STAR_PHASE[n - 1]!, lang), trigram: STAR_TRIGRAM[n - 1] ?? null });

export default defineOperation({
  method: 'POST',
  path: '/chinese/nine-star-ki',
  summary: 'Nine Star Ki: principal, character and energetic stars, and a year\'s directions',
  description: 'Kyusei Kigaku after Takashi Yoshikawa, "The Ki" (1986): year star = 9 - ((Y - 2000) mod 9) with the year from the exact Lichun instant (birthTime default 12:00, timezoneOffset default 8); month (character) star: year stars 1/4/7 start the yin month at 8, 3/6/9 at 5, 2/5/8 at 2, then -1 per jie month; energetic (tendency) star = year star - month star + 5 reduced to 1-9. Target year: the year chart flies from its center star along the Lo Shu path (center, NW, W, NE, S, N, SW, E, SE); Five Yellow, Dark Sword (opposite the 5), Year Break (opposite the year branch) and the direction of the person\'s own star are unfavourable; favourableDirections are the remaining directions whose star\'s element produces or equals the principal star\'s (this service\'s rule). `24:00:00` means 00:00 of the next day.',
  body: Type.Object({
    birthDate: DateString,
    birthTime: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, default: 8 })),
    targetYear: Type.Optional(Type.Integer({ minimum: 2, maximum: 2899 })),
  }),
  response: Type.Object({
    solarYear: Type.Integer(),
    principal: Star,
    character: Star,
    energetic: Star,
    notation: Type.String({ description: 'year.month.energetic, e.g. 1.6.9' }),
    targetYear: Type.Optional(Type.Object({
      year: Type.Integer(),
      centerStar: Star,
      palaces: Type.Array(Type.Object({ direction: StringEnum(DIRECTIONS), star: Type.Integer({ minimum: 1, maximum: 9 }) }), { minItems: 8, maxItems: 8 }),
      fiveYellowDirection: Type.Union([StringEnum(DIRECTIONS), Type.Null()]),
      darkSwordDirection: Type.Union([StringEnum(DIRECTIONS), Type.Null()]),
      yearBreakDirection: StringEnum(DIRECTIONS),
      personalStarDirection: Type.Union([StringEnum(DIRECTIONS), Type.Null()]),
      favourableDirections: Type.Array(StringEnum(DIRECTIONS)),
    })),
  }),
  examples: [{ name: 'with-target', body: { birthDate: '1990-07-15', targetYear: 2026 } }, { name: 'before-lichun', body: { birthDate: '1984-02-04', birthTime: '12:00:00', timezoneOffset: 9 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const b = normalizeMidnight({ date: body.birthDate, time: body.birthTime });
    const { year, month, day } = parseIso(b.date);
    checkCalendarYear(year, 'birthDate');
    const jd = jdnOf(year, month, day) - 0.5 + ((b.time ? timeToHours(b.time) : 12) - (body.timezoneOffset ?? 8)) / 24;
    const { solarYear, principal: y, character: m, energetic: e } = nineStarKiOf(ephemeris, jd);
    let target;
    if (body.targetYear !== undefined) {
      const c = yearChartFor(body.targetYear, y);
      const dir = (d: number | null) => (d === null ? null : DIRECTIONS[d]!);
      target = {
        year: body.targetYear,
        centerStar: starOut(c.center, lang),
        palaces: DIRECTIONS.map((direction, d) => ({ direction, star: c.chart[d]! })),
        fiveYellowDirection: dir(c.fiveYellow),
        darkSwordDirection: dir(c.darkSword),
        yearBreakDirection: DIRECTIONS[c.yearBreak]!,
        personalStarDirection: dir(c.personal),
        favourableDirections: c.favourable.map((d) => DIRECTIONS[d]!),
      };
    }
    return {
      solarYear, principal: starOut(y, lang), character: starOut(m, lang), energetic: starOut(e, lang), notation: `${y}.${m}.${e}`,
      ...(target ? { targetYear: target } : {}),
    };
  },
});
