import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(2, 'Hora (D2): Parashari hora: odd signs 0-15 deg -> Leo (Sun), 15-30 -> Cancer (Moon), even signs the reverse (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
