import { dayEighthOperation } from '../lib/thin-ops.js';
import { yamaganda } from '../lib/panchang-periods.js';

export default dayEighthOperation({
  path: '/vedic/panchang/yamaganda',
  summary: 'Yamaganda of the Vedic day containing the chart moment',
  description: 'Yamaganda: the day (sunrise -> sunset) split into 8 equal parts; Yamaganda is part Sun 5, Mon 4, Tue 3, Wed 2, Thu 1, Fri 7, Sat 6 (South Indian panchanga table). The weekday is that of the Vedic day (sunrise-bound).',
  period: yamaganda,
});
