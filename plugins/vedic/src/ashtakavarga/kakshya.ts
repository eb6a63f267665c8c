import { Type } from '@sinclair/typebox';
import { ApiError, Clock, DateString, defineOperation, Ephemeris, TimeZones, Instant, signName as signNameOf } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES, SAPTA_GRAHAS } from '../lib/grahas.js';
import { grahaRefOfName, GrahaRefSchema } from '../lib/vocabulary.js';
import { castRashi, grahaLongitude } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { ashtakavarga, KAKSHYA_LORDS, prastara } from '../lib/ashtakavarga.js';
import { GrahaRef, grahaRef } from '../lib/strength-schemas.js';

const KAKSHYA = 30 / 8;

export default defineOperation({
  method: 'POST',
  path: '/vedic/ashtakavarga/kakshya',
  summary: 'Kakshya of each transiting graha (Sun..Saturn) and whether its lord gave a bindu in the natal ashtakavarga',
  description:
    'BPHS ch. 66; Phaladeepika ch. 23: each sign is split into 8 kakshyas of 3 deg 45\' ruled by Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon and the lagna in that order; a transiting graha does good while in a kakshya whose lord gave a bindu to that sign in the graha\'s natal bhinna ashtakavarga. The transit moment is transitDate/transitTime in the birth data\'s time zone (the names date and time are the birth\'s), now when transitDate is omitted; kakshyaStart/kakshyaEnd are the sidereal longitudes bounding the kakshya.',
  body: vedicBirthData({
    transitDate: Type.Optional(DateString),
    transitTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'HH:mm:ss local, default 12:00:00' })),
  }),
  response: Type.Object({
    ...ChartEcho,
    at: Instant('the transit moment, local ISO time'),
    transits: Type.Array(Type.Object({
      ...GrahaRef, longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(),
      bavBindus: Type.Integer({ minimum: 0, maximum: 8 }), savBindus: Type.Integer({ minimum: 0, maximum: 56 }),
      kakshya: Type.Integer({ minimum: 1, maximum: 8 }), kakshyaLord: GrahaRefSchema, lordGaveBindu: Type.Boolean(),
      kakshyaStart: Type.Number(), kakshyaEnd: Type.Number(),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi, transits of 2024-03-01', body: { ...DELHI_BIRTH, transitDate: '2024-03-01', transitTime: '12:00:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    let jd: number;
    if (body.transitDate !== undefined) {
      const year = Number(body.transitDate.slice(0, 4));
      if (year < 1800 || year > 2399) throw ApiError.invalidField('transitDate', 'must be a date in the years 1800-2399');
      jd = resolveMoment({ ...body, date: body.transitDate, time: body.transitTime ?? '12:00:00' }, services).julianDayUT;
    } else {
      jd = services.clock.now().getTime() / 86400000 + 2440587.5;
    }
    const av = ashtakavarga(chart);
    return {
      ...chartEcho(chart, services.ephemeris),
      at: localIso(jd, chart.moment.timezoneOffset),
      transits: SAPTA_GRAHAS.map((g) => {
        const lon = grahaLongitude(services.ephemeris, jd, g, chart.settings).longitude;
        const sign = Math.min(11, Math.floor(lon / 30));
        const k = Math.min(7, Math.floor((lon - sign * 30) / KAKSHYA));
        const lord = KAKSHYA_LORDS[k]!;
        return {
          ...grahaRef(g, lang), longitude: lon, sign: sign + 1, signName: signNameOf(sign + 1, lang),
          bavBindus: av.bhinna[g]![sign]!, savBindus: av.sarva[sign]!,
          kakshya: k + 1, kakshyaLord: grahaRefOfName(lord === 7 ? 'Lagna' : GRAHA_NAMES[lord]!, lang), lordGaveBindu: prastara(g, av.signs)[lord]![sign] === 1,
          kakshyaStart: sign * 30 + k * KAKSHYA, kakshyaEnd: sign * 30 + (k + 1) * KAKSHYA,
        };
      }),
    };
  },
});
