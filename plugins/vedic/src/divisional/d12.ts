import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(12, 'Dwadasamsa (D12): 2 deg 30\' parts counted from the sign itself; deities Ganesha, Ashwini-kumara, Yama, Sarpa repeating (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
