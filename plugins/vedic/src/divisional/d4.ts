import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(4, 'Chaturthamsa (D4): 7 deg 30\' parts -> 1st, 4th, 7th, 10th from the sign; deities Sanaka, Sananda, Sanatkumara, Sanatana (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
