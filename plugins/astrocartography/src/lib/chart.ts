/**
 * The birth moment and bodies the astrocartography operations map: the resolved moment (core's
 * resolveMoment), each body's apparent right ascension and declination of date (swe_calc_ut
 * SEFLG_EQUATORIAL) and Greenwich apparent sidereal time (swe_sidtime x 15).
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { checkBodyIds, chartSettings, momentEcho, resolveMoment, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import type { EquatorialBody } from './lines.js';

/** Sun ... Pluto: the bodies of Lewis's maps. */
export const DEFAULT_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Bodies with a position of date the ephemeris serves everywhere (the asteroids need 1800-2400, which canPlace checks). */
export const SUPPORTED_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20];

export const KYIV_BIRTH = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } as const;

export function birthSky(body: BirthInput & { planetIds?: number[] }, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode = 'en') {
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODIES);
  const { ephemeris } = services;
  const moment = resolveMoment(body, services);
  const settings = chartSettings(body);
  const jd = moment.julianDayUT;
  const ids = [...new Set(body.planetIds ?? DEFAULT_BODIES)];
  const bodies: EquatorialBody[] = ids.map((id) => {
    const eq = ephemeris.equatorial(jd, id);
    return { id, rightAscension: eq.rightAscension, declination: eq.declination };
  });
  return { jd, moment: momentEcho(moment, ephemeris), settings: settingsEcho(settings, jd, ephemeris, lang), bodies, gastDeg: ephemeris.siderealTimeHours(jd) * 15 };
}
