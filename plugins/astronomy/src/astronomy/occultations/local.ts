import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, defineOperation } from '@celestial/core';
import { localOccultation } from '../../lib/occultations.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const MaybeNumber = (description: string) => Type.Union([Type.Number({ description }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/astronomy/occultations/local',
  summary: 'The next (or previous) lunar occultation of a planet or star seen from a place',
  description:
    'swe_lun_occult_when_loc(tjd from 00:00 UTC of date, ipl, starname, flags, geopos, backward | SE_ECL_ONE_TRY), one lunar conjunction per call, restarting 1 day after tret[0] for at most 10 years (members null when none): tret[1] first contact (disappearance), tret[4] last contact (reappearance), tret[0] maximum; moonrise/moonset inside the event from swe_rise_trans for the Moon forward from the first contact, kept when before the last; attr[0] fraction of the body\'s diameter covered, attr[4]-[5] azimuth (from north) and true altitude of the occulted body (the Moon\'s direction to within its radius).',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0, description: 'metres' })),
    body: Type.Union([Type.Integer({ description: 'planet id, Mercury 2 to Pluto 9' }), Type.String({ minLength: 1, maxLength: 40, description: 'a star of the Swiss Ephemeris catalogue' })]),
    backward: Type.Optional(Type.Boolean({ default: false })),
  }),
  response: Type.Object({
    body: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), slug: Type.String(), name: Type.String() }),
    maximum: MaybeInstant,
    disappearance: MaybeInstant,
    reappearance: MaybeInstant,
    moonriseDuring: MaybeInstant,
    moonsetDuring: MaybeInstant,
    fractionCovered: MaybeNumber('attr[0]: the body\'s diameter covered at maximum, as an eclipse magnitude (above 1 when wholly covered)'),
    moonAzimuth: MaybeNumber('degrees from north at maximum'),
    moonAltitude: MaybeNumber('true altitude at maximum, degrees'),
  }),
  examples: [{ name: 'mars-toronto-2025', body: { date: '2025-01-10', latitude: 43.65, longitude: -79.38, body: 4 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => localOccultation(ephemeris, body, lang),
});
