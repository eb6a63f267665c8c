import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(60, 'Shashtiamsa (D60): 30\' parts, index = floor(degInSign*2), counted from the sign itself; the 60 named amsas of BPHS ch. 6 (Ghora, Rakshasa, Deva, Kubera, ...) in order for odd signs and reversed for even, each benefic or malefic; each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
