import { Type } from '@sinclair/typebox';
import { Clock, DateString, Ephemeris, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from './lib/chart.js';
import { ascendantOf, mcOfRamc, ramcForAscendant, ramcOfMc } from './lib/geodetic.js';
import { latitudeGrid } from './lib/lines.js';
import { normalizeLongitude, splitAtAntimeridian } from './lib/sphere.js';
import { parseYmdSafe } from './lib/dates.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const TRANSITING = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Secondary progressions: a day for a year, the tropical year 365.2422 days. */
const TROPICAL_YEAR = 365.2422;
const Point = Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) });
const wrap180 = (x: number) => x - 360 * Math.floor((x + 180) / 360);

export default defineOperation({
  method: 'POST',
  path: '/ccg-analysis',
  summary: 'Cyclo*Carto*Graphy: where on Earth transiting or progressed planets aspect the relocated natal MC or Ascendant',
  description:
    'Jim Lewis\'s Cyclo*Carto*Graphy: transiting planets at targetDate 12:00 UT (swe_calc_ut) and secondary-progressed planets (birth JD + age in tropical years as days) against the natal chart relocated anywhere at the birth instant: a line is the locus where the relocated MC (RAMC = birth GAST + geographic longitude; MC = atan2(sin RAMC, cos RAMC cos eps)) or Ascendant (the RAMC solving the Ascendant formula by bisection at each latitude, none inside the polar circles) stands at the aspect to the transiting or progressed longitude (both sides for aspects other than 0 and 180). atPoint = the lines whose relocated angle at point is within 1 deg. point out of range gives 400 naming point.latitude/point.longitude.',
  body: birthData({
    targetDate: Type.Optional(DateString),
    point: Type.Optional(Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) })),
    include: Type.Optional(Type.Array(StringEnum(['transits', 'progressions'] as const), { minItems: 1, maxItems: 2 })),
    aspects: Type.Optional(Type.Array(Type.Number({ minimum: 0, maximum: 180 }), { minItems: 1, maxItems: 12 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    targetDate: Type.String({ description: 'YYYY-MM-DD' }),
    lines: Type.Array(Type.Object({
      kind: StringEnum(['transit', 'progressed'] as const),
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      aspect: Type.Number(), angle: StringEnum(['mc', 'asc'] as const), targetLongitude: Type.Number(),
      segments: Type.Array(Type.Array(Point)),
    })),
    atPoint: Type.Array(Type.Object({ kind: StringEnum(['transit', 'progressed'] as const), id: Type.Integer(), slug: Type.String(), name: Type.String(), aspect: Type.Number(), angle: StringEnum(['mc', 'asc'] as const), orbDeg: Type.Number() })),
  }),
  examples: [{ name: 'kyiv-2025', body: { ...KYIV_BIRTH, targetDate: '2025-06-01', include: ['transits'], aspects: [0] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const sky = birthSky({ ...body, planetIds: undefined }, services);
    const eps = ephemeris.obliquity(sky.jd);
    const targetDate = body.targetDate ?? services.clock.now().toISOString().slice(0, 10);
    const [y, m, d] = parseYmdSafe(targetDate);
    const targetJd = ephemeris.julianDay(y, m, d, 12);
    const progressedJd = sky.jd + (targetJd - sky.jd) / TROPICAL_YEAR;
    const include = body.include ?? ['transits', 'progressions'];
    const aspects = [...new Set(body.aspects ?? [0, 90, 180])];
    const lats = latitudeGrid(1);
    const point = body.point ?? { latitude: body.latitude, longitude: body.longitude };
    const pointRamc = sky.gastDeg + point.longitude;
    const pointAngles = { mc: mcOfRamc(pointRamc, eps), asc: Math.abs(point.latitude) < 90 - eps ? ascendantOf(pointRamc, point.latitude, eps) : null };
    type Named = { id: number; slug: string; name: string };
    type Tag = 'transit' | 'progressed';
    const lines: (Named & { kind: Tag; aspect: number; angle: 'mc' | 'asc'; targetLongitude: number; segments: { latitude: number; longitude: number }[][] })[] = [];
    const atPoint: (Named & { kind: Tag; aspect: number; angle: 'mc' | 'asc'; orbDeg: number })[] = [];
    for (const kind of include) {
      const jd = kind === 'transits' ? targetJd : progressedJd;
      const tag = kind === 'transits' ? ('transit' as const) : ('progressed' as const);
      for (const id of TRANSITING) {
        const lambda = ephemeris.position(jd, id, TROPICAL).longitude;
        const named = { id, slug: bodySlug(id)!, name: bodyName(id, lang) };
        for (const aspect of aspects) {
          const targets = aspect === 0 || aspect === 180 ? [(lambda + aspect) % 360] : [(lambda + aspect) % 360, (lambda - aspect + 360) % 360];
          for (const target of targets) {
            const mcLng = normalizeLongitude(ramcOfMc(target, eps) - sky.gastDeg);
            lines.push({ kind: tag, ...named, aspect, angle: 'mc', targetLongitude: target, segments: [lats.map((latitude) => ({ latitude, longitude: mcLng }))] });
            const asc = lats.flatMap((latitude) => {
              const r = ramcForAscendant(target, latitude, eps);
              return r === null ? [] : [{ latitude, longitude: normalizeLongitude(r - sky.gastDeg) }];
            });
            lines.push({ kind: tag, ...named, aspect, angle: 'asc', targetLongitude: target, segments: splitAtAntimeridian(asc) });
            for (const angle of ['mc', 'asc'] as const) {
              const v = pointAngles[angle];
              if (v === null) continue;
              const orb = Math.abs(wrap180(v - target));
              if (orb <= 1) atPoint.push({ kind: tag, ...named, aspect, angle, orbDeg: orb });
            }
          }
        }
      }
    }
    return { moment: sky.moment, settings: sky.settings, targetDate, lines, atPoint: atPoint.sort((a, b) => a.orbDeg - b.orbDeg) };
  },
});
