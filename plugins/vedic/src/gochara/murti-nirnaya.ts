import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { Clock, defineOperation, Ephemeris, Moment, TimeZones, Instant, signName as signNameOf } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { targetMoment } from '../lib/panchang.js';
import { castRashi, grahaLongitude } from '../lib/rashi.js';
import { houseFromSign, latestIngress, murtiOf } from '../lib/gochara.js';
import { TargetMembers } from '../lib/gochara-schemas.js';
import { GRAHA_NAMES, SIGN_NAMES_EN } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/gochara/murti-nirnaya',
  summary: 'Murti (gold, silver, copper, iron) of the current transits of Jupiter, Saturn, Rahu and Ketu',
  description:
    'For the latest sidereal sign ingress of Jupiter, Saturn, Rahu and Ketu at or before the transit moment (targetDate/targetTime, today when omitted; found as roots of 12 x the longitude, retrograde re-entries included): the transit Moon\'s sign at the ingress counted from the natal Moon sign gives the murti: 1, 6, 11 swarna (gold), 2, 5, 9 rajata (silver), 3, 7, 10 tamra (copper), 4, 8, 12 loha (iron).',
  body: vedicBirthData(TargetMembers),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    natalMoonSign: Type.Integer({ minimum: 1, maximum: 12 }),
    ingresses: Type.Array(Type.Object({
      graha: GrahaRefSchema, sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), at: Instant('local time of the ingress'),
      retrograde: Type.Boolean({ description: 'entered moving backwards' }),
      moonSignAtIngress: Type.Integer({ minimum: 1, maximum: 12 }), houseFromNatalMoon: Type.Integer({ minimum: 1, maximum: 12 }),
      murti: Type.Union([Type.Literal('swarna'), Type.Literal('rajata'), Type.Literal('tamra'), Type.Literal('loha')]),
    })),
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2025-06-01', targetTime: '12:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const natalMoon = natal.grahas[1]!.sign;
    const ingresses = ([4, 6, 7, 8] as const).flatMap((g) => {
      const ev = latestIngress(ephemeris, g, target.julianDayUT, natal.settings);
      if (!ev) return [];
      const moonSign = Math.floor(grahaLongitude(ephemeris, ev.jd, 1, natal.settings).longitude / 30) + 1;
      const house = houseFromSign(natalMoon, moonSign);
      const entered = ev.toSign!;
      return [{
        graha: GRAHA_NAMES[g], sign: entered, signName: signNameOf(entered, lang), at: localIso(ev.jd, target.timezoneOffset),
        // Entered from the following sign: a retrograde re-entry (the nodes always move backwards).
        retrograde: g < 7 && SIGN_NAMES_EN.indexOf(ev.from as never) === entered % 12,
        moonSignAtIngress: moonSign, houseFromNatalMoon: house, murti: murtiOf(house),
      }];
    });
    return withGrahaRefs({ ...chartEcho(natal, ephemeris), target: momentEcho(target, ephemeris), natalMoonSign: natalMoon, ingresses }, lang);
  },
});
