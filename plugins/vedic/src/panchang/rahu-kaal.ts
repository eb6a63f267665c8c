import { dayEighthOperation } from '../lib/thin-ops.js';
import { rahuKaal } from '../lib/panchang-periods.js';

export default dayEighthOperation({
  path: '/vedic/panchang/rahu-kaal',
  summary: 'Rahu kaal of the Vedic day containing the chart moment',
  description: 'Rahu kala: the day (sunrise -> sunset) split into 8 equal parts; Rahu kala is part Sun 8, Mon 2, Tue 7, Wed 5, Thu 6, Fri 4, Sat 3 (South Indian panchanga table). The weekday is that of the Vedic day (sunrise-bound).',
  period: rahuKaal,
});
