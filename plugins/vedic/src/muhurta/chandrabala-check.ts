import { Type } from '@sinclair/typebox';
import { Clock, defineOperation, Ephemeris, Moment, TimeZones, signName, signSlug } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData, TargetMomentMembers } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, moonSignAt, targetMoment, tithiAt } from '../lib/panchang.js';
import { castRashi } from '../lib/rashi.js';
import { chandrabalaOf } from '../lib/tara.js';

const Sign = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String({ description: 'sign slug' }), name: Type.String({ description: "the sign's name in the answer's language" }), rashi: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/chandrabala-check',
  summary: 'Chandrabala of one moment for one native',
  description:
    'For one native (the birth data) and one moment (targetDate and targetTime at the birth place, in the birth timezone; targetDate defaults to today, targetTime to 12:00:00 when a date is named, else now): the transit Moon\'s sidereal sign counted from the natal Moon sign; favourable in the 1st, 3rd, 6th, 7th, 10th, 11th (and the 2nd, 5th, 9th in Shukla paksha); the 8th is chandrashtama; changesAt = the Moon\'s next sign ingress (Muhurta Chintamani, Gochara prakarana). The catalogue\'s date/time members are named targetDate/targetTime because date and time are the birth data\'s.',
  body: vedicBirthData({
    ...TargetMomentMembers,
  }),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    janmaRashi: Sign,
    transitMoonSign: Sign,
    house: Type.Integer({ minimum: 1, maximum: 12 }),
    favourable: Type.Boolean(),
    chandrashtama: Type.Boolean(),
    paksha: Type.Union([Type.Literal('shukla'), Type.Literal('krishna')]),
    changesAt: LocalTime,
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2024-03-01', targetTime: '10:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const m = moonSignAt(ephemeris, target.julianDayUT, natal.settings.chart);
    const paksha = tithiAt(ephemeris, target.julianDayUT, natal.settings.chart).paksha;
    const moon = natal.grahas[1]!;
    const c = chandrabalaOf(moon.sign, m.number, paksha);
    return {
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      janmaRashi: { number: moon.sign, slug: signSlug(moon.sign), name: signName(moon.sign, lang), rashi: moon.rashi },
      transitMoonSign: { number: m.number, slug: signSlug(m.number), name: signName(m.number, lang), rashi: m.rashi },
      house: c.house,
      favourable: c.favourable,
      chandrashtama: c.chandrashtama,
      paksha,
      changesAt: at({ offset: target.timezoneOffset }, m.endsAt),
    };
  },
});
