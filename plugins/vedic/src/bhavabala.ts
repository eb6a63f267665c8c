import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from './lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from './lib/examples.js';
import { GRAHA_NAMES } from './lib/grahas.js';
import { castRashi } from './lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from './lib/schemas.js';
import { bhavaBala } from './lib/shadbala-bhava.js';
import { Virupas } from './lib/strength-schemas.js';

const BhavaRef = Type.Object({ bhava: Type.Integer({ minimum: 1, maximum: 12 }), virupas: Virupas });

export default defineOperation({
  method: 'POST',
  path: '/vedic/bhavabala',
  summary: 'Bhava bala: strength of the twelve houses (lord\'s shadbala + dig bala + drishti bala)',
  description:
    'BPHS ch. 27 (as B. V. Raman, Graha and Bhava Balas): bhavadhipati bala = the shadbala of the lord of the sign on the bhava madhya (as /vedic/shadbala/full); bhava dig bala by the class of that sign (human: Gemini, Virgo, Libra, Aquarius, first half of Sagittarius, strongest in the 1st; watery: Cancer, Pisces, second half of Capricorn, in the 4th; insect: Scorpio, in the 7th; quadruped: Aries, Taurus, Leo, second half of Sagittarius, first half of Capricorn, in the 10th), 60 at the strong bhava falling 10 per bhava of distance, plus Raman\'s day/night adjustment (15 to sirshodaya signs by day, to prishtodaya signs by night, to Pisces always); bhava drishti bala = sputa drishti on the madhya, benefics + and malefics -, / 4, Jupiter\'s and Mercury\'s in full. Madhyas are Sripati\'s (quadrants trisected: the Porphyry cusps, sidereal).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    bhavas: Type.Array(Type.Object({
      bhava: Type.Integer({ minimum: 1, maximum: 12 }), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), madhya: Type.Number(), lord: GrahaRefSchema,
      adhipatiBala: Virupas, digBala: Virupas, dayNightAdjustment: Virupas, drishtiBala: Virupas, totalVirupas: Virupas, rupas: Type.Number(), rank: Type.Integer({ minimum: 1, maximum: 12 }),
    }), { minItems: 12, maxItems: 12 }),
    strongest: BhavaRef,
    weakest: BhavaRef,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const rows = bhavaBala(chart, services.ephemeris);
    const byRank = [...rows].sort((a, b) => a.rank - b.rank);
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      bhavas: rows.map((r) => ({ ...r, lord: GRAHA_NAMES[r.lord] })),
      strongest: { bhava: byRank[0]!.bhava, virupas: byRank[0]!.totalVirupas },
      weakest: { bhava: byRank[11]!.bhava, virupas: byRank[11]!.totalVirupas },
    }, lang);
  },
});
