import { defineOperation } from '@celestial/core';
import { divisionalSpec } from '../lib/divisional.js';

export default defineOperation(divisionalSpec(11, 'Rudramsa (Ekadasamsa) (D11): 2 deg 43\' 38\'\' parts mapped cyclically, sign = (11*s + p) mod 12 (parivritti method; the chart is outside BPHS\' sixteen, used for longevity and destruction); each graha and the lagna mapped from its sidereal longitude, houses counted from the varga lagna'));
