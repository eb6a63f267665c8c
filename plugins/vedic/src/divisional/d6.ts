import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(6, 'Shashtamsa (D6): 5 deg parts; odd signs counted from Aries, even signs from Libra (= cyclic (6*s + p) mod 12; Sanjay Rath\'s usage for health); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
