import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, defineOperation, StringEnum, Warnings } from '@celestial/core';
import { davisonAnswer } from './lib/relationships.js';
import { PAIR, PAIR2, TwoChartsBody } from './lib/relationships-schemas.js';
import { AspectItem, BodyInHouse, CuspItem, Moment, Settings } from './lib/schemas.js';
import { withWarnings } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/davison',
  summary: 'Davison relationship chart: the midpoint in time and space, cast as a chart',
  description:
    "Ronald Davison, Synastry (1977): the moment is the mean of the two Julian days UT; the place the mean of the two latitudes and of the two longitudes taken the shorter way round (mean), or the midpoint of the great-circle arc between the birth places (great-circle). Cast as an ordinary chart at that moment and place in chart1's house system and zodiac (swe_calc_ut, swe_houses_ex); aspects as /aspects.",
  body: Type.Object({ ...TwoChartsBody, placeMethod: Type.Optional(StringEnum(['mean', 'great-circle'] as const, { default: 'mean' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    place: Type.Object({ latitude: Type.Number(), longitude: Type.Number(), method: Type.String() }),
    planets: Type.Array(BodyInHouse),
    houses: Type.Array(CuspItem),
    angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number() }),
    aspects: Type.Array(AspectItem),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv-london', body: PAIR }, { name: 'great-circle-across-dateline', body: { ...PAIR2, placeMethod: 'great-circle' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withWarnings(davisonAnswer(body, services, lang), lang),
});
