/**
 * The tabular ephemeris: the printed-ephemeris page (longitude, daily motion, declination of each
 * body at a fixed UT time on each step) every predictive technique is read against. Longitudes
 * from swe_calc_ut with SEFLG_SPEED in the asked zodiac; declination with SEFLG_EQUATORIAL (of
 * date, never sidereal). The bound of /aspect-timeline applies: at most 5000 ephemeris points.
 */
import { ApiError, jdToIsoWithOffset, position } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { bodyNaming } from './vocabulary.js';
import { bodyById, chartSettings, checkBodyIds, EVENT_YEARS, parseDate, SUPPORTED_BODY_IDS, timeToHours } from '@celestial/core/astro';
import { MAX_EPHEMERIS_POINTS } from './timing.js';

/** Sun to Pluto, mean and true node, Chiron. */
export const EPHEMERIS_DEFAULT_BODIES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15];

export interface EphemerisInput {
  startDate: string; endDate: string; stepDays?: number; planetIds?: number[];
  zodiacType?: 'tropical' | 'sidereal'; ayanamsa?: string; time?: string;
}

/** The sample instants: startDate at `time` UT, then every stepDays while not past endDate at `time`. */
export function ephemerisSteps(start: number, end: number, step: number): number {
  return Math.floor((end - start) / step + 1e-9) + 1;
}

export function ephemerisTable(body: EphemerisInput, services: { ephemeris: Ephemeris }, lang: LangCode = 'en') {
  const { ephemeris } = services;
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const ids = [...new Set(body.planetIds ?? EPHEMERIS_DEFAULT_BODIES)];
  const hours = timeToHours(body.time ?? '00:00:00');
  const at = (date: string, field: string) => {
    const { year, month, day } = parseDate(date);
    if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) throw ApiError.invalidField(field, `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
    return ephemeris.julianDay(year, month, day, hours);
  };
  const start = at(body.startDate, 'startDate');
  const end = at(body.endDate, 'endDate');
  if (end < start) throw ApiError.invalidField('endDate', 'must not be before startDate');
  const step = body.stepDays ?? 1;
  const steps = ephemerisSteps(start, end, step);
  const points = steps * ids.length;
  if (points > MAX_EPHEMERIS_POINTS) {
    throw ApiError.invalidField('stepDays', `${steps} steps x ${ids.length} bodies = ${points} ephemeris points; at most ${MAX_EPHEMERIS_POINTS} per request (raise stepDays or shorten the range)`);
  }
  ids.forEach((id, i) => {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`planetIds.${i}`, `${bodyById(id)?.name ?? id} has an ephemeris for 1800-2400 only`);
  });
  const settings = chartSettings({ zodiacType: body.zodiacType, ayanamsa: body.ayanamsa });
  const rows = [];
  for (let k = 0; k < steps; k++) {
    const jd = start + k * step;
    rows.push({
      date: jdToIsoWithOffset(jd, 0), // the request reads its times in UT and names no zone: +00:00
      julianDayUT: jd,
      bodies: ids.map((id) => {
        const p = ephemeris.position(jd, id, settings);
        // Full precision (DESIGN.md, Vocabulary: "no operation rounds by itself"); the position
        // members (sign 1-12, signName, degreeInSign, formatted) are core's.
        return {
          id,
          ...bodyNaming(id, bodyById(id)?.name ?? `Body ${id}`, lang),
          ...position(p.longitude, lang),
          speed: p.longitudeSpeed,
          retrograde: p.longitudeSpeed < 0,
          declination: ephemeris.equatorial(jd, id).declination,
        };
      }),
    });
  }
  return {
    zodiacType: settings.zodiacType,
    ayanamsa: settings.ayanamsa,
    stepDays: step,
    rows,
    points,
    ephemeris: ephemeris.sourceFor(start) === ephemeris.sourceFor(end) ? ephemeris.sourceFor(start) : 'moshier',
  };
}
