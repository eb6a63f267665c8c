import { Type } from '@sinclair/typebox';
import { Ephemeris, Latitude, Longitude, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { compositeAnswer } from './lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from './lib/relationships-schemas.js';
import { AspectItem, CuspItem, Moment, PointItem, Settings } from './lib/schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/composite',
  summary: 'Midpoint composite chart of two people',
  description:
    "Robert Hand, Planets in Composite (1975): each body at the near midpoint of its two natal positions (the shorter arc), the MC at the near midpoint of the MCs; the Ascendant and cusps (chart1's houseSystem) from that MC's ARMC at the mean of the two birth latitudes (derived-asc) or at referencePlace's latitude (reference-place). Aspects among the composite bodies as /aspects. Both charts must share zodiac and ayanamsa.",
  body: Type.Object({
    ...TwoChartsBody,
    houseMethod: Type.Optional(StringEnum(['derived-asc', 'reference-place'] as const, { default: 'derived-asc' })),
    referencePlace: Type.Optional(Type.Object({ latitude: Latitude, longitude: Longitude }, { description: 'where the couple lives; required with houseMethod reference-place' })),
  }),
  response: Type.Object({
    moment: Type.Composite([Moment], { description: "the mean of the two moments, for which the composite's houses are cast" }),
    settings: Settings,
    houseMethod: Type.String(),
    latitude: Type.Number({ description: 'geographic latitude the houses were cast for' }),
    planets: Type.Array(Type.Composite([PointItem, Type.Object({ house: Type.Integer({ minimum: 1, maximum: 36 }) })])),
    angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }),
    houses: Type.Array(CuspItem),
    aspects: Type.Array(AspectItem),
  }),
  examples: [
    { name: 'kyiv-london', body: PAIR },
    { name: 'reference-place', body: { ...PAIR2, houseMethod: 'reference-place', referencePlace: { latitude: -37.81, longitude: 144.96 } } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => compositeAnswer(body, services, lang),
});
