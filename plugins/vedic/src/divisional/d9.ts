import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(9, 'Navamsa (D9): 3 deg 20\' parts; movable signs counted from the sign itself, fixed from the 9th, dual from the 5th (fire from Aries, earth from Capricorn, air from Libra, water from Cancer); vargottama when D1 and D9 signs agree (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
