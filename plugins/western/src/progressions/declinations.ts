import { Type } from '@sinclair/typebox';
import { withReferencesNamed } from '../lib/vocabulary.js';
import { birthData, Clock, DateString, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { progressedDeclinations } from '../lib/cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';

const Ref = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/progressions/declinations',
  summary: 'Secondary-progressed declinations: out-of-bounds bodies and parallels / contra-parallels to natal declinations',
  description:
    'Declinations of the Sun to Pluto and the mean node at the secondary-progressed instant (a day for a year; swe_calc_ut SEFLG_EQUATORIAL, true equator of date). outOfBounds: |declination| above the true obliquity of the progressed day. parallelsToNatal: |dec_p - dec_n| <= orb (parallel) or |dec_p + dec_n| <= orb (contra-parallel) against the natal declinations of the same bodies; orb in degrees of declination (default 1).',
  body: birthData({
    targetDate: Type.Optional(DateString),
    orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 5, default: 1 })),
  }),
  response: Type.Object({
    targetDate: Type.String(),
    age: Type.Number(),
    obliquity: Type.Number(),
    planets: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), declination: Type.Number(), outOfBounds: Type.Boolean() })),
    parallelsToNatal: Type.Array(Type.Object({ progressed: Ref, natal: Ref, kind: StringEnum(['parallel', 'contra-parallel']), orb: Type.Number() })),
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-06-01' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withReferencesNamed(progressedDeclinations(body, services), lang),
});
