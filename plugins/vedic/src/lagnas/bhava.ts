import { sunriseLagnaOperation } from '../lib/thin-ops.js';

export default sunriseLagnaOperation({
  path: '/vedic/lagnas/bhava',
  summary: 'Bhava lagna: one sign per 5 ghatis (2 h) from the Sun at sunrise',
  description: 'Bhava lagna (BPHS ch. 5 sl. 2-3): the Sun\'s sidereal longitude at the sunrise opening the Vedic day of the birth, advanced 30 deg per 5 ghatis (two hours) of ishta kala. A birth before sunrise counts from the previous sunrise (the Vedic day runs sunrise to sunrise). Sunrise by the `sunrise` convention (hindu by default).',
  member: 'bhavaLagna',
  which: 'bhava',
});
