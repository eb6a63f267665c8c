import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { DRUID_TREES, inRange } from '../lib/trees.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/druid/sign',
  summary: 'The tree of a birth date in the "Gallic tree horoscope" of the modern French press',
  description:
    'Gallic tree horoscope (French magazines of the 1970s; no ancient source, stated in `note`): Apple 23 Dec-1 Jan and 25 Jun-4 Jul, Fir 2-11 Jan and 5-14 Jul, Elm 12-24 Jan and 15-25 Jul, Cypress 25 Jan-3 Feb and 26 Jul-4 Aug, Poplar 4-8 Feb, 1-14 May and 5-13 Aug, Cedar 9-18 Feb and 14-23 Aug, Pine 19-29 Feb and 24 Aug-2 Sep, Willow 1-10 Mar and 3-12 Sep, Lime 11-20 Mar and 13-22 Sep, Oak 21 Mar, Hazel 22-31 Mar and 24 Sep-3 Oct, Rowan 1-10 Apr and 4-13 Oct, Maple 11-20 Apr and 14-23 Oct, Walnut 21-30 Apr and 24 Oct-11 Nov, Chestnut 15-24 May and 12-21 Nov, Ash 25 May-3 Jun and 22 Nov-1 Dec, Hornbeam 4-13 Jun and 2-11 Dec, Fig 14-23 Jun and 12-21 Dec, Birch 24 Jun, Olive 23 Sep, Beech 22 Dec. Traits in English.',
  body: Type.Object({ birthDate: DateString }),
  response: Type.Object({
    tree: Type.Object({ slug: Type.String(), name: Type.String() }),
    periods: Type.Array(Type.Object({ from: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }), to: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }) }), { minItems: 1, maxItems: 3 }),
    traits: Type.String(),
    note: Type.String(),
    warnings: Warnings,
  }),
  examples: [{ name: 'summer', body: { birthDate: '1990-07-15' } }],
  handler: ({ body, lang }) => {
    const md = body.birthDate.slice(5);
    const t = DRUID_TREES.find((x) => x.periods.some((p) => inRange(md, p)))!;
    return { tree: { slug: t.slug, name: t.name }, periods: t.periods.map((p) => ({ ...p })), traits: t.traits, note: 'A modern invention of the French press of the 1970s, with no ancient Gaulish or druidic source.', warnings: englishTextWarnings(lang) };
  },
});
