import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(3, 'Drekkana (D3): 10 deg parts -> 1st, 5th, 9th sign from the sign; deities Narada, Agastya, Durvasa (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
