import { Type } from '@sinclair/typebox';
import { withAspectRefs } from '../lib/vocabulary.js';
import { birthData, Clock, Ephemeris, PositionMembers, TimeZones, defineOperation } from '@celestial/core';
import { solarArcDirections } from '../lib/progressions.js';
import { Moment, Settings } from '../lib/schemas.js';
import { ArcKey, DirectedAspectItem, Orb, TargetDate } from '../lib/progressions-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/directions/solar-arc',
  summary: 'Solar-arc directions: every natal planet and angle moved by the arc of the progressed Sun',
  description:
    'Solar arc at targetDate (0h UT) = secondary-progressed Sun - natal Sun (progressed JD = birth JD + elapsed tropical years of 365.24219 d, swe_calc_ut), or 0.98564733 deg a year (Naibod) or 1 deg a year; added to (converse: subtracted from) the longitude of Sun to Pluto, the mean node, the Ascendant (1000) and the MC (1001). aspectsToNatal: 0/45/60/90/120/135/180 from directed to natal points within `orb` (default 1). Noel Tyl, Solar Arcs (2001); Reinhold Ebertin.',
  body: birthData({ targetDate: TargetDate, key: Type.Optional(ArcKey), converse: Type.Optional(Type.Boolean({ default: false })), orb: Orb }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    targetDate: Type.String(),
    age: Type.Number(),
    key: Type.String(),
    converse: Type.Boolean(),
    arc: Type.Number({ description: 'degrees; negative when converse' }),
    directed: Type.Array(Type.Object({
      id: Type.Integer({ description: 'Swiss body number; 1000 Ascendant, 1001 MC' }), slug: Type.String(), name: Type.String({ description: "display name in the answer's language" }),
      natalLongitude: Type.Number(), ...PositionMembers, natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
    })),
    aspectsToNatal: Type.Array(DirectedAspectItem),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-07-15' } },
    { name: 'naibod-converse', body: { ...KYIV_BIRTH, targetDate: '2024-07-15', key: 'naibod', converse: true } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withAspectRefs(solarArcDirections(body, services, lang), lang),
});
