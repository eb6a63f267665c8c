import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, CyclicMeasure } from '@celestial/core';
import { lunationType, LUNATION_PHASES } from '../../lib/modern.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/rudhyar/lunation-type',
  summary: "Rudhyar's natal lunation type: the Sun-Moon phase of birth in eight 45-degree phases",
  description:
    'Dane Rudhyar, The Lunation Cycle (1967): the natal elongation lambda Moon - lambda Sun mod 360 divided into eight 45-degree phases from the conjunction (new, crescent, first quarter, gibbous, full, disseminating, last quarter, balsamic); waxing below 180.',
  body: birthData(),
  response: Type.Object({
    ...Echo,
    elongation: CyclicMeasure(360),
    phase: StringEnum(LUNATION_PHASES),
    degreesIntoPhase: CyclicMeasure(45),
    waxing: Type.Boolean(),
    keywords: Type.Array(Type.Object({ slug: Type.String(), name: Type.String({ description: "in the answer's language" }) }), { description: "Rudhyar's three keywords of the type (The Lunation Cycle, 1967)" }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => lunationType(body, services, lang),
});
