import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { DASHA_YEAR_DAYS } from '../lib/settings.js';
import { sudarshanaYears } from '../lib/dasha-sudarshana.js';

const HouseSign = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/sudarshana',
  summary: 'Sudarshana chakra dasha: the house each year of life activates from lagna, Moon and Sun',
  description:
    'BPHS ch. 74: the n-th year of life (age n - 1) activates the n-th house counted at once from the lagna, the Moon and the Sun; each year is 12 months of one sign each progressing from the year\'s sign (from the lagna), each month 12 parts of one sign (about 2.5 days, not listed). Years of the dashaYear setting from the birth moment; local dates at the birth offset.',
  body: vedicBirthData({
    fromAge: Type.Optional(Type.Integer({ minimum: 0, maximum: 120, default: 0, description: 'first completed age listed' })),
    years: Type.Optional(Type.Integer({ minimum: 1, maximum: 120, default: 12, description: 'how many years to list' })),
  }),
  response: Type.Object({
    ...ChartEcho,
    years: Type.Array(Type.Object({
      age: Type.Integer(), start: LocalInstant(), end: LocalInstant(), startJd: Type.Number(), endJd: Type.Number(),
      fromLagna: HouseSign, fromMoon: HouseSign, fromSun: HouseSign,
      months: Type.Array(Type.Object({ start: LocalInstant(), end: LocalInstant(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() }), { minItems: 12, maxItems: 12 }),
    }), { minItems: 1 }),
  }),
  examples: [{ name: 'delhi, first 12 years', body: DELHI_BIRTH }, { name: 'ages 30-35', body: { ...DELHI_BIRTH, fromAge: 30, years: 6 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const off = chart.moment.timezoneOffset;
    const hs = (x: { house: number; sign0: number }) => ({ house: x.house, sign: x.sign0 + 1, signName: signNameOf(x.sign0 + 1, lang) });
    const years = sudarshanaYears(chart, body.fromAge ?? 0, body.years ?? 12, DASHA_YEAR_DAYS[chart.settings.dashaYear]);
    return {
      ...chartEcho(chart, services.ephemeris),
      years: years.map((y) => ({
        age: y.age, start: localIso(y.start, off), end: localIso(y.end, off), startJd: y.start, endJd: y.end,
        fromLagna: hs(y.fromLagna), fromMoon: hs(y.fromMoon), fromSun: hs(y.fromSun),
        months: y.months.map((m) => ({ start: localIso(m.start, off), end: localIso(m.end, off), sign: m.sign0 + 1, signName: signNameOf(m.sign0 + 1, lang) })),
      })),
    };
  },
});
