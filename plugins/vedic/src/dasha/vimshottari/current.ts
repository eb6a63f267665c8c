import { Type } from '@sinclair/typebox';
import { ApiError, Clock, DateString, defineOperation, Ephemeris, StringEnum, TimeZones, Instant } from '@celestial/core';
import { parseDate, timeToHours } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../../lib/examples.js';
import { castRashi } from '../../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, LocalInstant } from '../../lib/schemas.js';
import { VIMSHOTTARI } from '../../lib/dasha.js';
import { DashaPeriodSchema, dashaLordNaming, nakshatraDashaAnswer } from '../../lib/dasha-answer.js';
import { DASHA_LEVELS, dashaChainAt } from '../../lib/dasha-current.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/vimshottari/current',
  summary: 'The Vimshottari periods running at an instant, five levels deep (maha to prana)',
  description:
    'Walks the Vimshottari tree (each level the parent split by lord years / 120, BPHS ch. 46) to the maha, antar, pratyantar, sookshma and prana periods containing targetDate targetTime, read as local time at the birth offset (default: now from the service clock; targetTime defaults to 12:00:00). The instant must fall within the 120-year cycle that starts with the dasha running at birth.',
  body: vedicBirthData({
    targetDate: Type.Optional(DateString),
    targetTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00', description: 'local time HH:mm:ss at the birth offset' })),
  }),
  response: Type.Object({
    ...ChartEcho,
    at: Instant('the instant, local time at the birth offset'),
    atJd: Type.Number(),
    levels: Type.Array(Type.Object({
      level: StringEnum(DASHA_LEVELS),
      lord: DashaPeriodSchema.properties.lord,
      start: LocalInstant(),
      end: LocalInstant(),
      startJd: Type.Number(),
      endJd: Type.Number(),
      years: Type.Number(),
      percentElapsed: Type.Number({ minimum: 0, maximum: 100 }),
    }), { minItems: 5, maxItems: 5 }),
  }),
  examples: [{ name: 'delhi on 2024-01-01', body: { ...DELHI_BIRTH, targetDate: '2024-01-01', targetTime: '00:00:00' } }, { name: 'delhi now', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const off = chart.moment.timezoneOffset;
    let jd: number;
    if (body.targetDate === undefined && body.targetTime === undefined) {
      jd = services.clock.now().getTime() / 86400_000 + 2440587.5;
    } else {
      const date = body.targetDate ?? localIso(services.clock.now().getTime() / 86400_000 + 2440587.5, off).slice(0, 10);
      const { year, month, day } = parseDate(date);
      jd = services.ephemeris.julianDay(year, month, day, timeToHours(body.targetTime ?? '12:00:00') - off);
    }
    const { periods, yearDays } = nakshatraDashaAnswer(VIMSHOTTARI, chart, services.ephemeris, lang);
    const levels = dashaChainAt(VIMSHOTTARI, periods, jd, yearDays, 5);
    if (!levels) {
      const first = periods[0]!;
      const last = periods[periods.length - 1]!;
      throw new ApiError('INVALID_INPUT', `Validation failed: targetDate must fall within the Vimshottari cycle from ${localIso(first.start, off)} to ${localIso(last.end, off)}`, { details: [{ path: body.targetDate === undefined ? 'targetTime' : 'targetDate', message: `must fall between ${localIso(first.start, off).slice(0, 10)} and ${localIso(last.end, off).slice(0, 10)}` }] });
    }
    return {
      ...chartEcho(chart, services.ephemeris),
      at: localIso(jd, off),
      atJd: jd,
      levels: levels.map((p, i) => ({ level: DASHA_LEVELS[i]!, ...dashaLordNaming(p.lord, lang), start: localIso(p.start, off), end: localIso(p.end, off), startJd: p.start, endJd: p.end, years: p.years, percentElapsed: Math.min(100, Math.max(0, ((jd - p.start) / (p.end - p.start)) * 100)) })),
    };
  },
});
