import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { FRAMES, personalPointHouses } from '../../lib/uranian.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/modern/uranian/personal-point-houses',
  summary: 'The six Uranian house frames: Meridian, Earth, Ascendant, Sun, Moon and Node houses, with each planet\'s house in each',
  description: "The six Uranian house frames (Jacobson, The Language of Uranian Astrology, 1975, ch. IV): Meridian houses in equal 30-degree steps of right ascension from the MC (Swiss Ephemeris house system 'X'); Earth houses with 0 Cancer on the 10th and 0 Libra on the 1st; Ascendant houses with the ASC on the 1st; Sun houses with the Sun on the 4th; Moon houses with the Moon on the 10th; Node houses with the true node on the 1st; the last five equal 30-degree houses. Sun to Pluto and the true node placed by cusp comparison in each frame.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    frames: Type.Array(Type.Object({
      frame: StringEnum(FRAMES),
      cusps: Type.Array(Type.Number(), { minItems: 12, maxItems: 12 }),
      planets: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), longitude: Type.Number(), house: Type.Integer({ minimum: 1, maximum: 12 }) }), { minItems: 11, maxItems: 11 }),
    }), { minItems: 6, maxItems: 6 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => personalPointHouses(body, services, lang),
});
