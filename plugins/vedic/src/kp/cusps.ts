import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, signName, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import type { VedicBirthInput } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { kpInput, KpLordsMembers, kpLordsOut, placidusCusps } from '../lib/kp.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/kp/cusps',
  summary: 'KP cusps: Placidus on the Krishnamurti ayanamsa with sign, star, sub and sub-sub lords',
  description:
    'KP Reader I: Placidus cusps (swe_houses_ex, sidereal) on the Krishnamurti ayanamsa (kp, Swiss mode 45) unless the request names another; star lord = Vimshottari lord of the nakshatra; the nakshatra split into 9 subs proportional to the Vimshottari years from its own lord (13 deg 20\' x years/120), each sub likewise into sub-subs.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    ayanamsa: Type.Object({ slug: Type.String(), name: Type.String(), value: Type.Number() }),
    cusps: Type.Array(Type.Object({ cusp: Type.Integer({ minimum: 1, maximum: 12 }), longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), ...KpLordsMembers }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(kpInput(body as VedicBirthInput), services);
    const cusps = placidusCusps(services.ephemeris, chart.jd, chart.latitude, chart.longitude, chart);
    return {
      ...chartEcho(chart, services.ephemeris),
      ayanamsa: { ...named('ayanamsa', chart.settings.chart.ayanamsa ?? 'kp', lang), value: chart.ayanamsaValue },
      cusps: cusps.map((c, i) => ({ cusp: i + 1, longitude: c, sign: Math.floor(c / 30) + 1, signName: signName(Math.floor(c / 30) + 1, lang), ...kpLordsOut(c, lang) })),
    };
  },
});
