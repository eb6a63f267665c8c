import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, manglik } from '../lib/doshas.js';


export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/manglik',
  summary: 'Kuja (Manglik) dosha from the lagna, Moon and Venus with B. V. Raman\'s cancellations',
  description: "Kuja dosha: Mars in houses 1, 2, 4, 7, 8, 12 counted by whole signs from lagna, Moon and Venus; cancellations of B. V. Raman (Muhurtha, marriage chapter) each reported: Mars in its own or exaltation sign (Aries, Scorpio, Capricorn) or in Leo or Aquarius; Mars in the 2nd in Gemini or Virgo, in the 4th in Aries or Scorpio, in the 7th in Cancer or Capricorn, in the 8th in Sagittarius or Pisces, in the 12th in Taurus or Libra; Mars joined with or aspected by Jupiter; Cancer or Leo lagna (Mars yogakaraka); the sign-house exceptions are read from lagna; severity = 100 x (references among lagna, Moon, Venus showing the placement) / 3; present = severity > 0 and no cancellation applies",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, fromLagna: Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), afflicted: Type.Boolean() }), fromMoon: Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), afflicted: Type.Boolean() }), fromVenus: Type.Object({ house: Type.Integer({ minimum: 1, maximum: 12 }), afflicted: Type.Boolean() }), houses: Type.Array(Type.Integer({ minimum: 1, maximum: 12 })) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('manglik', lang), ...doshaAnswer(manglik(y), lang) };
  },
});
