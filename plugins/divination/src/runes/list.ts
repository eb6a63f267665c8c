import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { AETT_NAMES, RUNES } from '../lib/runes.js';

export default defineOperation({
  method: 'GET',
  path: '/runes',
  summary: 'The 24 runes of the Elder Futhark in order',
  description:
    "Static index of the Elder Futhark in the standard modern order (Fehu, Uruz, Thurisaz, Ansuz, Raidho, Kenaz, Gebo, Wunjo; Hagalaz, Nauthiz, Isa, Jera, Eihwaz, Perthro, Algiz, Sowilo; Tiwaz, Berkano, Ehwaz, Mannaz, Laguz, Ingwaz, Dagaz, Othala, as used by Thorsson 1984 and Pennick 1990): the Kylver stone (c. 400) sequence except that Kylver has Perthro before Eihwaz (the Vadstena bracteate has Eihwaz first); three aettir of eight (Freyr's, Hagal's, Tyr's); reconstructed Proto-Germanic names; Unicode runic glyphs.",
  response: Type.Object({
    runes: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 24 }), slug: Type.String(), name: Type.String(), glyph: Type.String(), transliteration: Type.String(), aett: Type.Object({ slug: Type.String(), name: Type.String() }) }), { minItems: 24, maxItems: 24 }),
  }),
  examples: [{}],
  handler: () => ({ runes: RUNES.map((r) => ({ index: r.index, slug: r.slug, name: r.name, glyph: r.glyph, transliteration: r.transliteration, aett: { slug: r.aett, name: AETT_NAMES[r.aett] } })) }),
});
