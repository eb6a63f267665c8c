import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { nadiDosha } from '../lib/koota.js';
import { MATCH_EXAMPLE, PartnerEcho, partnerMoons, TwoChartsBody } from '../lib/koota-charts.js';

// Enumerations are kebab-case (DESIGN.md, Vocabulary); the lib keeps the Sanskrit capitalised.
const Nadi = Type.Union([Type.Literal('adi'), Type.Literal('madhya'), Type.Literal('antya')]);

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
    exceptions: Type.Array(Type.Object({ rule: Type.String(), applies: Type.Boolean() }), { minItems: 4, maxItems: 4 }),
    effective: Type.Boolean({ description: 'the dosha stands (present and no exception applies)' }),
  }),
  examples: [{ name: 'delhi-mumbai', body: MATCH_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const p = partnerMoons(body, services, lang);
    const n = nadiDosha(p.groom, p.bride);
    return { ...p.echo, ...n, groomNadi: n.groomNadi.toLowerCase(), brideNadi: n.brideNadi.toLowerCase() } as never;
  },
});
