import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { aspectStructure } from '../../lib/modern-structures.js';
import { Echo } from '../../lib/natal.js';
import { KYIV_BIRTH } from '../../lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
const Colour = StringEnum(['red', 'blue', 'green', 'orange'] as const);
const Orbs = Type.Object({
  conjunction: Type.Number(), 'semi-sextile': Type.Number(), sextile: Type.Number(), square: Type.Number(), trine: Type.Number(), quincunx: Type.Number(), opposition: Type.Number(),
});

export default defineOperation({
  method: 'POST',
  path: '/modern/huber/aspect-structure',
  summary: "Huber's coloured aspect structure: aspects, colour balance, figures and motivation",
  description:
    "Huber aspect-pattern method (Bruno, Louise and Michael Huber, Aspect Pattern Astrology, 2005): Ptolemaic aspects plus semisextile and quincunx among Sun to Pluto with planet-dependent orbs (widest for the Sun and Moon; the table is echoed as orbTable; a pair takes the larger of its planets' orbs); colours red = square/opposition, blue = sextile/trine, green = semisextile/quincunx, conjunction orange (no line). Closed figures = 3-cycles (triangle) and chordless 4-cycles (quadrangle) of the coloured aspect graph; the remaining lines form linear figures. Colour ratio read as motivation (red energy, blue substance, green awareness).",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    aspects: Type.Array(Type.Object({ planet1: Named, planet2: Named, aspect: Named, colour: Colour, orb: Type.Number({ minimum: 0 }) })),
    colourBalance: Type.Object({
      red: Type.Integer({ minimum: 0 }), blue: Type.Integer({ minimum: 0 }), green: Type.Integer({ minimum: 0 }),
      redPercent: Type.Number(), bluePercent: Type.Number(), greenPercent: Type.Number(),
    }),
    figures: Type.Array(Type.Object({ type: StringEnum(['triangle', 'quadrangle', 'linear'] as const), planets: Type.Array(Named), colours: Type.Array(Colour) })),
    motivation: Type.Object({
      leading: Type.Array(StringEnum(['red', 'blue', 'green'] as const)),
      readings: Type.Array(Type.Object({
        slug: StringEnum(['red-leads', 'blue-leads', 'green-leads'] as const),
        colour: StringEnum(['red', 'blue', 'green'] as const),
        text: Type.String({ description: "the Hubers' reading of the leading colour, in the answer's language" }),
      })),
    }),
    orbTable: Type.Object({
      sun: Orbs, moon: Orbs, mercury: Orbs, venus: Orbs, mars: Orbs, jupiter: Orbs, saturn: Orbs, uranus: Orbs, neptune: Orbs, pluto: Orbs,
    }),
    source: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => aspectStructure(body, services, lang),
});
