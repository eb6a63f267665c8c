import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { fixedStars } from './lib/sky.js';
import { Moment, Settings } from './lib/schemas.js';
import { MagnitudeLimit, StarItem, StarList } from './lib/sky-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/fixed-stars',
  summary: 'Fixed star positions of date: ecliptic and equatorial, magnitude, sign and Ptolemaic nature',
  description:
    "swe_fixstar2_ut from the Swiss Ephemeris catalogue sefstars.txt (proper motion, precession and nutation to the date; sidereal when zodiacType is sidereal), magnitude from swe_fixstar2_mag. Nature: Ptolemy's planetary comparison (Tetrabiblos I.9) as Robson (1923) tabulates it. Default list: the named stars with magnitude <= magnitudeLimit (from the named stars brighter than 2.5) plus the fifteen Behenian stars (Agrippa, De occulta philosophia I.32). A name not in the catalogue is 400 naming the item.",
  body: birthData({ stars: Type.Optional(StarList), magnitudeLimit: Type.Optional(MagnitudeLimit) }),
  response: Type.Object({ moment: Moment, settings: Settings, stars: Type.Array(StarItem), count: Type.Integer() }),
  examples: [
    { name: 'kyiv-default', body: KYIV_BIRTH },
    { name: 'named-stars-j2000', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, stars: ['Regulus', 'Spica', 'alTau'] } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => fixedStars(body, services, lang),
});
