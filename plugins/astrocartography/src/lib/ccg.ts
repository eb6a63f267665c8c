/**
 * Jim Lewis's Cyclo*Carto*Graphy (/ccg-analysis): transiting (targetDate 12:00 UT) and
 * secondary-progressed planets (a day for a tropical year) against the natal chart relocated
 * anywhere at the birth instant; a line is where the relocated MC or Ascendant stands at the
 * aspect to the moving planet's longitude; atPoint lists the lines within 1 deg at one place.
 */
import { bodyName, bodySlug } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { birthSky } from './chart.js';
import type { BirthInput } from '@celestial/core/astro';
import { ascendantOf, mcOfRamc, ramcForAscendant, ramcOfMc } from './geodetic.js';
import { latitudeGrid } from './lines.js';
import { normalizeLongitude, splitAtAntimeridian } from './sphere.js';
import { parseYmdSafe } from './dates.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const TRANSITING = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Secondary progressions: a day for a year, the tropical year 365.2422 days. */
const TROPICAL_YEAR = 365.2422;
const wrap180 = (x: number) => x - 360 * Math.floor((x + 180) / 360);

export interface CcgInput extends BirthInput {
  targetDate?: string;
  point?: { latitude: number; longitude: number };
  include?: ('transits' | 'progressions')[];
  aspects?: number[];
}

export function ccgAnalysis(body: CcgInput, services: { ephemeris: Ephemeris; timeZones: TimeZones; clock: Clock }, lang: LangCode) {
    const { ephemeris } = services;
    const sky = birthSky({ ...body, planetIds: undefined }, services, lang);
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
}
