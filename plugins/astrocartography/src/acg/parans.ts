import { Type } from '@sinclair/typebox';
import { ApiError, BodyIdList, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation, fixedStarNamed } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { PARAN_EVENTS, paransOf } from '../lib/parans.js';
import type { SkyBody } from '../lib/parans.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String(), id: Type.Union([Type.Integer(), Type.Null()], { description: 'Swiss Ephemeris number; null for a fixed star' }) });

export default defineOperation({
  method: 'POST',
  path: '/acg/parans',
  summary: 'Parans: the latitudes where two bodies (or a body and a fixed star) are on angles at once',
  description:
    'Pairs of bodies on angles at the same moment (Brady, Star and Planet Combinations, 2008; Lewis\'s ACG crossings): hour angle 0 culminating, 180 anti-culminating, -/+ acos(-tan phi tan delta) rising/setting; the latitude phi solving H1(phi) - H2(phi) = alpha2 - alpha1 by a scan and bisection over -66..66 deg (apparent right ascension and declination of date at birth, swe_calc_ut SEFLG_EQUATORIAL; stars by swe_fixstar2_ut); crossingLongitude = where the two birth-moment ACG lines cross. Sorted by latitude.',
  body: birthData({
    planetIds: Type.Optional(BodyIdList),
    stars: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    parans: Type.Array(Type.Object({
      body1: Named, event1: StringEnum(PARAN_EVENTS), body2: Named, event2: StringEnum(PARAN_EVENTS),
      latitude: Type.Number({ minimum: -66, maximum: 66 }), crossingLongitude: Type.Number({ minimum: -180, maximum: 180 }),
    })),
    count: Type.Integer(),
  }),
  examples: [{ name: 'kyiv-sun-moon-regulus', body: { ...KYIV_BIRTH, planetIds: [0, 1], stars: ['Regulus'] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const sky = birthSky(body, services, lang);
    const named = new Map<string, { slug: string; name: string; id: number | null }>();
    const list: SkyBody[] = sky.bodies.map((b) => {
      const key = `body-${b.id}`;
      named.set(key, { slug: bodySlug(b.id) ?? String(b.id), name: bodyName(b.id, lang), id: b.id });
      return { key, rightAscension: b.rightAscension, declination: b.declination };
    });
    (body.stars ?? []).forEach((star, i) => {
      const s = ephemeris.fixedStar(sky.jd, star, { zodiacType: 'tropical', siderealMode: 0 });
      if (!s) throw ApiError.invalidField(`stars[${i}]`, `no fixed star named ${star} in the catalogue (sefstars.txt)`);
      const key = `star-${i}`;
      // A star of core's fixed-star table is named in the answer's language (issue 12: `Regulus` in every language).
      named.set(key, { ...fixedStarNamed(s.name || s.bayer, lang), id: null });
      list.push({ key, rightAscension: s.rightAscension, declination: s.declination });
    });
    const parans = paransOf(list, sky.gastDeg).map((p) => ({ body1: named.get(p.body1)!, event1: p.event1, body2: named.get(p.body2)!, event2: p.event2, latitude: p.latitude, crossingLongitude: p.crossingLongitude }));
    return { moment: sky.moment, settings: sky.settings, parans, count: parans.length };
  },
});
