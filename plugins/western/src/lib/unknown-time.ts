/**
 * A birth date without a time: the chart at local noon (the usual convention: the Moon is then
 * at most about 7 degrees from its true place), the Moon's span over the local day (00:00-24:00),
 * the planets changing sign that day, and the clock window in which each sign rises. The sign
 * changes of the Ascendant and of the bodies are the roots of 12 x angle = 0 (mod 360) found by
 * core/src/astro/time-sensitivity.ts over +-12 hours of local noon, with the Equal system (the
 * Ascendant is the same in every system, and Equal has no polar refusal).
 */
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { jdToIsoWithOffset, position } from '@celestial/core';
import { bodyNaming, signOut } from './vocabulary.js';
import { chartSettings, jdToIso, momentEcho, normalizeDegrees, placeBodies, resolveMoment, settingsEcho, signOf, timeSensitivity, DEFAULT_CHART_BODIES } from '@celestial/core/astro';
import type { SignName } from '@celestial/core/astro';

export interface Services { ephemeris: Ephemeris; timeZones: TimeZones }

const SIGN_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface RisingWindow { sign: SignName; from: string; to: string; fromUtc: string; toUtc: string; wrapsMidnight: boolean }

/**
 * The rising signs of a day from the Ascendant's sign changes (in time order): one window per
 * stretch of the Ascendant in a sign. The sign rising at 00:00 rises again before 24:00 (a
 * sidereal day is 23 h 56 min); when the day ends in it, its two pieces are one window across
 * midnight (from the late start to the early end). Where the last 3 min 56 s of the day carry
 * the Ascendant through more than one sign (high latitudes), the first and last signs keep a
 * window at each end: the clock times at which a sign rises are what the answer is for, and
 * merging pieces that are not adjacent in time would claim hours in which another sign rose.
 */
export function risingWindows(
  changes: readonly { jd: number; fromSign: SignName; toSign: SignName }[],
  start: number, end: number, clock: (jd: number) => string, utc: (jd: number) => string,
): RisingWindow[] {
  if (changes.length === 0) return [];
  const pieces: { sign: SignName; a: number; b: number }[] = [{ sign: changes[0]!.fromSign, a: start, b: changes[0]!.jd }];
  changes.forEach((c, i) => pieces.push({ sign: c.toSign, a: c.jd, b: i + 1 < changes.length ? changes[i + 1]!.jd : end }));
  const first = pieces[0]!;
  const last = pieces[pieces.length - 1]!;
  const windows: RisingWindow[] = [];
  const wrap = pieces.length > 1 && first.sign === last.sign;
  for (const p of wrap ? pieces.slice(1, -1) : pieces) windows.push({ sign: p.sign, from: clock(p.a), to: clock(p.b), fromUtc: utc(p.a), toUtc: utc(p.b), wrapsMidnight: false });
  if (wrap) windows.push({ sign: last.sign, from: clock(last.a), to: clock(first.b), fromUtc: utc(last.a), toUtc: utc(first.b), wrapsMidnight: true });
  return windows;
}

export function unknownTimeChart(
  body: { date: string; latitude: number; longitude: number; timezoneOffset?: number | null; timezone?: string; zodiacType?: 'tropical' | 'sidereal'; ayanamsa?: string },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  const noon = resolveMoment({ ...body, time: '12:00:00' }, services);
  const settings = { ...chartSettings(body), houseSystem: 'E' as const };
  const jd = noon.julianDayUT;
  const offset = noon.timezoneOffset;
  const start = jd - 0.5;
  const end = jd + 0.5;
  const { bodies, warnings } = placeBodies(ephemeris, jd, DEFAULT_CHART_BODIES, settings);
  const s = timeSensitivity(ephemeris, jd, body.latitude, body.longitude, settings, SIGN_BODIES, 720);
  // The clock time is what follows the 'T' (years before 0 are written -YYYYYY, so no fixed offset).
  const clock = (t: number) => jdToIso(ephemeris, t + offset / 24).split('T')[1]!.slice(0, 8);
  const utc = (t: number) => jdToIso(ephemeris, t);
  // Instants at the request's offset (DESIGN.md, Vocabulary); `...Utc` members stay UTC beside them.
  const local = (t: number) => jdToIsoWithOffset(t, offset * 60);
  const moonAt = (t: number) => normalizeDegrees(ephemeris.position(t, 1, settings).longitude);
  const moonChange = s.signChanges.find((c) => c.body === 1);
  return {
    moment: momentEcho(noon, ephemeris),
    settings: settingsEcho(settings, jd, ephemeris, lang),
    day: { from: local(start), to: local(end), timezoneOffset: offset },
    noonChart: {
      planets: bodies.map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), speed: b.speed, retrograde: b.retrograde })),
    },
    moonRange: {
      startLongitude: moonAt(start),
      endLongitude: moonAt(end),
      startSign: signOf(moonAt(start)).sign,
      endSign: signOf(moonAt(end)).sign,
      signChange: moonChange ? { at: local(moonChange.jd), localTime: clock(moonChange.jd), toSign: moonChange.toSign } : null,
    },
    planetSignChanges: s.signChanges.filter((c) => c.body !== 1).map((c) => ({ planet: c.name, at: local(c.jd), localTime: clock(c.jd), fromSign: c.fromSign, toSign: c.toSign })),
    risingSigns: risingWindows(s.ascendant.changes, start, end, clock, utc).map(({ sign, ...w }) => ({ ...signOut(sign, lang), ...w })),
    warnings,
  };
}
