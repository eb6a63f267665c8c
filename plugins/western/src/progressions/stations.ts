import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from '../lib/vocabulary.js';
import { birthData, Ephemeris, StringEnum, TimeZones, defineOperation, Instant } from '@celestial/core';
import { progressedStations } from '../lib/cycles.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/progressions/stations',
  summary: 'Secondary-progressed stations: Mercury to Pluto turning retrograde or direct over a life',
  description:
    'Roots of the longitude speed (swe_calc_ut with SEFLG_SPEED, xx[3]) of Mercury to Pluto in the ephemeris days after birth (sampled daily, refined by Brent; core/src/astro/events.ts findStations), mapped to years of life by a day for a tropical year (Erin Sullivan, Retrograde Planets, 1992). natalRetrograde: the planets (Mercury to Pluto) retrograde at birth.',
  body: birthData({ toAge: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100, default: 90 })) }),
  response: Type.Object({
    toAge: Type.Number(),
    natalRetrograde: Type.Array(BodyRefSchema, { description: 'the planets retrograde at birth, by reference' }),
    stations: Type.Array(Type.Object({
      planet: BodyRefSchema,
      kind: StringEnum(['retrograde', 'direct']),
      at: Instant("the instant of life, at the birth moment's UTC offset"),
      age: Type.Number(),
      longitude: Type.Number(),
    })),
    count: Type.Integer(),
  }),
  examples: [
    { name: 'kyiv', body: { ...KYIV_BIRTH } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(progressedStations(body, services), lang),
});
