import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { drikBala, isBeneficForDrishti } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/drik-bala',
  summary: 'Drik bala (aspectual strength) of Sun..Saturn from sputa drishti',
  description:
    'BPHS ch. 27: sputa drishti virupas (BPHS ch. 26 arc formula with the special aspects of Mars, Jupiter, Saturn) received from benefics minus those from malefics, divided by 4, Jupiter\'s and Mercury\'s taken in full. Benefics: Jupiter, Venus, the waxing Moon, Mercury unless in a sign with a natural malefic (BPHS ch. 3); `benefics` lists them for the chart. beneficAspects and maleficAspects are the unweighted sums.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    benefics: Type.Array(Type.Object(GrahaRef), { description: 'the benefics of the chart by reference' }),
    planets: Type.Array(Type.Object({ ...GrahaRef, beneficAspects: Virupas, maleficAspects: Virupas, drikBala: Virupas }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return {
      ...chartEcho(chart, services.ephemeris),
      benefics: SAPTA_GRAHAS.filter((g) => isBeneficForDrishti(chart, g)).map((g) => grahaRef(g, lang)),
      planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...drikBala(chart, g) })),
    };
  },
});
