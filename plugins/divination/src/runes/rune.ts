import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, Warnings } from '@celestial/core';
import { AETT_NAMES, RUNES } from '../lib/runes.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'GET',
  path: '/runes/{slug}',
  summary: 'One rune of the Elder Futhark: glyph, sound, aett, keywords and meanings',
  description:
    "Rune record: glyph, sound, aett, keywords and the upright and merkstave readings paraphrased after Edred Thorsson, 'Futhark: A Handbook of Rune Magic' (1984), in English; merkstave null for the runes never reversed. The rune-poem stanzas (Old English, Old Norwegian, Old Icelandic, Bruce Dickins' translation, 1915) are not yet included: `poems` is empty. 404 NOT_FOUND for unknown slugs.",
  params: Type.Object({ slug: Type.String({ maxLength: 40, description: 'rune slug, e.g. fehu' }) }),
  response: Type.Object({
    index: Type.Integer({ minimum: 1, maximum: 24 }),
    slug: Type.String(), name: Type.String(), glyph: Type.String(), transliteration: Type.String(), phoneme: Type.String({ description: 'IPA' }),
    aett: Type.Object({ slug: Type.String(), name: Type.String() }),
    keywords: Type.Array(Type.String()),
    meaning: Type.Object({ upright: Type.String(), merkstave: Type.Union([Type.String(), Type.Null()]) }),
    reversible: Type.Boolean(),
    poems: Type.Object({ oldEnglish: Type.Optional(Type.String()), norwegian: Type.Optional(Type.String()), icelandic: Type.Optional(Type.String()) }),
    warnings: Warnings,
  }),
  examples: [{ name: 'fehu', params: { slug: 'fehu' } }],
  handler: ({ params, lang }) => {
    const r = RUNES.find((x) => x.slug === params.slug);
    if (!r) throw new ApiError('NOT_FOUND', `No rune "${params.slug}"; GET /runes lists the 24 slugs`);
    return {
      index: r.index, slug: r.slug, name: r.name, glyph: r.glyph, transliteration: r.transliteration, phoneme: r.phoneme,
      aett: { slug: r.aett, name: AETT_NAMES[r.aett] },
      keywords: r.keywords,
      meaning: { upright: r.upright, merkstave: r.merkstave },
      reversible: r.merkstave !== null,
      poems: {},
      warnings: englishTextWarnings(lang),
    };
  },
});
