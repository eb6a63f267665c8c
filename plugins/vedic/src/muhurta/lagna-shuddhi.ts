import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, SignPlaceSchema, signPlaceOut, vedicBirthData } from '../lib/schemas.js';
import { lagnaShuddhi } from '../lib/muhurta-lagna.js';
import { ACTIVITY_IDS } from '../lib/muhurta-rules.js';
import { MuhurtaReasonSchema } from '../lib/muhurta.js';
import { NamedMembers } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/lagna-shuddhi',
  summary: 'Purity of an electional lagna by the Muhurta Chintamani rules',
  description:
    'For the electional moment (the birth-data members): natural benefics (Jupiter, Venus, Mercury) in kendras or trikonas, malefics (Sun, Mars, Saturn, Rahu, Ketu) in 3, 6, 11, the 8th empty (and the 7th for activity marriage), the Moon not in 6, 8, 12 from the lagna, with `native` the lagna not the 8th sign from the native\'s janma lagna or janma rashi, no papa-kartari (malefics in both neighbouring signs) on the lagna or the Moon, and the lagna not gandanta (last navamsa of Cancer, Scorpio, Pisces or first of Leo, Sagittarius, Aries). score = share of the checks passed.',
  body: vedicBirthData({
    native: Type.Optional(vedicBirthData()),
    activity: Type.Optional(StringEnum(ACTIVITY_IDS as string[], { description: 'activity id from /muhurta/types' })),
  }),
  response: Type.Object({
    ...ChartEcho,
    lagna: SignPlaceSchema,
    checks: Type.Array(Type.Object({
      rule: Type.Object(NamedMembers, { description: "the rule by slug (benefics-in-kendras-trikonas, malefics-in-3-6-11, eighth-house-empty, ...), named in the answer's language" }),
      passed: Type.Boolean(),
      detail: MuhurtaReasonSchema,
    })),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, date: '2025-02-07', time: '10:30:00', activity: 'marriage', native: DELHI_BIRTH } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const native = body.native ? castRashi(body.native, services) : undefined;
    return { ...chartEcho(chart, services.ephemeris), lagna: signPlaceOut(chart.lagna, lang), ...lagnaShuddhi(chart, { native, activity: body.activity, lang }) };
  },
});
