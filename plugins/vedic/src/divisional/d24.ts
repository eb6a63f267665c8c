import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(24, 'Chaturvimsamsa (Siddhamsa) (D24): 1 deg 15\' parts; odd signs counted from Leo, even signs from Cancer (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
