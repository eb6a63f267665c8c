import { Type } from '@sinclair/typebox';
import { BodyRefSchema, StarRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { birthData, Ephemeris, TimeZones, defineOperation, Instant, UtcInstant } from '@celestial/core';
import { progressedFixedStars } from '../lib/progressed-stars.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const Nullable = Type.Union([Instant("at the birth moment's UTC offset"), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/progressions/fixed-stars',
  summary: 'Progressed Sun, Moon, Mercury, Venus, Mars and angles conjoining fixed stars over a life',
  description:
    'Secondary progression (a day for a tropical year of 365.24219 days): each contact is a root in ephemeris days of lambda_progressed(d) - lambda_star(d), the star of date from swe_fixstar2_ut (sefstars.txt), refined to < 1 s of ephemeris time (core/src/astro/crossings.ts) and shown as the calendar date it stands for. The progressed Ascendant and MC by solar arc in right ascension, as /progressions. window: the calendar dates the progressed point enters and leaves `orb` (default 0.5 deg) of the star, null beyond life\'s range; a retrograde progressed planet can make three contacts. Stars: `stars` (names or Bayer designations, at most 64), default the fifteen Behenian stars and Fomalhaut. toAge default 90, at most 100.',
  body: birthData({
    toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })),
    stars: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { minItems: 1, maxItems: 64 })),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 5, default: 0.5 })),
  }),
  response: Type.Object({
    moment: Type.Object({ utc: UtcInstant('the birth, UTC'), julianDayUT: Type.Number() }),
    toAge: Type.Number(), orb: Type.Number(), stars: Type.Array(StarRefSchema),
    contacts: Type.Array(Type.Object({
      body: BodyRefSchema, star: StarRefSchema, exactAt: Instant("the calendar instant, at the birth moment's UTC offset"), age: Type.Number(),
      starLongitude: Type.Number({ minimum: 0, maximum: 360 }), window: Type.Object({ from: Nullable, to: Nullable }),
      direction: Type.String(), progressedJulianDay: Type.Number(),
    })),
    count: Type.Integer(),
    yearDays: Type.Number(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }, { name: 'regulus-spica-to-60', body: { ...KYIV_BIRTH, toAge: 60, stars: ['Regulus', 'Spica', 'alTau'] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(progressedFixedStars(body, services, lang), lang),
});
