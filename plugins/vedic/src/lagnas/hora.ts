import { sunriseLagnaOperation } from '../lib/thin-ops.js';

export default sunriseLagnaOperation({
  path: '/vedic/lagnas/hora',
  summary: 'Hora lagna: one sign per hour from the Sun at sunrise',
  description: 'Hora lagna (BPHS ch. 5 sl. 4-5): the Sun\'s sidereal longitude at the sunrise opening the Vedic day of the birth, advanced 30 deg per 2.5 ghatis (one hour) of ishta kala. A birth before sunrise counts from the previous sunrise (the Vedic day runs sunrise to sunrise). Sunrise by the `sunrise` convention (hindu by default).',
  member: 'horaLagna',
  which: 'hora',
});
