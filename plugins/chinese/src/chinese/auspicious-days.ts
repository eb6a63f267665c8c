import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, StringEnum, defineOperation } from '@celestial/core';
import { pillarOut } from '../lib/bazi.js';
import { checkCalendarYear } from '../lib/chart.js';
import { isoOfJdn, jdnOf, parseIso } from '../lib/cycle.js';
import { SELECTABLE_ACTIVITIES, activityIndexOf, activityItem, auspiciousDays, officerNamed, spiritNamed } from '../lib/almanac.js';
import { AlmanacTerm, DayOfficer, DaySpirit } from '../lib/almanac-schemas.js';
import { Pillar } from '../lib/schemas.js';

/** Longest range scanned: a year and a day (catalogue). */
const MAX_DAYS = 366;

export default defineOperation({
  method: 'POST',
  path: '/chinese/auspicious-days',
  summary: 'Ze Ri date selection: the days of a range that the almanac marks suitable for an activity',
  description: 'Scans every civil date from `from` to `to` (at most 366 days) with the /chinese/almanac rules and keeps the days whose suitable list (Xie Ji Bian Fang Shu, as 6tail/lunar tabulates it) contains the activity and whose avoid list does not. With `birthDate`, the days whose branch clashes (branch + 6) the person\'s year branch (solar year, from Lichun) or day branch are dropped (Xie Ji Bian Fang Shu practice) and counted in `droppedForClash`; `clashesPerson` is therefore false on every day kept.',
  body: Type.Object({
    activity: StringEnum(SELECTABLE_ACTIVITIES as string[], { description: 'an activity slug of the almanac vocabulary: marriage, move-in, open-business, travel, groundbreaking, burial ...' }),
    from: DateString,
    to: DateString,
    birthDate: Type.Optional(DateString),
  }),
  response: Type.Object({
    activity: AlmanacTerm,
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), dayGanzhi: Pillar, officer: DayOfficer, spirit: DaySpirit, suitable: Type.Array(AlmanacTerm), clashesPerson: Type.Boolean() })),
    count: Type.Integer({ minimum: 0 }),
    droppedForClash: Type.Integer({ minimum: 0, description: 'days that qualified but clash the person\'s year or day branch (0 without birthDate)' }),
  }),
  calculation: true,
  examples: [{ name: 'marriage-march-2024', body: { activity: 'marriage', from: '2024-03-01', to: '2024-03-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const jdnOfField = (field: 'from' | 'to' | 'birthDate', iso: string) => {
      const { year, month, day } = parseIso(iso);
      checkCalendarYear(year, field);
      return jdnOf(year, month, day);
    };
    const from = jdnOfField('from', body.from), to = jdnOfField('to', body.to);
    if (to < from) throw ApiError.invalidField('to', 'must not be before from');
    if (to - from + 1 > MAX_DAYS) throw ApiError.invalidField('to', `the range may hold at most ${MAX_DAYS} days`);
    const birth = body.birthDate === undefined ? null : jdnOfField('birthDate', body.birthDate);
    const r = auspiciousDays(ephemeris, body.activity, from, to, birth);
    return {
      activity: activityItem(activityIndexOf(body.activity), lang),
      from: body.from, to: body.to,
      days: r.days.map(({ jdn, x, clashesPerson }) => ({
        date: isoOfJdn(jdn), dayGanzhi: pillarOut(x.dayIdx, lang), officer: officerNamed(x.officer, lang), spirit: spiritNamed(x.spirit, lang),
        suitable: x.suitable.map((i) => activityItem(i, lang)), clashesPerson,
      })),
      count: r.days.length,
      droppedForClash: r.droppedForClash,
    };
  },
});
