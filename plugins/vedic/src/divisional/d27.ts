import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(27, 'Saptavimsamsa (Bhamsa) (D27): 1 deg 6\' 40\'\' parts; fire signs counted from Aries, earth from Cancer, air from Libra, water from Capricorn (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
