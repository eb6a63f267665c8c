import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(10, 'Dasamsa (D10): 3 deg parts; odd signs counted from the sign, even from the 9th; deities Indra, Agni, Yama, Rakshasa, Varuna, Vayu, Kubera, Ishana, Brahma, Ananta (reversed in even signs) (BPHS ch. 6); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
