import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { glyphsTable } from './lib/glyphs.js';
import { REFERENCE_EXAMPLES } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/reference/glyphs',
  summary: 'Glyphs of planets, signs, aspects, points and asteroids: Unicode codepoint and 24x24 SVG path data',
  description:
    'Unicode Miscellaneous Symbols (U+2609 Sun, U+263D/U+263F-U+2647 planets, U+2648-U+2653 signs, U+260C/U+260D/U+26B9-U+26BC aspects, U+26B3-U+26B8 asteroids and Lilith) and the SVG path data the render templates draw: absolute commands on a 24 x 24 viewBox, to be stroked (fill none). Keyless, 0 credits.',
  response: Type.Object({
    glyphs: Type.Array(
      Type.Object({
        slug: Type.String(),
        kind: Type.Union([Type.Literal('planet'), Type.Literal('sign'), Type.Literal('aspect'), Type.Literal('point'), Type.Literal('asteroid')]),
        codepoint: Type.String({ pattern: '^U\\+[0-9A-F]{4,6}$', description: 'e.g. U+2609' }),
        char: Type.String({ minLength: 1 }),
        svgPath: Type.String({ description: 'SVG path data on a 24 x 24 viewBox (absolute M L H V C Q A Z), drawn with stroke, fill none' }),
      }),
    ),
  }),
  examples: REFERENCE_EXAMPLES,
  handler: () => ({ glyphs: glyphsTable() }),
});
