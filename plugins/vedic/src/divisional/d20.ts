import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(20, 'Vimsamsa (D20): 1 deg 30\' parts; movable signs counted from Aries, fixed from Sagittarius, dual from Leo (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
