import { ghatiPeriodOperation } from '../lib/thin-ops.js';

export default ghatiPeriodOperation({
  path: '/vedic/panchang/amrit-kaal',
  summary: 'Amrit kaal (amrita ghatis) of the Vedic day',
  description: 'Amrita ghatis (South Indian panchangas): each nakshatra\'s amrit kaal starts g ghatis (of 60) into the star: Ashwini 42, Bharani 48, Krittika 54, Rohini 52, Mrigashira 38, Ardra 35, Punarvasu 54, Pushya 44, Ashlesha 56, Magha 54, P.Phalguni 44, U.Phalguni 42, Hasta 45, Chitra 44, Swati 38, Vishakha 38, Anuradha 34, Jyeshtha 38, Mula 44, P.Ashadha 48, U.Ashadha 44, Shravana 34, Dhanishtha 34, Shatabhisha 42, P.Bhadrapada 40, U.Bhadrapada 48, Revati 54 (the table of PyJHora\'s amrita_gadiya_varjyam_star_map); start = nakshatra start + g/60 x the star\'s actual duration, length 4/60 of it, for every nakshatra overlapping the Vedic day; the periods overlapping the day are listed.',
  table: 'amrit',
});
