import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum, Warnings } from '@celestial/core';
import { animodar } from '../lib/animodar.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings } from '../lib/vocabulary.js';

const Planet = StringEnum(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const);

export default defineOperation({
  method: 'POST',
  path: '/rectification/animodar',
  summary: 'Ptolemy\'s animodar: the birth time corrected so that the nearer angle takes the degree of the prenatal syzygy\'s ruler',
  description:
    'Tetrabiblos III.2. The prenatal syzygy (last new or full moon before birth, by root-finding on the elongation); at a full moon the degree of the luminary above the horizon at the given time. Its ruler is the almuten of that degree (domicile 5, exaltation 4, triplicity 3 of the sect, term 2, face 1, as /almuten/points). The ruler\'s degree in sign becomes the degree of whichever angle, Ascendant or MC, is nearer to it in degree (within the sign, folded to +-15 deg); the time is moved until that angle stands there (angles by swe_houses_ex, the ruler\'s degree re-read at the new time, Brent\'s method). The angle keeps its sign unless the nearer degree lies across a sign boundary.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    sect: StringEnum(['day', 'night'] as const),
    syzygy: Type.Object({
      kind: StringEnum(['new', 'full'] as const),
      at: Type.String({ description: 'UTC instant of the syzygy' }),
      longitude: Type.Number({ minimum: 0, maximum: 360, description: 'the syzygy degree used: the Moon at a new moon, the luminary above the horizon at a full moon' }),
      luminary: StringEnum(['Sun', 'Moon'] as const),
      sign: Type.String(),
      degreeInSign: Type.Number({ minimum: 0, maximum: 30 }),
    }),
    almuten: Type.Object({
      planet: Planet,
      score: Type.Integer({ minimum: 1 }),
      tied: Type.Array(Planet),
      degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: 'at the rectified time' }),
      degreeInSignAtEstimate: Type.Number({ minimum: 0, maximum: 30 }),
    }),
    angle: StringEnum(['ascendant', 'mc'] as const),
    estimatedAngle: Type.Number({ minimum: 0, maximum: 360 }),
    rectifiedAngle: Type.Number({ minimum: 0, maximum: 360 }),
    rectifiedTime: Type.String({ description: 'UTC' }),
    rectifiedLocalTime: Type.String({ description: 'local clock time at the offset of the given moment, YYYY-MM-DDTHH:mm:ss' }),
    shiftMinutes: Type.Number({ description: 'rectified minus given time' }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => withWarnings(animodar(body, services)),
});
