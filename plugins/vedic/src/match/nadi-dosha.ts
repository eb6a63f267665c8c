import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, TimeZones } from '@celestial/core';
import { nadiDosha } from '../lib/koota.js';
import { MATCH_EXAMPLE, PartnerEcho, partnerMoons, TwoChartsBody } from '../lib/koota-charts.js';

// A nadi is a named result (DESIGN.md, Vocabulary; issue 12): its slug, and its name in the
// answer's language from core's koota-quality table (the one the ashtakoota names its sides by).
const Nadi = Type.Object({
  slug: Type.Union([Type.Literal('adi'), Type.Literal('madhya'), Type.Literal('antya')]),
  name: Type.String({ description: "the nadi's name in the answer's language" }),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/match/nadi-dosha',
  summary: 'Nadi dosha of a couple and the classical exceptions that cancel it',
  description:
    'Nadi of each Moon star in the zig-zag triplets from Ashwini (Adi, Madhya, Antya, Antya, Madhya, Adi ...); the same nadi is the dosha unless an exception of the Muhurta Chintamani commentaries holds: the same star with different padas, the same sign with different stars, the same star in different signs, or one lord for both Moon signs. chart1 is the groom, chart2 the bride.',
  body: TwoChartsBody,
  response: Type.Object({
    groom: PartnerEcho,
    bride: PartnerEcho,
    groomNadi: Nadi,
    brideNadi: Nadi,
    dosha: Type.Boolean(),
    exceptions: Type.Array(Type.Object({
      slug: Type.Union([Type.Literal('same-star-different-padas'), Type.Literal('same-sign-different-stars'), Type.Literal('same-star-different-signs'), Type.Literal('same-lord-of-moon-signs')]),
      name: Type.String({ description: "the exception in the answer's language (core's nadi-dosha-exception table)" }),
      applies: Type.Boolean(),
    }), { minItems: 4, maxItems: 4 }),
    effective: Type.Boolean({ description: 'the dosha stands (present and no exception applies)' }),
  }),
  examples: [{ name: 'delhi-mumbai', body: MATCH_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const p = partnerMoons(body, services, lang);
    const n = nadiDosha(p.groom, p.bride);
    const nadi = (english: string) => named('koota-quality', english.toLowerCase(), lang);
    return {
      ...p.echo, ...n, groomNadi: nadi(n.groomNadi), brideNadi: nadi(n.brideNadi),
      exceptions: n.exceptions.map((e) => ({ ...named('nadi-dosha-exception', e.slug, lang), applies: e.applies })),
    } as never;
  },
});
