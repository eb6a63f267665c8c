import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { publicChineseZodiac } from './lib/public.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) });
const NamedWithCharacter = Type.Object({ slug: Type.String(), name: Type.String(), chinese: Type.String({ description: 'the character' }) });

export default defineOperation({
  method: 'GET',
  path: '/public/chinese-zodiac',
  summary: 'The Chinese zodiac year of a date: animal, element and polarity of the year that begins at Lichun, with the lunar new year for contrast',
  description:
    "Year pillar (Y - 4) mod 60 of the solar year that begins at Lichun, the exact instant the Sun's apparent longitude reaches 315 degrees (root finding on swe_calc_ut, as /chinese/solar-terms); animal from the branch, element from the stem (jia/yi wood, bing/ding fire, wu/ji earth, geng/xin metal, ren/gui water), yang for the odd stems. lunarNewYear is day 1 of month 1 of that year in China's calendar zone (as /chinese/lunar-date computes), shown for contrast only: a date between the two belongs to the new animal by Lichun and to the old one by the lunar calendar. `time` accepts 24:00:00 (00:00 of the next day). Keyless.",
  query: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$', description: 'local time HH:mm:ss (default 12:00:00); 24:00:00 is 00:00 of the next day' })),
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
  }),
  response: Type.Object({
    animal: Named,
    element: Named,
    yinYang: Type.Union([Type.Literal('yang'), Type.Literal('yin')]),
    stem: NamedWithCharacter,
    branch: NamedWithCharacter,
    ganzhi: Type.Object({ slug: Type.String(), chinese: Type.String(), index: Type.Integer({ minimum: 0, maximum: 59, description: '0 = jia-zi' }) }),
    yearStartsAt: Instant('the Lichun instant that began the year, in the tz offset'),
    lunarNewYear: DateString,
  }),
  examples: [{ name: 'between-lichun-and-new-year', query: { date: '2024-02-07', tz: 8 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ query, lang }, { ephemeris }) => publicChineseZodiac(query, ephemeris, lang),
});
