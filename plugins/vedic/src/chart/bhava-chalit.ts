import { bhavaChartOperation } from '../lib/thin-ops.js';
import { chalitBhavas } from '../lib/bhavas.js';

export default bhavaChartOperation({
  path: '/vedic/chart/bhava-chalit',
  summary: 'Bhava chalit: equal bhavas with the lagna degree as the middle of the 1st, grahas shifted from their whole-sign house',
  description: 'Equal bhavas with the sidereal lagna degree as madhya (centre) of the 1st: madhya_n = lagna + 30(n-1), sandhis at madhya +/- 15 deg; each graha assigned by sandhi range (start inclusive) and compared with its whole-sign house (bhava chalit chakra of North Indian practice).',
  madhyas: (chart) => chalitBhavas(chart.lagna.longitude),
});
