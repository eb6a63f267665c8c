import { ghatiPeriodOperation } from '../lib/thin-ops.js';

export default ghatiPeriodOperation({
  path: '/vedic/panchang/varjyam',
  summary: 'Varjyam (tyajya ghatis) of the Vedic day',
  description: 'Tyajya ghatis (Muhurta Chintamani): each nakshatra\'s varjyam starts g ghatis (of 60) into the star: Ashwini 50, Bharani 24, Krittika 30, Rohini 40, Mrigashira 14, Ardra 21, Punarvasu 30, Pushya 20, Ashlesha 32, Magha 30, P.Phalguni 20, U.Phalguni 18, Hasta 21, Chitra 20, Swati 14, Vishakha 14, Anuradha 10, Jyeshtha 14, Mula 20 and 56 (two periods), P.Ashadha 24, U.Ashadha 20, Shravana 10, Dhanishtha 10, Shatabhisha 18, P.Bhadrapada 16, U.Bhadrapada 24, Revati 30 (the table of PyJHora\'s amrita_gadiya_varjyam_star_map); start = nakshatra start + g/60 x the star\'s actual duration, length 4/60 of it; every nakshatra overlapping the Vedic day (sunrise -> next sunrise) is scanned and the periods overlapping the day are listed.',
  table: 'varjyam',
});
