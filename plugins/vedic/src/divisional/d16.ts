import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(16, 'Shodasamsa (Kalamsa) (D16): 1 deg 52\' 30\'\' parts; movable signs counted from Aries, fixed from Leo, dual from Sagittarius; deities Brahma, Vishnu, Shiva, Surya repeating four times in odd signs and in reverse order (Surya, Shiva, Vishnu, Brahma) in even signs (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
