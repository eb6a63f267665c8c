import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, signName, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import type { VedicBirthInput } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { houseOfLongitude, kpInput, KpLordsMembers, kpLordsOut, placidusCusps } from '../lib/kp.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/planets',
  summary: 'KP planets: sidereal grahas with sign, star, sub and sub-sub lords and Placidus house',
  description:
    'KP Reader I: sidereal positions on the Krishnamurti ayanamsa (unless another is named) with sign, star, sub and sub-sub lords; house by the Placidus cusp ranges (a graha belongs to the house whose cusp precedes it).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaNamingMembers, longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), ...KpLordsMembers, house: Type.Integer({ minimum: 1, maximum: 12 }), retrograde: Type.Boolean() }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(kpInput(body as VedicBirthInput), services);
    const cusps = placidusCusps(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart);
    return {
      ...chartEcho(chart, services.ephemeris),
      planets: chart.grahas.map((g) => ({ ...grahaNaming(g.graha, lang), longitude: g.longitude, sign: g.sign, signName: signName(g.sign, lang), ...kpLordsOut(g.longitude, lang), house: houseOfLongitude(cusps, g.longitude), retrograde: g.retrograde })),
    };
  },
});
