import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, jdToIsoWithOffset, term } from '@celestial/core';
import { UTC_INSTANT_PATTERN } from '@celestial/core';
import { CALENDAR_YEARS, solarTermsOfYear, termLongitude } from '../lib/calendar.js';
import { TERM_CHARS, TERM_SLUGS } from '../lib/bazi.js';
import { Instant } from '../lib/schemas.js';
import { zoneOf } from '../lib/zone.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/solar-terms',
  summary: 'The 24 solar terms of a Gregorian year as exact instants',
  description:
    'The instants at which the Sun\'s apparent geocentric ecliptic longitude (true equinox of date, nutation and aberration included) equals (285 + 15 i) mod 360 deg, i = 0 (Xiaohan) ... 23 (Dongzhi); even i are jie, odd i zhongqi (qi). Root finding (Brent) on swe_calc_ut(SE_SUN) longitudes, the wrapped difference bracketed around the mean-motion estimate, to 0.01 s; Delta T as swe_calc_ut applies it. These are the boundaries every Chinese-calendar operation uses (no mean-term ping qi). Local instants in the zone sent (default China Standard Time, UT+8).',
  body: Type.Object({
    year: Type.Integer({ minimum: CALENDAR_YEARS.first, maximum: CALENDAR_YEARS.last }),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 8, description: 'hours east of UT; default 8 (China Standard Time)' })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name; wins over timezoneOffset' })),
  }),
  response: Type.Object({
    year: Type.Integer(),
    timezone: Type.Union([Type.String(), Type.Null()]),
    terms: Type.Array(Type.Object({
      index: Type.Integer({ minimum: 0, maximum: 23 }),
      slug: Type.String(),
      name: Type.String(),
      chinese: Type.String(),
      english: Type.String(),
      longitude: Type.Number({ description: 'the Sun\'s apparent longitude at the term, degrees' }),
      kind: Type.Union([Type.Literal('jie'), Type.Literal('qi')]),
      utc: Type.String({ pattern: UTC_INSTANT_PATTERN, description: 'ISO 8601 UTC instant' }),
      local: Instant('the instant in the zone of the request, ISO 8601 with its offset'),
      jd: Type.Number({ description: 'Julian day (UT)' }),
    }), { minItems: 24, maxItems: 24 }),
  }),
  examples: [
    { name: '2024-cst', body: { year: 2024 } },
    { name: '1900-kyiv', body: { year: 1900, timezone: 'Europe/Kyiv' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const zone = zoneOf(body, timeZones, 8);
    return {
      year: body.year,
      timezone: zone.name,
      terms: solarTermsOfYear(ephemeris, body.year).map((jd, i) => ({
        index: i,
        slug: TERM_SLUGS[i]!,
        name: term('solar-term', TERM_SLUGS[i]!, lang),
        chinese: TERM_CHARS[i]!,
        english: term('solar-term', TERM_SLUGS[i]!, 'en'),
        longitude: termLongitude(i),
        kind: i % 2 === 0 ? 'jie' as const : 'qi' as const,
        utc: jdToIsoWithOffset(jd, 0).replace(/\+00:00$/, 'Z'),
        local: jdToIsoWithOffset(jd, zone.at(jd) * 60),
        jd,
      })),
    };
  },
});
