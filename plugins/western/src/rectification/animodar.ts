import { Type } from '@sinclair/typebox';
import { birthData, bodyReference, Ephemeris, Instant, PositionMembers, TimeZones, defineOperation, StringEnum, UtcInstant, Warnings } from '@celestial/core';
import { animodar } from '../lib/animodar.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, withWarnings } from '../lib/vocabulary.js';


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
      at: Instant('the syzygy, at the given moment\'s UTC offset'),
      // position members: the syzygy degree used (the Moon at a new moon, the luminary above the horizon at a full moon)
      ...PositionMembers,
      luminary: StringEnum(['sun', 'moon'] as const, { description: 'the luminary whose degree is used, by slug' }),
    }),
    almuten: Type.Object({
      planet: Type.Composite([BodyRefSchema], { description: 'the ruler by reference, named in the answer\'s language' }),
      score: Type.Integer({ minimum: 1 }),
      tied: Type.Array(BodyRefSchema, { description: 'the planets tied on the top score' }),
      degreeInSign: Type.Number({ minimum: 0, maximum: 30, description: 'at the rectified time' }),
      degreeInSignAtEstimate: Type.Number({ minimum: 0, maximum: 30 }),
    }),
    angle: StringEnum(['ascendant', 'mc'] as const),
    estimatedAngle: Type.Number({ minimum: 0, maximum: 360 }),
    rectifiedAngle: Type.Number({ minimum: 0, maximum: 360 }),
    rectifiedTime: Instant('the rectified birth at the given moment\'s UTC offset, as in every rectification operation'),
    rectifiedUtc: UtcInstant('the same instant, UTC'),
    shiftMinutes: Type.Number({ description: 'rectified minus given time' }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    // The almuten and the planets tied with it by reference (issue 12): the lib names them by slug.
    const { almuten: { planetName: _name, ...almuten }, ...rest } = withWarnings(animodar(body, services, lang), lang);
    return { ...rest, almuten: { ...almuten, planet: bodyReference(almuten.planet, lang), tied: almuten.tied.map((s) => bodyReference(s, lang)) } };
  },
});
