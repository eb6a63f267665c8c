import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, panchangContext, samvatsaraAt } from '../lib/panchang.js';

const Year = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 60 }), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/samvatsara',
  summary: 'Samvatsara (60-year cycle, South and North Indian), Shaka, Vikram and Kali years, Kali ahargana',
  description:
    'The 60-year cycle Prabhava .. Akshaya. South Indian: the year changes at Chaitra Shukla Pratipada (the new moon opening amanta Chaitra), number = (Shaka + 12) mod 60 (0 -> 60; Shaka 1946 = 38 Krodhi). North Indian (Barhaspatya, Surya Siddhanta 1.55): n = (12 x completed mean sidereal revolutions of Jupiter since the Kali epoch + index 0-11 of Jupiter\'s mean sign) mod 60 with the Surya Siddhanta mean motion (364,220 revolutions in 1,577,917,828 days, all mean planets at 0 Aries at the epoch), n = 0 being Vijaya: number = ((n + 26) mod 60) + 1, evaluated at the Chaitra Shukla Pratipada that opens the year. Shaka = CE - 78 and Vikram = CE + 57 from Chaitra Shukla Pratipada (CE - 79 and CE + 56 before it); Kali year = Shaka + 3179; Kali ahargana = civil days elapsed since the Kali epoch JD 588465.5 (local civil date).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    southIndian: Year,
    northIndian: Year,
    shakaYear: Type.Integer(),
    vikramYear: Type.Integer(),
    kaliYear: Type.Integer(),
    kaliAhargana: Type.Integer(),
    yearStartedAt: LocalTime,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const s = samvatsaraAt(ctx.ephemeris, ctx.jd, ctx.offset, ctx.sidereal);
    const { yearStartsAt, ...rest } = s;
    const year = (y: { number: number; name: string }) => ({ number: y.number, slug: kebab(y.name), name: term('samvatsara', kebab(y.name), lang) });
    return { ...chartEcho(ctx.chart, services.ephemeris), ...rest, southIndian: year(rest.southIndian), northIndian: year(rest.northIndian), yearStartedAt: at(ctx, yearStartsAt) };
  },
});
