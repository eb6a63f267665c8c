import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { VARGA_SCHEMES, vaisheshikamsa } from '../lib/strength-vargas.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/strength/vaisheshikamsa',
  summary: 'Vaisheshikamsa: in how many vargas of each scheme a graha is in its own, exaltation or moolatrikona sign, and the amsa\'s name',
  description:
    'BPHS ch. 7: names Shadvarga/Saptavarga Kimshuka (2), Vyanjana (3), Chamara (4), Chhatra (5), Kundala (6), Mukuta (7); Dashavarga Parijata (2) ... Sridhama (10); Shodashavarga Bhedaka (2) ... Srivallabha (16); amsa (slug and name in the answer\'s language, core\'s vaisheshikamsa table) null below 2. One row per graha (Sun..Saturn) and scheme.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({
      ...GrahaRef, scheme: Type.String(), goodVargas: Type.Array(Type.Integer()), count: Type.Integer({ minimum: 0, maximum: 16 }), amsa: Type.Union([Type.Object({ slug: Type.String({ description: 'kimshuka ... srivallabha' }), name: Type.String({ description: "the amsa's name in the answer's language" }) }), Type.Null()], { description: 'the vaisheshikamsa reached (BPHS ch. 7), null below 2 vargas' }),
    }), { minItems: 28, maxItems: 28 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      planets: SAPTA_GRAHAS.flatMap((g) => VARGA_SCHEMES.map((scheme) => {
        const v = vaisheshikamsa(chart, g, scheme);
        return { ...grahaRef(g, lang), scheme, goodVargas: v.goodVargas, count: v.count, amsa: v.amsa === null ? null : named('vaisheshikamsa', v.amsa, lang) };
      })),
    };
  },
});
