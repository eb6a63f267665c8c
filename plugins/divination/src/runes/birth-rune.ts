import { Type } from '@sinclair/typebox';
import { DateString, defineOperation } from '@celestial/core';
import { AETT_NAMES, HALF_MONTHS, RUNES } from '../lib/runes.js';
import { inRange } from '../lib/trees.js';

export default defineOperation({
  method: 'POST',
  path: '/runes/birth-rune',
  summary: "The rune of a birth date in Nigel Pennick's runic half-month calendar",
  description:
    "Runic half-month calendar of Nigel Pennick, 'Runic Astrology' (1990): 24 half-months from 29 June (Fehu 29 Jun-13 Jul, Uruz 14-28 Jul, Thurisaz 29 Jul-12 Aug, Ansuz 13-28 Aug, Raidho 29 Aug-12 Sep, Kenaz 13-27 Sep, Gebo 28 Sep-12 Oct, Wunjo 13-27 Oct, Hagalaz 28 Oct-12 Nov, Nauthiz 13-27 Nov, Isa 28 Nov-12 Dec, Jera 13-27 Dec, Eihwaz 28 Dec-12 Jan, Perthro 13-27 Jan, Algiz 28 Jan-11 Feb, Sowilo 12-26 Feb, Tiwaz 27 Feb-13 Mar, Berkano 14-29 Mar, Ehwaz 30 Mar-13 Apr, Mannaz 14-28 Apr, Laguz 29 Apr-13 May, Ingwaz 14-28 May, Dagaz 29 May-13 Jun, Othala 14-28 Jun).",
  body: Type.Object({ birthDate: DateString }),
  response: Type.Object({
    rune: Type.Object({ slug: Type.String(), name: Type.String(), glyph: Type.String() }),
    halfMonth: Type.Object({ from: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }), to: Type.String({ pattern: '^\\d{2}-\\d{2}$', description: 'MM-DD' }) }),
    aett: Type.Object({ slug: Type.String(), name: Type.String() }),
  }),
  examples: [{ body: { birthDate: '1990-07-15' } }],
  handler: ({ body }) => {
    const h = HALF_MONTHS.find((x) => inRange(body.birthDate.slice(5), x))!;
    const r = RUNES.find((x) => x.slug === h.slug)!;
    return { rune: { slug: r.slug, name: r.name, glyph: r.glyph }, halfMonth: { from: h.from, to: h.to }, aett: { slug: r.aett, name: AETT_NAMES[r.aett] } };
  },
});
