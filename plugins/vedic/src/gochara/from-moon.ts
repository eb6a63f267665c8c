import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { Clock, defineOperation, Ephemeris, Moment, TimeZones, Instant } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { targetMoment } from '../lib/panchang.js';
import { castRashi, castRashiAt } from '../lib/rashi.js';
import { gocharaFromMoon } from '../lib/gochara.js';
import { TargetMembers } from '../lib/gochara-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/gochara/from-moon',
  summary: 'Transits of the nine grahas counted from the natal Moon, with vedha',
  description:
    'Phaladeepika ch. 26: each transiting graha\'s sidereal sign counted from the natal Moon sign; favourable houses and their vedha houses: Sun 3/9, 6/12, 10/4, 11/5; Moon 1/5, 3/9, 6/12, 7/2, 10/4, 11/8; Mars 3/12, 6/9, 11/5; Mercury 2/5, 4/3, 6/9, 8/1, 10/8, 11/12; Jupiter 2/12, 5/4, 7/3, 9/10, 11/8; Venus 1/8, 2/7, 3/1, 4/10, 5/9, 8/5, 9/11, 11/6, 12/3; Saturn, Rahu, Ketu 3/12, 6/9, 11/5. A good place is obstructed (netResult obstructed) when another transiting graha occupies its vedha house, except between the Sun and Saturn and between the Moon and Mercury. The transit moment is targetDate/targetTime at the birth place (today when omitted).',
  body: vedicBirthData(TargetMembers),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    at: Instant('the transit moment, local time'),
    natalMoonSign: Type.Integer({ minimum: 1, maximum: 12 }),
    transits: Type.Array(Type.Object({
      graha: GrahaRefSchema, sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), longitude: Type.Number(),
      houseFromMoon: Type.Integer({ minimum: 1, maximum: 12 }), favourable: Type.Boolean(), vedhaHouse: Type.Union([Type.Integer(), Type.Null()]),
      vedhaBy: Type.Array(Type.String()), netResult: Type.Union([Type.Literal('favourable'), Type.Literal('obstructed'), Type.Literal('unfavourable')]),
    }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2025-03-01', targetTime: '12:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const sky = castRashiAt(ephemeris, target, body.latitude, body.longitude, natal.settings);
    const transits = gocharaFromMoon(natal.grahas[1]!.sign, sky.grahas.map((g) => g.sign));
    return withGrahaRefs({
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      at: localIso(target.julianDayUT, target.timezoneOffset),
      natalMoonSign: natal.grahas[1]!.sign,
      transits: transits.map((x, i) => ({ ...x, longitude: sky.grahas[i]!.longitude })),
    }, lang);
  },
});
