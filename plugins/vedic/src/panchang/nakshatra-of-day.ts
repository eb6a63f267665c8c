import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, NakshatraRef, vedicBirthData } from '../lib/schemas.js';
import { castRashi } from '../lib/rashi.js';
import { nakshatraNaming } from '../lib/vocabulary.js';
import { nakshatraOf } from '@celestial/core/astro';

export default defineOperation({
  // SERVICE-SPEC "POST /vedic/panchang/nakshatra-of-day" prescribes nakshatra { number, name, ruler }; slug is added beside.
  method: 'POST',
  path: '/vedic/panchang/nakshatra-of-day',
  summary: 'The Moon\'s nakshatra and pada at the chart moment',
  description:
    'The Moon\'s sidereal longitude at the chart instant itself, not at sunrise (Lahiri unless an ayanamsa is given); number = floor(lon / 13 deg 20\') + 1 (Ashwini 1 .. Revati 27); ruler in Vimshottari order Ketu (Ashwini), Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury repeating; pada = floor((lon mod 13 deg 20\') / 3 deg 20\') + 1; percentComplete = (lon mod 13 deg 20\') / 13 deg 20\' x 100.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    moonSiderealLongitude: Type.Number({ minimum: 0, maximum: 360 }),
    nakshatra: NakshatraRef,
    pada: Type.Integer({ minimum: 1, maximum: 4 }),
    percentComplete: Type.Number({ minimum: 0, maximum: 100 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const moon = chart.grahas[1]!;
    const n = nakshatraOf(moon.longitude);
    return {
      ...chartEcho(chart, services.ephemeris),
      moonSiderealLongitude: moon.longitude,
      nakshatra: nakshatraNaming(n.nakshatra.number, lang),
      pada: n.pada,
      percentComplete: n.fraction * 100,
    };
  },
});
