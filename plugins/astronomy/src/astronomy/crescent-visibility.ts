import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, StringEnum, defineOperation } from '@celestial/core';
import { YALLOP_VERDICTS, crescentEvenings } from '../lib/crescent.js';
import type { YallopCategory } from '../lib/crescent.js';
import { instant, instantOrNull, localJd } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const MaybeNumber = (description: string) => Type.Union([Type.Number({ description }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/astronomy/crescent-visibility',
  summary: 'Visibility of the new crescent Moon on the first three evenings after a conjunction (Yallop 1997)',
  description:
    'Yallop, NAO Technical Note 69 (1997). Conjunction nearest 00:00 UTC of date = root of apparent lambda Moon - lambda Sun (swe_calc_ut); for each of the first three local sunsets after it, sunset Ts and moonset Tm by swe_rise_trans; best time Tb = Ts + 4/9 (Tm - Ts); at Tb ARCL = geocentric elongation, ARCV = difference of the geocentric airless altitudes of Moon and Sun, DAZ = Sun azimuth - Moon azimuth (swe_azalt true altitude); W\' = SD (1 + sin h sin pi)(1 - cos ARCL) arcmin (SD = swe_pheno_ut attr[3]/2, pi = asin(6378.137 km / distance)); q = (ARCV - (11.8371 - 6.3226 W\' + 0.7319 W\'^2 - 0.1018 W\'^3))/10; category A > +0.216, B > -0.014, C > -0.160, D > -0.232, E > -0.293, else F. Members from bestTime on are null when the Moon sets before the Sun.',
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0, description: 'metres' })),
  }),
  response: Type.Object({
    conjunction: Instant('geocentric conjunction in longitude, UTC'),
    evenings: Type.Array(Type.Object({
      sunset: Instant(),
      moonset: MaybeInstant,
      lagMinutes: MaybeNumber('moonset - sunset, minutes'),
      bestTime: MaybeInstant,
      arcl: MaybeNumber('degrees'),
      arcv: MaybeNumber('degrees'),
      daz: MaybeNumber('degrees'),
      widthArcmin: MaybeNumber('topocentric crescent width W\''),
      q: MaybeNumber('Yallop\'s q'),
      category: Type.Union([StringEnum(['a', 'b', 'c', 'd', 'e', 'f'] as const, { description: 'Yallop\'s category A-F (NAO TN 69 table 4), lower-case as the vocabulary writes enumerations' }), Type.Null()]),
      verdict: Type.Union([StringEnum(Object.values(YALLOP_VERDICTS)), Type.Null()]),
    })),
  }),
  examples: [{ name: 'mecca-2024-03', body: { date: '2024-03-10', latitude: 21.4225, longitude: 39.8262 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body }, { ephemeris }) => {
    const place = { latitude: body.latitude, longitude: body.longitude, altitude: body.altitude ?? 0 };
    const { conjunction, evenings } = crescentEvenings(ephemeris, localJd(ephemeris, body.date, 0), place);
    return {
      conjunction: instant(conjunction),
      evenings: evenings.map((e) => ({
        sunset: instant(e.sunset), moonset: instantOrNull(e.moonset), lagMinutes: e.lagMinutes, bestTime: instantOrNull(e.bestTime),
        arcl: e.arcl, arcv: e.arcv, daz: e.daz, widthArcmin: e.widthArcmin, q: e.q,
        category: e.category === null ? null : (e.category.toLowerCase() as Lowercase<YallopCategory>), verdict: e.category === null ? null : YALLOP_VERDICTS[e.category as YallopCategory],
      })),
    };
  },
});
