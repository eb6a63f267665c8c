import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones, signName as signNameOf, slugsOf, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { DASHA_YEAR_DAYS } from '../lib/settings.js';
import { kalachakra } from '../lib/dasha-kalachakra.js';

const SignRef = Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/kalachakra',
  summary: 'Kalachakra dasha (BPHS ch. 46): savya/apasavya group, paramayush, deha and jeeva, nine sign periods with their gati',
  description:
    'The Moon\'s nakshatra pada selects a savya or apasavya group and its nine-sign sequence; sign years by lord Sun 5, Moon 21, Mars 7, Mercury 9, Jupiter 10, Venus 16, Saturn 4; paramayush per pada (Ashwini 100, 85, 83, 86 ...); the crossed fraction of the pada x paramayush locates the sign running at birth (the first period starts before birth, at its true start), the next pada\'s sequence follows; deha and jeeva signs; manduka, markata and simhavalokana jumps flagged (tables as in P. V. R. Narasimha Rao ch. 33 and Jagannatha Hora). Local dates at the birth offset.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    moonPada: Type.Object({ nakshatra: Type.String(), number: Type.Integer({ minimum: 1, maximum: 27 }), pada: Type.Integer({ minimum: 1, maximum: 4 }) }),
    group: StringEnum(['savya', 'apasavya'] as const),
    paramayush: Type.Number(),
    deha: SignRef,
    jeeva: SignRef,
    balanceAtBirth: Type.Number({ description: 'years left of the first period at birth' }),
    periods: Type.Array(Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), start: LocalInstant(), end: LocalInstant(), startJd: Type.Number(), endJd: Type.Number(), years: Type.Number(), gati: Type.Union([StringEnum(['manduka', 'markata', 'simhavalokana'] as const), Type.Null()]) }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const off = chart.moment.timezoneOffset;
    const k = kalachakra(chart.grahas[1]!.longitude, chart.jd, DASHA_YEAR_DAYS[chart.settings.dashaYear]);
    const ref = (s: number) => ({ sign: s + 1, signName: signNameOf(s + 1, lang) });
    return {
      ...chartEcho(chart, services.ephemeris),
      moonPada: { nakshatra: term('nakshatra', slugsOf('nakshatra')[k.nakshatra0]!, lang), number: k.nakshatra0 + 1, pada: k.pada },
      group: k.group,
      paramayush: k.paramayush,
      deha: ref(k.deha),
      jeeva: ref(k.jeeva),
      balanceAtBirth: k.balance,
      periods: k.periods.map((p) => ({ ...ref(p.sign0), start: localIso(p.start, off), end: localIso(p.end, off), startJd: p.start, endJd: p.end, years: p.years, gati: p.gati })),
    };
  },
});
