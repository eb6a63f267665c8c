import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import type { VedicBirthInput } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { kpInput, KpLordRefs, kpLordRefs, placidusCusps, significators } from '../lib/kp.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';

const Names = KpLordRefs;
export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/significators',
  summary: 'KP four-level significators of the 12 houses, and the houses each graha signifies',
  description:
    'KP Readers: for each house (Placidus, Krishnamurti ayanamsa unless another is named) level 1 = grahas in the star of its occupants, level 2 = its occupants, level 3 = grahas in the star of its lord (sign lord of the cusp), level 4 = the lord; Rahu and Ketu also signify as agents of their sign lord and of the grahas conjoined with them (same sign); inverted into a per-graha list of signified houses.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    houses: Type.Array(Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), level1: Names, level2: Names, level3: Names, level4: Names }), { minItems: 12, maxItems: 12 }),
    planets: Type.Array(Type.Object({ ...GrahaNamingMembers, signifies: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })) }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(kpInput(body as VedicBirthInput), services);
    const sig = significators(chart, placidusCusps(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart));
    const n = (gs: number[]) => kpLordRefs(gs, lang);
    return {
      ...chartEcho(chart, services.ephemeris),
      houses: sig.houses.map((h) => ({ house: h.house, level1: n(h.level1), level2: n(h.level2), level3: n(h.level3), level4: n(h.level4) })),
      planets: sig.planets.map((p) => ({ ...grahaNaming(p.graha, lang), signifies: p.signifies })),
    };
  },
});
