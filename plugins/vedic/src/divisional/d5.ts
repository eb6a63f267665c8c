import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(5, 'Panchamsa (D5): 6 deg parts mapped cyclically, sign = (5*s + p) mod 12 for 0-based sign s and part p (the parivritti-cyclic method, one of the options of Jagannatha Hora; the chart is not in BPHS\' sixteen); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
