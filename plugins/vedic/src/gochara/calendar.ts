import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { DateString, defineOperation, Ephemeris, StringEnum, TimeZones, Instant, UTC_INSTANT_PATTERN } from '@celestial/core';
import { vedicBirthData } from '../lib/schemas.js';
import { gocharaCalendar } from '../lib/gochara-calendar.js';
import { VedicOptions, VedicSettingsEcho } from '../lib/settings.js';
import { DELHI_BIRTH } from '../lib/examples.js';

const BD = vedicBirthData().properties;

/** A sign (1-12) or nakshatra (1-27) by reference, named in the answer's language (issue 12). */
const Place = (description: string) => Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 27, description: 'sign 1-12 (Aries 1) or nakshatra 1-27 (Ashwini 1), by the kind' }),
  slug: Type.String({ description: 'a sign slug (aries ...) or a nakshatra slug (ashwini ...)' }),
  name: Type.String({ description: "its name in the answer's language" }),
}, { description });

export default defineOperation({
  method: 'POST',
  path: '/vedic/gochara/calendar',
  summary: 'Sidereal sign and nakshatra ingresses and stations of the nine grahas over up to a year',
  description:
    'Sign ingresses (roots of 12 x the sidereal longitude), nakshatra ingresses (roots of 27 x the longitude) and stations (roots of the speed; Mars to Saturn) of the grahas, sampled at each body\'s step with the stations as breakpoints and refined by Brent to 0.01 s (swe_calc_ut with SEFLG_SIDEREAL, Lahiri unless named). Rahu is the mean node unless nodeType is true, Ketu opposite; the nodes\' stations are not listed (the mean node never stations and the true node\'s wobble is not a station in the Vedic sense). The range runs from startDate 00:00 to endDate 24:00 in the chart\'s zone (UTC without a chart), at most 366 days. With a chart, each sign ingress carries the house of the entered sign from the natal Moon and from the lagna. Moon nakshatra ingresses are listed only when `moonNakshatras` is true (about 360 a year).',
  body: Type.Object({
    startDate: DateString,
    endDate: Type.String({ ...DateString, description: 'calendar date YYYY-MM-DD, at most 366 days after startDate' }),
    ayanamsa: BD.ayanamsa,
    ayanamsaId: BD.ayanamsaId,
    ...VedicOptions,
    chart: Type.Optional(vedicBirthData()),
    grahas: Type.Optional(Type.Array(StringEnum(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const), { maxItems: 9, uniqueItems: true, description: 'grahas to list; all nine when omitted' })),
    kinds: Type.Optional(Type.Array(StringEnum(['sign-ingress', 'nakshatra-ingress', 'station-retrograde', 'station-direct'] as const), { maxItems: 4, uniqueItems: true })),
    moonNakshatras: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    settings: VedicSettingsEcho,
    timezoneOffset: Type.Number({ description: 'offset of the times, hours' }),
    events: Type.Array(Type.Object({
      at: Instant('local time ISO 8601 (UTC without a chart)'),
      utc: Type.String({ pattern: UTC_INSTANT_PATTERN, description: 'the same instant in UTC' }),
      graha: GrahaRefSchema,
      kind: Type.Union([Type.Literal('sign-ingress'), Type.Literal('nakshatra-ingress'), Type.Literal('station-retrograde'), Type.Literal('station-direct')]),
      from: Place('the sign (sign ingress, station) or nakshatra (nakshatra ingress) left; a station\'s own sign'),
      to: Place('the sign or nakshatra entered; a station\'s own sign'),
      houseFromMoon: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
      houseFromLagna: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'slow grahas 2025', body: { startDate: '2025-01-01', endDate: '2025-12-31', grahas: ['Jupiter', 'Saturn', 'Rahu', 'Ketu'] } },
    { name: 'month with chart', body: { startDate: '2025-03-01', endDate: '2025-03-31', chart: DELHI_BIRTH } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withGrahaRefs(gocharaCalendar(body as never, services, lang), lang),
});
