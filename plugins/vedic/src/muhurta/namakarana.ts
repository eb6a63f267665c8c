import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { findMuhurtas, MuhurtaAnswer, muhurtaBody } from '../lib/muhurta.js';
import { activity } from '../lib/muhurta-rules.js';
import { muhurtaHooks } from '../lib/muhurta-samskaras.js';

const RULES = activity('namakarana');

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/namakarana',
  summary: `${RULES.sanskritName} muhurta: windows over up to 90 days by star, tithi, weekday and lagna`,
  description:
    'Muhurta Chintamani, Samskara prakarana: from the 12th day after birth; dhruva, mridu, kshipra and chara stars; Monday, Wednesday, Thursday, Friday; benefics in the kendras (scored). Every finder: each Vedic day of the range (sunrise to sunrise) is cut at the tithi, karana, nakshatra and yoga boundaries (Brent on the limb angles), the lagna changes (Brent on the sidereal ascendant) and Rahu kala; spans with a Rikta tithi (4, 9, 14), Amavasya, Vishti karana, Rahu kala, a star, weekday or lagna outside the rules, or with a native the Vipat, Pratyak or Naidhana tara or chandrashtama, are dropped; days failing the day rules are listed in rejectedDays; score = share of the scored rules met. Times are local.',
  body: muhurtaBody({ birthDate: Type.String({ ...DateString, description: "the child's date of birth" }), }),
  response: MuhurtaAnswer,
  examples: [{ name: 'delhi', body: { startDate: '2025-02-01', endDate: '2025-02-28', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata', birthDate: '2025-01-05' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => findMuhurtas(body as never, services, RULES, muhurtaHooks.namakarana(body as never), lang),
});
