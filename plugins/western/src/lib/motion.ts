/** POST /planets/motion: each planet's daily motion against its mean, and its nearest station. */
import { jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { bodyNaming } from './vocabulary.js';
import { castChart, MEAN_DAILY_MOTION, momentEcho, motionStatus, nearestStation, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';

export const MOTION_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export function planetsMotion(birth: BirthInput, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const chart = castChart(birth, services, { bodies: MOTION_BODIES });
  const jd = chart.moment.julianDayUT;
  const planets = chart.bodies.map((b) => {
    const mean = MEAN_DAILY_MOTION[b.id]!;
    const station = nearestStation(ephemeris, b.id, jd, chart.settings);
    return {
      id: b.id,
      ...bodyNaming(b.id, b.name, lang),
      speed: b.speed,
      meanDailyMotion: mean,
      speedRatio: b.speed / mean,
      status: motionStatus(b.speed, mean),
      nearestStation: station ? { kind: station.kind, date: jdToIsoWithOffset(station.jd, chart.moment.timezoneOffset * 60), daysAway: station.jd - jd } : null,
    };
  });
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    planets,
    warnings: chart.warnings,
  };
}
