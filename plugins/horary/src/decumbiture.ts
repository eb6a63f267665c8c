import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { decumbiture } from './lib/decumbiture.js';
import { Echo, PlanetRef } from './lib/schemas.js';
import { ExplanationSchema } from './lib/testimony.js';

/** A testimony of the decumbiture: its slug, the planets and scores it names, its text (core's horary-testimony table). */
const Testimony = ExplanationSchema('same-lord-first-and-sixth, sick-stronger-than-disease, disease-stronger-than-sick, moon-via-combusta-ill, moon-debilitated, moon-in-ill-house');
import { LONDON_QUESTION } from './lib/examples.js';

const Lord = Type.Object({ ...PlanetRef.properties, ...PositionMembers, house: Type.Integer({ minimum: 1, maximum: 12 }), dignityScore: Type.Integer({ description: "Lilly's essential dignity points" }) });

export default defineOperation({
  method: 'POST',
  path: '/horary/decumbiture',
  summary: "Culpeper's decumbiture: the Moon's critical and judicial days from the moment of falling ill, the 6th and ASC lords",
  description: "Nicholas Culpeper, Astrological Judgement of Diseases from the Decumbiture of the Sick (1655): critical days when the Moon reaches the square, opposition, second square and return to her decumbiture longitude (90/180/270/360 deg), judicial days at the semi-squares and sesquiquadrates (45/135/225/315 deg); instants = roots of wrap(lambda Moon(t) - target) on core's bracketed track, refined on swe_calc_ut longitudes (the npm binding has no swe_mooncross_ut). The Moon, the 6th lord (the disease) and the ASC lord (the sick) weighed by Lilly's essential dignity points. Historical doctrine, not medical advice.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    moon: Type.Object({ ...PositionMembers, speed: Type.Number(), house: Type.Integer({ minimum: 1, maximum: 12 }), dignityScore: Type.Integer() }),
    crises: Type.Array(Type.Object({
      angle: Type.Integer({ description: '45, 90, ... 360 deg from the decumbiture Moon' }),
      kind: Type.Union([Type.Literal('judicial'), Type.Literal('critical')]),
      longitude: Type.Number(),
      date: Instant('the Moon on that longitude'),
      daysAfter: Type.Number(),
    }), { minItems: 8, maxItems: 8 }),
    sixthLord: Lord,
    ascLord: Lord,
    testimonies: Type.Array(Testimony),
    disclaimer: Type.String({ description: "historical doctrine, not medical advice, in the answer's language" }),
  }),
  examples: [{ name: 'london', body: LONDON_QUESTION }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => decumbiture(body, services, lang),
});
