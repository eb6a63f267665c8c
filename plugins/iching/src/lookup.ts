import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, term } from '@celestial/core';
import { hexagramRef, hexagramSlug } from './lib/cast.js';
import { binaryOf, kingWenPair, trigramsOf } from './lib/king-wen.js';
import { HexagramNamed, TextWarnings, textWarnings, TrigramRef, trigramRef } from './lib/schemas.js';
import { hexagramText, LEGGE_SOURCE } from './lib/texts.js';

export default defineOperation({
  method: 'GET',
  path: '/iching/lookup/{n}',
  summary: 'One hexagram with its judgment, image and line texts (Legge 1882)',
  description:
    "King Wen order; judgment, image (the Great Image of the Xiang Zhuan) and line texts from James Legge, 'The I Ching' (Sacred Books of the East 16, 1882, public domain), in English, word for word with his bracketed supplements; extraText is the 'use of the nines / sixes' paragraph of Qian and Kun (null elsewhere). binary is written bottom line first (1 = yang); pair is the King Wen partner. 404 NOT_FOUND outside 1-64.",
  params: Type.Object({ n: Type.String({ pattern: '^[0-9]{1,9}$', description: 'King Wen number 1-64' }) }),
  response: Type.Object({
    number: Type.Integer({ minimum: 1, maximum: 64 }),
    slug: Type.String(),
    displayName: Type.String({ description: "the name in the answer's language" }),
    name: Type.Object({ pinyin: Type.String(), chinese: Type.String(), english: Type.String() }),
    binary: Type.String({ pattern: '^[01]{6}$', description: 'bottom line first, 1 = yang' }),
    trigrams: Type.Object({ lower: TrigramRef, upper: TrigramRef }),
    judgment: Type.String(),
    image: Type.String(),
    lines: Type.Array(Type.Object({ position: Type.Integer({ minimum: 1, maximum: 6 }), text: Type.String() }), { minItems: 6, maxItems: 6 }),
    extraText: Type.Union([Type.String(), Type.Null()], { description: "Qian's 'use of nines' and Kun's 'use of sixes'; null for the other 62" }),
    pair: HexagramNamed,
    source: Type.String(),
    warnings: TextWarnings,
  }),
  specFixed: ['name', 'name.pinyin', 'name.chinese', 'name.english', 'binary', 'trigrams', 'judgment', 'image', 'lines[].position', 'lines[].text', 'extraText', 'pair'],
  examples: [{ name: 'qian', params: { n: '1' } }, { name: 'zhun', params: { n: '3' } }],
  handler: ({ params, lang }) => {
    const n = Number(params.n);
    if (!Number.isInteger(n) || n < 1 || n > 64) throw new ApiError('NOT_FOUND', `No hexagram ${params.n}: King Wen numbers run 1-64`);
    const t = hexagramText(n);
    const { lower, upper } = trigramsOf(n);
    return {
      number: n,
      slug: hexagramSlug(n),
      displayName: term('hexagram', hexagramSlug(n), lang),
      name: { pinyin: t.pinyin, chinese: t.chinese, english: term('hexagram', hexagramSlug(n), 'en') },
      binary: binaryOf(n),
      trigrams: { lower: trigramRef(lower, lang), upper: trigramRef(upper, lang) },
      judgment: t.judgment,
      image: t.image,
      lines: t.lines.map((text, i) => ({ position: i + 1, text })),
      extraText: t.extraText ?? null,
      pair: hexagramRef(kingWenPair(n), lang),
      source: LEGGE_SOURCE,
      warnings: textWarnings(lang),
    };
  },
});
