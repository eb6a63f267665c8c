import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(7, 'Saptamsa (D7): 4 deg 17\' 8.6\'\' parts; odd signs counted from the sign itself, even signs from the 7th (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
