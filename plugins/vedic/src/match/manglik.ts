import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaSentenceSchema, doshaSentence, manglik, manglikSamya } from '../lib/doshas.js';

const Partner = Type.Object({
  ...ChartEcho,
  present: Type.Boolean(),
  severity: Type.Integer({ minimum: 0, maximum: 100 }),
  houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 }), { description: 'houses of Mars among 1, 2, 4, 7, 8, 12 from the lagna, Moon, Venus (in that order)' }),
  marsHouse: Type.Integer({ minimum: 1, maximum: 12, description: 'Mars from the lagna' }),
  cancellations: Type.Array(DoshaSentenceSchema, { description: "Kuja dosha cancellations of this chart (core's dosha-cancellation table)" }),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/match/manglik',
  summary: 'Kuja dosha of both partners compared (dosha samya)',
  description:
    "Kuja dosha of each partner (houses 1, 2, 4, 7, 8, 12 from lagna, Moon, Venus, with the same exceptions as /vedic/dosha/manglik) compared: cancelled when both carry it at similar severity (within 34 points, one reference of three) or when the other chart has Saturn, Rahu or Mars in the same house from the lagna as the afflicted partner's Mars (dosha samya, B. V. Raman, Muhurtha). chart1 is read as the groom, chart2 as the bride.",
  body: Type.Object({ chart1: vedicBirthData(), chart2: vedicBirthData() }),
  response: Type.Object({ groom: Partner, bride: Partner, balanced: Type.Boolean(), cancellationReasons: Type.Array(DoshaSentenceSchema, { description: "why the dosha is balanced (core's dosha-cancellation table: neither-kuja-dosha, similar-severity, second-chart-balances, first-chart-balances)" }) }),
  examples: [{ name: 'delhi-mumbai', body: { chart1: DELHI_BIRTH, chart2: { date: '1992-03-08', time: '06:15:00', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const c1 = castRashi(body.chart1, services);
    const c2 = castRashi(body.chart2, services);
    const y1 = readYogaChart(c1);
    const y2 = readYogaChart(c2);
    const m1 = manglik(y1);
    const m2 = manglik(y2);
    const out = (c: typeof c1, y: typeof y1, m: typeof m1) => ({ ...chartEcho(c, services.ephemeris), present: m.present, severity: m.present ? m.severity : 0, houses: m.houses, marsHouse: y.house[2]!, cancellations: m.cancellations.map((x) => doshaSentence('dosha-cancellation', x, lang)) });
    const s = manglikSamya(y1, m1, y2, m2);
    return { groom: out(c1, y1, m1), bride: out(c2, y2, m2), balanced: s.balanced, cancellationReasons: s.reasons.map((r) => doshaSentence('dosha-cancellation', r, lang)) };
  },
});
