import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { vargaSign } from '../lib/vargas.js';
import { charaKarakas } from '../lib/jaimini.js';
import { GrahaRef, grahaRef, SignReading, signReading } from '../lib/jaimini-answer.js';
import { houseFrom } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/karakamsha',
  summary: 'Karakamsha: the Atmakaraka\'s navamsa sign read in the rashi chart, with the 12th from it',
  description:
    'Jaimini Sutras 1.2 / BPHS ch. 33: the navamsa (D9, BPHS ch. 6) sign of the Atmakaraka (8-karaka scheme), marked in the rashi chart; the grahas occupying and aspecting it by rashi drishti, and the 12th from it (ishta devata), read in the rashi chart (karakamsha as distinguished from swamsa by Sanjay Rath).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    atmakaraka: GrahaRef,
    karakamsha: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12, description: 'house from the rashi lagna' }) }),
    occupants: Type.Array(GrahaRef),
    aspecting: Type.Array(GrahaRef),
    twelfthFromKarakamsha: SignReading,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ak = charaKarakas(chart)[0]!;
    const kk = vargaSign(chart.grahas[ak.graha]!.longitude, 9) + 1;
    const r = signReading(chart, kk, lang);
    return {
      ...chartEcho(chart, services.ephemeris),
      atmakaraka: grahaRef(ak.graha, lang),
      karakamsha: { sign: kk, signName: r.signName, house: houseFrom(chart.lagna.sign, kk) },
      occupants: r.occupants,
      aspecting: r.aspecting,
      twelfthFromKarakamsha: signReading(chart, ((kk + 10) % 12) + 1, lang),
    };
  },
});
