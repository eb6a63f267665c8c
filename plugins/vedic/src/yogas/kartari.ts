import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { kartari } from '../lib/yogas-special.js';
import { grahaRefOfName, GrahaRefSchema } from '../lib/vocabulary.js';
import type { LangCode } from '@celestial/core';

const KartariHouse = Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), shubhaKartari: Type.Boolean(), papaKartari: Type.Boolean(), hemmingGrahas: Type.Array(GrahaRefSchema, { description: 'the hemming grahas by reference' }) });

/** A house of the lib's answer with its hemming grahas named by reference (issue 12) in `lang`. */
const houseOut = <H extends { hemmingGrahas: string[] }>(h: H, lang: LangCode) => ({ ...h, hemmingGrahas: h.hemmingGrahas.map((n) => grahaRefOfName(n, lang)) });

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/kartari',
  summary: 'Shubha and papa kartari of every house, the lagna and the Moon',
  description: "Shubha kartari = natural benefics (as defined in /vedic/yogas/all) in both the 2nd and 12th from a house, papa kartari = malefics in both, for the lagna, the Moon's sign and every house; mixed occupation is neither (Phaladeepika ch. 6)" + ' The nine grahas hem (Rahu and Ketu as malefics); hemmingGrahas lists the 12th-side then the 2nd-side grahas when both sides are occupied.',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, houses: Type.Array(KartariHouse, { minItems: 12, maxItems: 12 }), lagna: KartariHouse, moon: KartariHouse }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const k = kartari(readYogaChart(chart));
    return { ...chartEcho(chart, services.ephemeris), houses: k.houses.map((h) => houseOut(h, lang)), lagna: houseOut(k.lagna, lang), moon: houseOut(k.moon, lang) };
  },
});
