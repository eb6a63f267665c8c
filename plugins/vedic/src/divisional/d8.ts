import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(8, 'Ashtamsa (D8): 3 deg 45\' parts; movable signs counted from Aries, fixed from Sagittarius, dual from Leo (= cyclic (8*s + p) mod 12); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
