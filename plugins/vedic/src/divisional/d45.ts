import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(45, 'Akshavedamsa (D45): 40\' parts; movable signs counted from Aries, fixed from Leo, dual from Sagittarius (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
