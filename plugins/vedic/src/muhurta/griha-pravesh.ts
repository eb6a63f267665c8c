import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { findMuhurtas, MuhurtaAnswer, muhurtaBody } from '../lib/muhurta.js';
import { activity } from '../lib/muhurta-rules.js';

const RULES = activity('griha-pravesh');

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/griha-pravesh',
  summary: `${RULES.sanskritName} muhurta: windows over up to 90 days by star, tithi, weekday and lagna`,
  description:
    'Muhurta Chintamani, Griha-pravesha prakarana: dhruva and mridu stars; lunar months Magha, Phalguna, Vaishakha, Jyeshtha; fixed or dual lagna with the 8th empty (scored); Jupiter and Venus not combust; no adhika masa. Every finder: each Vedic day of the range (sunrise to sunrise) is cut at the tithi, karana, nakshatra and yoga boundaries (Brent on the limb angles), the lagna changes (Brent on the sidereal ascendant) and Rahu kala; spans with a Rikta tithi (4, 9, 14), Amavasya, Vishti karana, Rahu kala, a star, weekday or lagna outside the rules, or with a native the Vipat, Pratyak or Naidhana tara or chandrashtama, are dropped; days failing the day rules are listed in rejectedDays; score = share of the scored rules met. Times are local.',
  body: muhurtaBody({  }),
  response: MuhurtaAnswer,
  examples: [{ name: 'delhi', body: { startDate: '2025-04-28', endDate: '2025-05-27', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => findMuhurtas(body as never, services, RULES, {}, lang),
});
