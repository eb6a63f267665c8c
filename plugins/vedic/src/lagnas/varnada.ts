import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { horaLagna, varnadaLagna } from '../lib/special-lagnas.js';
import { SpecialLagnaSign, specialLagnaSign } from '../lib/special-lagnas-answer.js';
import { rashiNumber } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/lagnas/varnada',
  summary: 'Varnada lagna from the counts of the lagna and the hora lagna',
  description: 'BPHS ch. 5 (Varnada lagna), with the parity of the signs as read by Sanjay Rath, B.V. Raman and Jagannatha Hora: count the lagna\'s sign from Aries forward if odd, from Pisces backward if even (Aries = 1 / Pisces = 1); count the hora lagna\'s sign the same way; same parity: add the counts, otherwise the larger minus the smaller; mod 12 (0 -> 12), counted from Aries forward (odd lagna) or from Pisces backward (even lagna).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    varnadaLagna: SpecialLagnaSign,
    lagnaCount: Type.Integer({ minimum: 1, maximum: 12 }),
    horaLagnaCount: Type.Integer({ minimum: 1, maximum: 12 }),
    horaLagnaSign: Type.Integer({ minimum: 1, maximum: 12 }),
    count: Type.Integer({ minimum: 1, maximum: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const hl = rashiNumber(horaLagna(chart, services.ephemeris));
    const v = varnadaLagna(chart.lagna.sign, hl);
    return {
      ...chartEcho(chart, services.ephemeris),
      varnadaLagna: specialLagnaSign(chart, v.sign, lang),
      lagnaCount: v.lagnaCount,
      horaLagnaCount: v.horaLagnaCount,
      horaLagnaSign: hl,
      count: v.count,
    };
  },
});
