import { bhavaChartOperation } from '../lib/thin-ops.js';
import { bhavasFromMadhyas, sripatiMadhyas } from '../lib/bhavas.js';

export default bhavaChartOperation({
  path: '/vedic/chart/sripati',
  summary: 'Sripati bhavas: lagna and MC as madhyas of 1 and 10, quadrants trisected, sandhis at the midpoints',
  description: 'Sripati Paddhati (Sripati, 11th c.): the sidereal lagna and MC are the madhyas of bhavas 1 and 10 (7 and 4 opposite); the ecliptic arc of each quadrant is trisected for the intermediate madhyas; each sandhi is the midpoint of consecutive madhyas; grahas placed by sandhi ranges (start inclusive) and compared with their whole-sign house.',
  madhyas: (chart) => bhavasFromMadhyas(sripatiMadhyas(chart.lagna.longitude, chart.mc)),
});
