import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { findMuhurtas, MuhurtaAnswer, muhurtaBody } from '../lib/muhurta.js';
import { activity } from '../lib/muhurta-rules.js';

const RULES = activity('business-start');

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/business-start',
  summary: `${RULES.sanskritName} muhurta: windows over up to 90 days by star, tithi, weekday and lagna`,
  description:
    'B. V. Raman, Muhurtha (after Muhurta Chintamani): kshipra, dhruva and mridu stars; Wednesday, Thursday, Friday; natural benefics in the lagna, 2nd, 10th or 11th (scored). Every finder: each Vedic day of the range (sunrise to sunrise) is cut at the tithi, karana, nakshatra and yoga boundaries (Brent on the limb angles), the lagna changes (Brent on the sidereal ascendant) and Rahu kala; spans with a Rikta tithi (4, 9, 14), Amavasya, Vishti karana, Rahu kala, a star, weekday or lagna outside the rules, or with a native the Vipat, Pratyak or Naidhana tara or chandrashtama, are dropped; days failing the day rules are listed in rejectedDays; score = share of the scored rules met. Times are local.',
  body: muhurtaBody({  }),
  response: MuhurtaAnswer,
  examples: [{ name: 'delhi', body: { startDate: '2025-02-01', endDate: '2025-02-28', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => findMuhurtas(body as never, services, RULES, {}, lang),
});
