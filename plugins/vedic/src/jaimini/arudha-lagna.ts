import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { houseFrom } from '../lib/grahas.js';
import { arudhaPadas } from '../lib/jaimini.js';
import { SignReading, signReading } from '../lib/jaimini-answer.js';

/** Relation of the darapada to the arudha lagna (BPHS ch. 29; Jaimini Sutras 1.3): kendra/trikona good, 6/8 bad. */
function relation(house: number): string {
  if ([1, 4, 7, 10].includes(house)) return 'kendra: good';
  if ([5, 9].includes(house)) return 'trikona: good';
  if ([6, 8].includes(house)) return '6/8: bad';
  return 'neutral';
}

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/arudha-lagna',
  summary: 'Arudha lagna (A1) with its occupants, aspects, the 2nd, 7th, 11th and 12th from it, and the darapada',
  description:
    'BPHS ch. 29 / Jaimini Sutras 1.3: the arudha lagna (arudhaPadas A1) read in the rashi chart with the grahas in and aspecting it by rashi drishti; the 2nd (sustenance), 7th, 11th (gains) and 12th (expenses) from it; and the house of the darapada (A7) counted from it (kendra/trikona good, 6/8 bad).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    arudhaLagna: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }) }),
    occupants: SignReading.properties.occupants,
    aspecting: SignReading.properties.aspecting,
    second: SignReading, seventh: SignReading, eleventh: SignReading, twelfth: SignReading,
    darapada: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), houseFromArudhaLagna: Type.Integer({ minimum: 1, maximum: 12 }), relation: Type.String() }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const padas = arudhaPadas(chart);
    const al = padas[0]!.sign;
    const a7 = padas[6]!.sign;
    const r = signReading(chart, al, lang);
    const nth = (n: number) => signReading(chart, ((al - 1 + n - 1) % 12) + 1, lang);
    const h = houseFrom(al, a7);
    return {
      ...chartEcho(chart, services.ephemeris),
      arudhaLagna: { sign: al, signName: r.signName, house: houseFrom(chart.lagna.sign, al) },
      occupants: r.occupants, aspecting: r.aspecting,
      second: nth(2), seventh: nth(7), eleventh: nth(11), twelfth: nth(12),
      darapada: { sign: a7, signName: signReading(chart, a7, lang).signName, houseFromArudhaLagna: h, relation: relation(h) },
    };
  },
});
