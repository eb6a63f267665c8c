import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Warnings } from '@celestial/core';
import { CELTIC_TREES, inRange, NAMELESS_DAY } from '../lib/trees.js';
import { englishTextWarnings } from '../lib/warnings.js';

export default defineOperation({
  method: 'POST',
  path: '/celtic-tree/sign',
  summary: "The tree month of a birth date in Robert Graves' Celtic tree calendar",
  description:
    "Robert Graves' tree calendar, 'The White Goddess' (1948): Birch (Beth) 24 Dec-20 Jan, Rowan (Luis) 21 Jan-17 Feb, Ash (Nion) 18 Feb-17 Mar, Alder (Fearn) 18 Mar-14 Apr, Willow (Saille) 15 Apr-12 May, Hawthorn (Huath) 13 May-9 Jun, Oak (Duir) 10 Jun-7 Jul, Holly (Tinne) 8 Jul-4 Aug, Hazel (Coll) 5 Aug-1 Sep, Vine (Muin) 2-29 Sep, Ivy (Gort) 30 Sep-27 Oct, Reed (Ngetal) 28 Oct-24 Nov, Elder (Ruis) 25 Nov-22 Dec; 23 December is the nameless day (tree null). A 20th-century construction, not an ancient Celtic calendar: `note` says so. Meanings paraphrase Graves, in English.",
  body: Type.Object({ birthDate: DateString }),
  response: Type.Object({
    tree: Type.Union([Type.Object({ slug: Type.String(), name: Type.String(), ogham: Type.String({ description: 'the ogham letter name' }), letter: Type.String({ description: 'the ogham character (Unicode)' }) }), Type.Null()], { description: 'null on the nameless day, 23 December' }),
    month: Type.Object({ from: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }), to: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }) }),
    meaning: Type.String(),
    note: Type.String(),
    warnings: Warnings,
  }),
  examples: [{ name: 'summer', body: { birthDate: '1990-07-15' } }],
  handler: ({ body, lang }) => {
    const md = body.birthDate.slice(5);
    const note = "Robert Graves' reconstruction (The White Goddess, 1948), a 20th-century construction rather than an attested ancient calendar.";
    if (md === NAMELESS_DAY) return { tree: null, month: { from: NAMELESS_DAY, to: NAMELESS_DAY }, meaning: 'the nameless day between the Elder and the Birch months, outside the thirteen', note, warnings: englishTextWarnings(lang) };
    const t = CELTIC_TREES.find((x) => inRange(md, x.month))!;
    return { tree: { slug: t.slug, name: t.name, ogham: t.ogham, letter: t.letter }, month: { ...t.month }, meaning: t.meaning, note, warnings: englishTextWarnings(lang) };
  },
});
