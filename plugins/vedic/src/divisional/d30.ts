import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(30, 'Trimsamsa (D30): unequal Parashari parts: odd signs Mars 0-5 (Aries), Saturn 5-10 (Aquarius), Jupiter 10-18 (Sagittarius), Mercury 18-25 (Gemini), Venus 25-30 (Libra); even signs Venus 0-5 (Taurus), Mercury 5-12 (Virgo), Jupiter 12-20 (Pisces), Saturn 20-25 (Capricorn), Mars 25-30 (Scorpio) (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
