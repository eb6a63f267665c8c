import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, TimeZones, defineOperation, jdToIsoWithOffset, term } from '@celestial/core';
import { XIU_DETERMINATIVES } from '@celestial/core/astro';
import { MANSION_CHARS, MANSION_SLUGS } from '../lib/almanac.js';
import { moonMansion } from '../lib/moon-mansion.js';
import { requestInstant } from '../lib/zone.js';

export default defineOperation({
  method: 'POST',
  path: '/chinese/moon-mansion',
  summary: 'The Moon\'s xiu (lunar lodge) by the right ascensions of the 28 determinative stars',
  description: 'Astronomical xiu of the Moon (not the almanac day cycle): boundaries at the apparent right ascensions of date of the 28 determinative stars (ju xing): Jiao alpha Vir, Kang kappa Vir, Di alpha2 Lib, Fang pi Sco, Xin sigma Sco, Wei mu1 Sco, Ji gamma Sgr, Dou phi Sgr, Niu beta Cap, Nu epsilon Aqr, Xu beta Aqr, Wei alpha Aqr, Shi alpha Peg, Bi gamma Peg, Kui eta And, Lou beta Ari, Wei 35 Ari, Mao 17 Tau, Bi epsilon Tau, Zi lambda Ori, Shen zeta Ori, Jing mu Gem, Gui theta Cnc, Liu delta Hya, Xing alpha Hya, Zhang upsilon1 Hya, Yi alpha Crt, Zhen gamma Crv. 25 from swe_fixstar2_ut (SEFLG_EQUATORIAL, sefstars.txt); eta And, 35 Ari and theta Cnc, missing from sefstars.txt, from Hipparcos (van Leeuwen 2007, I/311) with proper motion, precession, nutation and aberration computed by the service (Meeus; within 0.3" of swe_fixstar2 on the stars both hold). The mansion is the one whose determinative right ascension the Moon\'s apparent right ascension has last passed; nextMansionAt by bisection to 1 s. time 24:00:00 means 00:00 of the next day; without timezone or timezoneOffset the time is China\'s (UT+8).',
  body: Type.Object({
    date: DateString,
    time: Type.String({ pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$' }),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 8 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  }),
  response: Type.Object({
    instant: Instant('the moment asked about, ISO 8601 with the request zone\'s offset'),
    moonLongitude: Type.Number({ description: 'apparent tropical longitude, degrees' }),
    moonRightAscension: Type.Number({ description: 'apparent right ascension of date, degrees' }),
    mansion: Type.Object({
      index: Type.Integer({ minimum: 1, maximum: 28, description: '1 = Jiao' }),
      slug: Type.String(), name: Type.String(), chinese: Type.String(),
      determinativeStar: Type.Object({
        designation: Type.String({ description: 'Bayer or Flamsteed designation as sefstars.txt writes it (alVir, 35Ari)' }),
        source: StringEnum(['sefstars', 'hipparcos'] as const),
        hip: Type.Union([Type.Integer(), Type.Null()], { description: 'Hipparcos number where the service holds the star itself' }),
        rightAscension: Type.Number({ description: 'apparent right ascension of date, degrees' }),
      }),
      widthDeg: Type.Number({ description: 'right ascension from this determinative to the next, degrees' }),
    }),
    degreesIntoMansion: Type.Number(),
    nextMansionAt: Instant('when the Moon reaches the next determinative\'s right ascension, ISO 8601 with the request zone\'s offset'),
  }),
  examples: [{ name: 'beijing-evening', body: { date: '2024-02-10', time: '20:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const { jd, offset, zone } = requestInstant(body, timeZones, 8);
    const m = moonMansion(ephemeris, jd);
    const d = XIU_DETERMINATIVES[m.index]!;
    const nextOffset = body.timezone ? zone.at(m.nextAt) : offset;
    return {
      instant: jdToIsoWithOffset(jd, offset * 60),
      moonLongitude: m.moonLongitude,
      moonRightAscension: m.moonRightAscension,
      mansion: {
        index: m.index + 1, slug: MANSION_SLUGS[m.index]!, name: term('chinese-mansion', MANSION_SLUGS[m.index]!, lang), chinese: MANSION_CHARS[m.index]!,
        determinativeStar: { designation: d.bayer, source: d.hipparcos ? 'hipparcos' as const : 'sefstars' as const, hip: d.hipparcos?.hip ?? null, rightAscension: m.boundaries[m.index]! },
        widthDeg: m.width,
      },
      degreesIntoMansion: m.into,
      nextMansionAt: jdToIsoWithOffset(m.nextAt, nextOffset * 60),
    };
  },
});
