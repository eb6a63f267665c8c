import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, Latitude, Longitude, StringEnum, defineOperation } from '@celestial/core';
import { HELIACAL_EVENTS, heliacalAnswer } from '../lib/heliacal.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const ArcusVisionis = (description: string) => Type.Union([Type.Number({ description }), Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/astronomy/heliacal-events',
  summary: 'Heliacal rising and setting, evening first and morning last visibility of a planet, star or the Moon (Schaefer\'s model)',
  description:
    "swe_heliacal_ut(tjd from 00:00 UTC of date, dgeo, datm, dobs, object, TypeEvent 1-6, SE_HELFLAG_HIGH_PRECISION): Schaefer's visibility-limit model (Vistas in Astronomy 36, 1993) as implemented by Koch and Reijs; dret[0..2] first, optimum and last visibility of the next event of each kind. Without `event`, every kind the object has: the Moon evening-first and morning-last, Mercury and Venus those and heliacal rising and setting, the other planets and the stars heliacal rising and setting. The acronychal events, which the library refuses under the visibility-limit model, are asked with its arcus-visionis method (SE_HELFLAG_AVKIND_VR). arcusVisionis = the object's airless altitude minus the Sun's at first visibility (swe_calc_ut, swe_azalt; geocentric and topocentric), computed from positions because the npm binding's swe_heliacal_pheno_ut answers swe_heliacal_ut's times. Atmosphere defaults: the International Standard Atmosphere at the observer's height, 40 % humidity, extinction derived (0; a value in 0..1 is the total extinction coefficient ktot, 1 or more the meteorological visibility in metres); observer 36 years old, Snellen ratio 1. The top-level arcusVisionis members are those of the earliest event.",
  body: Type.Object({
    date: DateString,
    latitude: Latitude,
    longitude: Longitude,
    altitude: Type.Optional(Type.Number({ minimum: -500, maximum: 10000, default: 0, description: 'metres' })),
    object: Type.String({ minLength: 1, maxLength: 40, description: 'a planet (moon, mercury, venus, mars, jupiter, saturn, uranus, neptune) or a star of the Swiss Ephemeris catalogue (Sirius, Aldebaran, ...)' }),
    event: Type.Optional(StringEnum(HELIACAL_EVENTS)),
    atmosphere: Type.Optional(Type.Object({
      pressure: Type.Optional(Type.Number({ minimum: 300, maximum: 1100, description: 'hPa' })),
      temperature: Type.Optional(Type.Number({ minimum: -60, maximum: 60, description: 'deg C' })),
      humidity: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: '%' })),
      extinction: Type.Optional(Type.Number({ minimum: 0, maximum: 500000, description: '0 derived; 0-1 the total extinction coefficient ktot; 1 or more the meteorological visibility in metres' })),
    }, { additionalProperties: false })),
    observer: Type.Optional(Type.Object({
      age: Type.Optional(Type.Number({ minimum: 10, maximum: 100, description: 'years' })),
      snellen: Type.Optional(Type.Number({ minimum: 0.1, maximum: 3, description: 'Snellen ratio of visual acuity (1 normal)' })),
    }, { additionalProperties: false })),
  }),
  response: Type.Object({
    object: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss Ephemeris planet id; null for a star' }), slug: Type.String(), name: Type.String() }),
    events: Type.Array(Type.Object({
      event: StringEnum(HELIACAL_EVENTS),
      startVisible: Instant('first visibility, UTC'),
      optimum: MaybeInstant,
      endVisible: MaybeInstant,
      arcusVisionis: Type.Number({ description: 'geocentric altitude of the object minus the Sun\'s at first visibility, degrees' }),
      topocentricArcusVisionis: Type.Number({ description: 'the same from the observer\'s place, degrees' }),
    })),
    arcusVisionis: ArcusVisionis('of the earliest event; null when there is none'),
    topocentricArcusVisionis: ArcusVisionis('of the earliest event; null when there is none'),
  }),
  examples: [
    { name: 'sirius-cairo-2024', body: { date: '2024-07-01', latitude: 30.05, longitude: 31.25, object: 'Sirius', event: 'heliacal-rising' } },
    { name: 'venus-new-york-2006', body: { date: '2006-01-13', latitude: 40.7, longitude: -73.8, altitude: 30, object: 'venus' } },
  ],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => heliacalAnswer(ephemeris, body, lang),
});
