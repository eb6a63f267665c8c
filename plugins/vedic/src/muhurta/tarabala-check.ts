import { Type } from '@sinclair/typebox';
import { Clock, defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { Moment } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, NakshatraRef, vedicBirthData, TargetMomentMembers } from '../lib/schemas.js';
import { nakshatraNaming } from '../lib/vocabulary.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, nakshatraAt, targetMoment } from '../lib/panchang.js';
import { castRashi } from '../lib/rashi.js';
import { taraOf } from '../lib/tara.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/tarabala-check',
  summary: 'Tarabala of one moment for one native',
  description:
    'For one native (the birth data) and one moment (targetDate and targetTime at the birth place, in the birth timezone; targetDate defaults to today, targetTime to 12:00:00 when a date is named, else now): the count from the natal Moon\'s nakshatra to the transit Moon\'s nakshatra, tara = ((count - 1) mod 9) + 1 (Janma .. Parama Mitra; 3, 5, 7 unfavourable) and when the transit star changes (Muhurta Chintamani, Gochara prakarana). The catalogue\'s date/time members are named targetDate/targetTime because date and time are the birth data\'s.',
  body: vedicBirthData({
    ...TargetMomentMembers,
  }),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    janmaNakshatra: NakshatraRef,
    transitNakshatra: NakshatraRef,
    count: Type.Integer({ minimum: 1, maximum: 27 }),
    tara: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 9 }), slug: Type.String(), name: Type.String(), favourable: Type.Boolean() }),
    changesAt: LocalTime,
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2024-03-01', targetTime: '10:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const n = nakshatraAt(ephemeris, target.julianDayUT, natal.settings.chart);
    const t = taraOf(natal.grahas[1]!.nakshatra.number, n.number);
    return {
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      janmaNakshatra: nakshatraNaming(natal.grahas[1]!.nakshatra.number, lang),
      transitNakshatra: nakshatraNaming(n.number, lang),
      count: t.count,
      tara: { number: t.tara, slug: kebab(t.name), name: term('tara', kebab(t.name), lang), favourable: t.favourable },
      changesAt: at({ offset: target.timezoneOffset }, n.endsAt),
    };
  },
});
