/**
 * Eclipses seen from a place. Solar: swe_sol_eclipse_when_loc (contacts, magnitude, obscuration,
 * the Sun's position at maximum); sunrise or sunset inside the eclipse by swe_rise_trans from the
 * first contact, kept when before the fourth. Lunar: the binding's swe_lun_eclipse_when_loc is not
 * wrapped; the same answer is built from its parts: successive swe_lun_eclipse_when eclipses,
 * the first with the Moon's apparent altitude above 0 during some phase, sampled every minute
 * (swe_calc_ut SEFLG_EQUATORIAL + swe_azalt), which also gives each phase's visible fraction.
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, HorizonPlace, LunarEclipseGlobal } from '@celestial/core';
import { lunarType, solarType } from './eclipses.js';
import { apparentAltitude } from './horizon.js';

const MINUTE = 1 / 1440;

export function localSolarEclipse(ephemeris: Ephemeris, from: number, place: HorizonPlace, backward: boolean) {
  const e = ephemeris.solarEclipseLocal(from, place.longitude, place.latitude, place.altitude ?? 0, backward);
  if (!e) throw new ApiError('CALCULATION_ERROR', `No solar eclipse visible from this place was found ${backward ? 'before' : 'after'} the date within the ephemeris`);
  const during = (event: 'rise' | 'set') => {
    if (e.first === null || e.fourth === null) return null;
    const t = ephemeris.riseTransit(e.first, 0, event, place);
    return t !== null && t < e.fourth ? t : null;
  };
  return {
    type: solarType(e.flags), local: e,
    sunriseDuringEclipse: during('rise'), sunsetDuringEclipse: during('set'),
    centralDurationSeconds: e.second !== null && e.third !== null ? (e.third - e.second) * 86400 : null,
  };
}

export type LunarPhaseName = 'penumbral' | 'partial' | 'total';

export interface LocalLunarEclipse {
  global: LunarEclipseGlobal;
  type: ReturnType<typeof lunarType>;
  phases: { phase: LunarPhaseName; begin: number; end: number; visibleFraction: number }[];
  moonrise: number | null;
  moonset: number | null;
}

/** Share of [begin, end] with the Moon's apparent altitude above 0, sampled each minute (both ends included). */
function visibleShare(ephemeris: Ephemeris, begin: number, end: number, place: HorizonPlace): number {
  const n = Math.max(1, Math.round((end - begin) / MINUTE));
  let up = 0;
  for (let i = 0; i <= n; i++) if (apparentAltitude(ephemeris, begin + ((end - begin) * i) / n, 1, place) > 0) up++;
  return up / (n + 1);
}

export function localLunarEclipse(ephemeris: Ephemeris, from: number, place: HorizonPlace, backward: boolean): LocalLunarEclipse {
  let t = from;
  // A place sees at least part of most lunar eclipses; 12 tries span over five years.
  for (let tries = 0; tries < 12; tries++) {
    const g = ephemeris.lunarEclipseGlobal(t, 0, backward);
    if (!g) break;
    t = backward ? g.maximum - 1 : g.maximum + 1;
    const spans: [LunarPhaseName, number | null, number | null][] = [['penumbral', g.penumbralBegin, g.penumbralEnd], ['partial', g.partialBegin, g.partialEnd], ['total', g.totalBegin, g.totalEnd]];
    const phases = spans.filter(([, b, e]) => b !== null && e !== null).map(([phase, b, e]) => ({ phase, begin: b!, end: e!, visibleFraction: visibleShare(ephemeris, b!, e!, place) }));
    if (!phases.some((p) => p.visibleFraction > 0)) continue;
    const begin = phases[0]!.begin;
    const end = phases[0]!.end;
    const within = (x: number | null) => (x !== null && x < end ? x : null);
    return {
      global: g, type: lunarType(g.flags), phases,
      moonrise: within(ephemeris.riseTransit(begin, 1, 'rise', place)), moonset: within(ephemeris.riseTransit(begin, 1, 'set', place)),
    };
  }
  throw new ApiError('CALCULATION_ERROR', `No lunar eclipse visible from this place was found within twelve eclipses ${backward ? 'before' : 'after'} the date`);
}
