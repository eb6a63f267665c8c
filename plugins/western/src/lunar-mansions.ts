import { Type } from '@sinclair/typebox';
import { BodyRefSchema, withBodyRefs } from './lib/vocabulary.js';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { lunarMansions } from './lib/sky.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/lunar-mansions',
  summary: 'The 28 Arabic lunar mansions: the Moon\'s mansion and those of the planets and Ascendant',
  description:
    "Manazil al-qamar of 12 deg 51' 26'' (360/28) each from 0 Aries tropical (always tropical, whatever zodiacType): mansion = floor(lambda / (360/28)) + 1. Names in the answer's language (core's lunar-mansion tables): Agrippa's Latin names (De occulta philosophia II.33) in the Latin-script languages, the Arabic name in Arabic script in Arabic and in each other script's letters elsewhere; arabicName the Arabic name, transliterated outside Arabic; nature condensed from Agrippa's and Picatrix I.4's list of each mansion's effects.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    moon: Type.Object({
      longitude: Type.Number({ minimum: 0, maximum: 360 }),
      mansion: Type.Integer({ minimum: 1, maximum: 28 }),
      slug: Type.String({ description: 'the kebab-case Arabic name (al-sharatain)' }),
      name: Type.String({ description: "in the answer's language: Agrippa's Latin name in the Latin-script languages (Alnath), the Arabic name in the other scripts (الشرطان, アル・シャラタイン)" }),
      arabicName: Type.String({ description: 'the Arabic name: in Arabic script in Arabic, transliterated in the other languages (al-Sharatain)' }),
      startLongitude: Type.Number({ minimum: 0, maximum: 360 }),
      nature: StringEnum(['fortunate', 'unfortunate', 'mixed'] as const),
    }),
    points: Type.Array(Type.Object({ point: BodyRefSchema, longitude: Type.Number({ minimum: 0, maximum: 360 }), mansion: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String(), name: Type.String() })),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(lunarMansions(body, services, lang), lang),
});
