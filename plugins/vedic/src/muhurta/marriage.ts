import { Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { findMuhurtas, MuhurtaAnswer, muhurtaBody } from '../lib/muhurta.js';
import { activity } from '../lib/muhurta-rules.js';

const RULES = activity('marriage');

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/marriage',
  summary: `${RULES.sanskritName} muhurta: windows over up to 90 days by star, tithi, weekday and lagna`,
  description:
    'Muhurta Chintamani, Vivaha prakarana: Moon in Rohini, Mrigashira, Magha, U.Phalguni, Hasta, Swati, Anuradha, Mula, U.Ashadha, U.Bhadrapada or Revati; Jupiter and Venus not combust, no adhika masa; 7th and 8th from the muhurta lagna empty (scored); tara and chandra bala for both partners when chart and chart2 are sent. Every finder: each Vedic day of the range (sunrise to sunrise) is cut at the tithi, karana, nakshatra and yoga boundaries (Brent on the limb angles), the lagna changes (Brent on the sidereal ascendant) and Rahu kala; spans with a Rikta tithi (4, 9, 14), Amavasya, Vishti karana, Rahu kala, a star, weekday or lagna outside the rules, or with a native the Vipat, Pratyak or Naidhana tara or chandrashtama, are dropped; days failing the day rules are listed in rejectedDays; score = share of the scored rules met. Times are local.',
  body: muhurtaBody({  }, { chart2: true }),
  response: MuhurtaAnswer,
  examples: [{ name: 'delhi', body: { startDate: '2025-01-10', endDate: '2025-02-08', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => findMuhurtas(body as never, services, RULES, {}, lang),
});
