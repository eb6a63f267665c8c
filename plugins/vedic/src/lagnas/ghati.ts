import { sunriseLagnaOperation } from '../lib/thin-ops.js';

export default sunriseLagnaOperation({
  path: '/vedic/lagnas/ghati',
  summary: 'Ghati lagna: one sign per ghati (24 min) from the Sun at sunrise',
  description: 'Ghati (ghatika) lagna (BPHS ch. 5 sl. 6-8): the Sun\'s sidereal longitude at the sunrise opening the Vedic day of the birth, advanced 30 deg per ghati (24 minutes) of ishta kala. A birth before sunrise counts from the previous sunrise (the Vedic day runs sunrise to sunrise). Sunrise by the `sunrise` convention (hindu by default).',
  member: 'ghatiLagna',
  which: 'ghati',
});
