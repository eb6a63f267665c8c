/**
 * Transits and the Moon's course: /moon-voc, /transits, /transit-calendar, /transits/lunations,
 * /moon-aspects, /lunation-charts. Every time search is a bracket-and-refine root search:
 * findIngresses and findLunations (core/src/astro/events.ts) and, where one angle is tested
 * against many targets, the shared-sample track of core/src/astro/crossings.ts.
 */
import { ApiError, bodySlug, jdToIsoWithOffset, kebab, position, signName, term } from '@celestial/core';
import type { Clock, Ephemeris, LangCode, TimeZones, ZodiacSettings } from '@celestial/core';
import {
  aspectByAngle, aspectReference, bodyById, bodyTrack, castChart, castHouses, checkBodyIds, chartSettings, eventRange, EVENT_YEARS, findIngresses, findLunations, houseOfBody,
  isApplyingAspect, jdToIso, momentEcho, settingsEcho, normalizeDegrees, placeBodies, placeBody, resolveMoment, angleTrack, trackCrossings, trackBrackets, refineBracket, shortestArc, signOf, SIGN_NAMES,
  DEFAULT_CHART_BODIES, SUPPORTED_BODY_IDS, crossingStep, extendTrack, voidOfPassage as voidPassageOf, VOC_MODERN, VOC_TRADITIONAL,
} from '@celestial/core/astro';
import type { BirthInput, CastChart, CrossingBracket, AngleTrack } from '@celestial/core/astro';
import type { HouseSystemCode } from '@celestial/core/astro';
import { bodyNaming, bodyRefOfName, refOut } from './vocabulary.js';
import { localTime } from './time-events.js';

export interface Services {
  ephemeris: Ephemeris;
  timeZones: TimeZones;
}

export const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };
export const PTOLEMAIC = [0, 60, 90, 120, 180] as const;
export const nameOf = (id: number) => bodyById(id)?.name ?? `Body ${id}`;

/** An aspect by its angle (core's aspectReference; the name the Western libs import). */
export const aspectRef = aspectReference;

/**
 * An aspect by its angle as the answers' reference, { slug, name in lang }: an angle outside the
 * table keeps its degrees as its name. The contact lists write it directly: their English
 * `${angle}°` label for an off-table angle passed withAspectRefs untouched as a bare string,
 * breaking the { slug, name } their schemas declare (aspectAngles [192.1] on /moon-aspects and
 * [72.5] on /sky-aspects; Schemathesis, issue 10).
 */
export function aspectNaming(angle: number, lang: LangCode): { slug: string; name: string } {
  const { slug, name } = aspectRef(angle, lang);
  return { slug, name };
}

/** Both sides of an aspect angle as separations (0 and 180 have one). */
function sidesOf(angle: number): number[] {
  const a = normalizeDegrees(angle);
  const m = Math.min(a, 360 - a);
  return m === 0 || m === 180 ? [m] : [m, 360 - m];
}

function checkAngles(angles: readonly number[] | undefined): number[] {
  return [...new Set((angles ?? PTOLEMAIC).map((a) => Math.min(normalizeDegrees(a), 360 - normalizeDegrees(a))))];
}

/** ISO text of a UT Julian day shown at an offset (hours east): 2024-01-01T10:58:50+02:00. */
function localIso(ephemeris: Ephemeris, jd: number, offset: number): string {
  const utc = jdToIso(ephemeris, jd + offset / 24).replace(/Z$/, '');
  const sign = offset < 0 ? '-' : '+';
  const m = Math.round(Math.abs(offset) * 60);
  return `${utc}${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function checkZone(timeZones: TimeZones, zone: string | undefined, field = 'timezone'): void {
  if (zone !== undefined && zone !== 'auto' && !timeZones.isValidZone(zone)) throw ApiError.invalidField(field, 'must be an IANA zone name such as Europe/Kyiv');
}

// ---- /moon-voc ------------------------------------------------------------------------------

export { VOC_MODERN, VOC_TRADITIONAL };

interface VocWindow {
  start: string;
  end: string;
  startJulianDayUT: number;
  endJulianDayUT: number;
  lastAspect: { planet: string; aspect: string; angle: number; at: string } | null;
  nextSign: number;
  nextSignName: string;
}

/**
 * The void of a sign passage [ingressIn, ingressOut]: from the Moon's last exact Ptolemaic
 * aspect in the sign (to the planets of the method) to the ingress out; from the ingress in when
 * she perfects none.
 */
function voidOfPassage(ephemeris: Ephemeris, from: number, to: number, nextSignIndex: number, planets: readonly number[], at: (jd: number) => string, lang: LangCode): VocWindow {
  // The passage's void is core's (core/src/astro/void-of-course.ts), shared with the event engine.
  const { startJd, lastAspect: last } = voidPassageOf(ephemeris, from, to, planets);
  return {
    start: at(startJd),
    end: at(to),
    startJulianDayUT: startJd,
    endJulianDayUT: to,
    lastAspect: last ? { planet: nameOf(last.planet), aspect: aspectRef(last.angle).name, angle: last.angle, at: at(last.jd) } : null,
    nextSign: nextSignIndex + 1,
    nextSignName: signName(nextSignIndex + 1, lang),
  };
}

export function moonVoid(
  body: { date: string; time?: string; timezoneOffset?: number | null; timezone?: string; method?: 'modern' | 'traditional' },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  if (body.timezone === 'auto') throw ApiError.invalidField('timezone', 'auto needs a place; send an IANA zone name or timezoneOffset');
  checkZone(timeZones, body.timezone);
  const year = Number(body.date.slice(0, 4));
  if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) throw ApiError.invalidField('date', `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  const moment = resolveMoment({ date: body.date, time: body.time ?? '00:00:00', timezoneOffset: body.timezoneOffset, timezone: body.timezone, latitude: 0, longitude: 0 }, services);
  const jd = moment.julianDayUT;
  const planets = body.method === 'traditional' ? VOC_TRADITIONAL : VOC_MODERN;
  // The Moon stays 2-2.7 days in a sign: three days either side hold the ingresses around jd.
  const before = findIngresses(ephemeris, 1, jd - 3, jd, TROPICAL);
  const after = findIngresses(ephemeris, 1, jd, jd + 6, TROPICAL);
  const prev = before[before.length - 1];
  const next = after[0];
  const following = after[1];
  if (!prev || !next || !following) throw new ApiError('CALCULATION_ERROR', 'The Moon\'s ingresses around this instant could not be found');
  // Instants in the request's zone (the offset it keeps at each instant), or its fixed offset.
  const at = (x: number) => localTime(ephemeris, timeZones, x, moment.timezone, moment.timezoneOffset);
  const passage = voidOfPassage(ephemeris, prev.jd, next.jd, next.toSignIndex, planets, at, lang);
  const isVoid = passage.startJulianDayUT <= jd;
  const nextWindow = isVoid ? voidOfPassage(ephemeris, next.jd, following.jd, following.toSignIndex, planets, at, lang) : passage;
  const moon = placeBody(ephemeris, jd, 1, chartSettings({}));
  return {
    moment: momentEcho(moment, ephemeris),
    method: body.method ?? 'modern',
    isVoid,
    moon: position(moon.longitude, lang),
    current: isVoid ? passage : null,
    next: nextWindow,
  };
}

// ---- natal points shared by /transits, /transit-calendar, /transits/lunations ----------------

interface NatalPoint { id: number | null; name: string; longitude: number }

function natalPoints(chart: CastChart, ids?: readonly number[], withAngles = true): NatalPoint[] {
  const pts: NatalPoint[] = chart.bodies.filter((b) => !ids || ids.includes(b.id)).map((b) => ({ id: b.id, name: b.name, longitude: b.longitude }));
  if (withAngles) pts.push({ id: null, name: 'Ascendant', longitude: normalizeDegrees(chart.angles.ascendant) }, { id: null, name: 'MC', longitude: normalizeDegrees(chart.angles.mc) });
  return pts;
}

/**
 * A natal point as the answers name it: a body, or an angle by the chart-angle table (the MC as
 * `midheaven`, as every other answer slugs it), its name in `lang` (issue 12: the natal points
 * of /transits and /transit-calendar were English in every language).
 */
export const pointRef = (p: NatalPoint, lang: LangCode = 'en') => ({ id: p.id, slug: bodyRefOfName(p.name, lang).slug, name: bodyRefOfName(p.name, lang).name, longitude: p.longitude });

// ---- /transits --------------------------------------------------------------------------------

export const TRANSIT_DEFAULT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export function transitsAt(
  body: BirthInput & { targetDate?: string; targetTime?: string; transitPlanetIds?: number[]; aspectAngles?: number[]; orb?: number },
  services: Services & { clock: Clock },
  lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  const natal = castChart(body, services);
  const date = body.targetDate ?? services.clock.now().toISOString().slice(0, 10);
  const year = Number(date.slice(0, 4));
  if (year < EVENT_YEARS.first || year > EVENT_YEARS.last) throw ApiError.invalidField('targetDate', `must be a date in the years ${EVENT_YEARS.first}-${EVENT_YEARS.last}`);
  const time = body.targetTime ?? '12:00:00';
  const m = resolveMoment({ date, time, timezoneOffset: 0, latitude: 0, longitude: 0 }, services);
  const jd = m.julianDayUT;
  const orb = body.orb ?? 2;
  const angles = checkAngles(body.aspectAngles);
  const ids = [...new Set(body.transitPlanetIds ?? TRANSIT_DEFAULT)];
  const { bodies, warnings } = placeBodies(ephemeris, jd, ids, natal.settings);
  const points = natalPoints(natal);
  const aspects = [];
  for (const t of bodies) {
    for (const p of points) {
      const sep = shortestArc(t.longitude, p.longitude);
      let best: { angle: number; orb: number } | null = null;
      for (const a of angles) {
        const o = Math.abs(sep - a);
        if (o <= orb && (!best || o < best.orb)) best = { angle: a, orb: o };
      }
      if (!best) continue;
      aspects.push({
        transitPlanet: refOut(t, lang),
        natalPoint: pointRef(p, lang),
        type: aspectRef(best.angle, lang),
        orb: best.orb,
        isApplying: isApplyingAspect({ id: t.id, name: t.name, longitude: t.longitude, speed: t.speed }, { id: -1, name: p.name, longitude: p.longitude, speed: 0 }, best.angle),
        // The transit moment is read in UT (targetTime at offset 0), so its instants say +00:00.
        exactAt: nearestExactJd(ephemeris, t.id, p.longitude, best.angle, jd, orb, t.speed, natal.settings, (x) => jdToIsoWithOffset(x, 0)),
      });
    }
  }
  return {
    moment: momentEcho(m, ephemeris),
    settings: settingsEcho(natal.settings, jd, ephemeris, lang),
    natalMoment: momentEcho(natal.moment, ephemeris),
    transitPlanets: bodies.map((b) => ({
      id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), speed: b.speed, retrograde: b.retrograde, natalHouse: houseOfBody(b.longitude, natal.cusps, natal.settings.houseSystem),
    })),
    aspects,
    warnings: [...natal.warnings, ...warnings],
  };
}

/** The exact instant nearest jd within +-orb/speed (at most 400 days), or null. */
function nearestExactJd(ephemeris: Ephemeris, id: number, natalLon: number, angle: number, jd: number, orb: number, speed: number, zodiac: ZodiacSettings, write: (jd: number) => string): string | null {
  const span = Math.min(400, Math.max(0.5, (1.5 * orb) / Math.max(Math.abs(speed), 1e-3)));
  const track = bodyTrack(ephemeris, id, jd - span, jd + span, zodiac);
  let best: number | null = null;
  for (const side of sidesOf(angle)) {
    for (const r of trackCrossings(track, natalLon + side)) if (best === null || Math.abs(r.jd - jd) < Math.abs(best - jd)) best = r.jd;
  }
  return best === null ? null : write(best);
}

// ---- /transit-calendar ------------------------------------------------------------------------

export const CALENDAR_TRANSITS = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const CALENDAR_NATAL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Days searched beyond the range so a series that began (or ends) outside has its orb entry (exit). */
function padFor(id: number): number {
  if (id === 1) return 1;
  if (id === 0) return 4;
  if (id === 2 || id === 3) return 60;
  if (id === 4) return 90;
  return 250;
}

/** Crossings of target - orb and target + orb (each toggles inside/outside the orb), in time order. */
function orbBounds(track: AngleTrack, target: number, orb: number): CrossingBracket[] {
  return [...trackBrackets(track, target - orb), ...trackBrackets(track, target + orb)].sort((a, b) => a.guess - b.guess);
}

/** A bracket's root, refined once per target (a series' orb exit may be the next one's entry). */
function refinedJd(refined: Map<CrossingBracket, number>, track: AngleTrack, b: CrossingBracket): number {
  let jd = refined.get(b);
  if (jd === undefined) refined.set(b, (jd = refineBracket(track, b)));
  return jd;
}

/** A Hermite guess is within seconds of its root; passes this close to the range ends are refined before they are judged in or out. */
const GUESS_MARGIN = 0.01;

export function transitCalendar(
  body: BirthInput & { startDate: string; endDate: string; transitPlanetIds?: number[]; planetIds?: number[]; aspectAngles?: number[]; orb?: number },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most 366 days after startDate');
  checkBodyIds(body.transitPlanetIds, 'transitPlanetIds', SUPPORTED_BODY_IDS);
  checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
  const orb = body.orb ?? 1;
  const angles = checkAngles(body.aspectAngles);
  const natal = castChart(body, services, { bodies: [...new Set([...DEFAULT_CHART_BODIES, ...(body.planetIds ?? [])])] });
  const points = natalPoints(natal, body.planetIds ?? CALENDAR_NATAL, body.planetIds === undefined);
  const transitIds = [...new Set(body.transitPlanetIds ?? CALENDAR_TRANSITS)];
  const events = [];
  for (const id of transitIds) {
    const pad = padFor(id);
    if (!ephemeris.canPlace(start - pad, id) || !ephemeris.canPlace(end + pad, id)) throw ApiError.invalidField(`transitPlanetIds.${transitIds.indexOf(id)}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
    // The track covers the range (and one step beyond); it is lengthened toward start - pad or
    // end + pad only when a series reaches its ends, so the pads are sampled only when needed.
    const step = crossingStep(id);
    let track = bodyTrack(ephemeris, id, start - step, end + step, natal.settings, step);
    for (const p of points) {
      for (const angle of angles) {
        for (const side of sidesOf(angle)) {
          const target = p.longitude + side;
          // Brackets first (Hermite guesses, no ephemeris call); only the passes and orb
          // boundaries that are reported get refined on the ephemeris (crossings.ts).
          let exactBrackets = trackBrackets(track, target);
          if (!exactBrackets.some((b) => b.guess >= start - GUESS_MARGIN && b.guess <= end + GUESS_MARGIN)) continue;
          // Orb boundaries: each crossing of target -+ orb toggles inside/outside.
          let bounds = orbBounds(track, target, orb);
          // A pass in the range whose series has no orb entry (exit) on the track: lengthen it.
          for (;;) {
            const inRange = exactBrackets.filter((b) => b.guess >= start - GUESS_MARGIN && b.guess <= end + GUESS_MARGIN);
            const t0 = track.times[0]!, t1 = track.times[track.times.length - 1]!;
            const needsEarlier = t0 > start - pad && inRange.some((x) => !bounds.some((b) => b.guess < x.guess));
            const needsLater = t1 < end + pad && inRange.some((x) => !bounds.some((b) => b.guess > x.guess));
            if (!needsEarlier && !needsLater) break;
            track = extendTrack(track, needsEarlier ? start - pad : t0, needsLater ? end + pad : t1, step);
            exactBrackets = trackBrackets(track, target);
            bounds = orbBounds(track, target, orb);
          }
          const refined = new Map<CrossingBracket, number>();
          const used = new Set<CrossingBracket>();
          for (const exb of exactBrackets) {
            if (used.has(exb) || exb.guess < start - GUESS_MARGIN || exb.guess > end + GUESS_MARGIN) continue;
            const exJd = refinedJd(refined, track, exb);
            if (exJd < start || exJd > end) continue;
            const enterB = [...bounds].reverse().find((b) => b.guess < exb.guess) ?? null;
            const leaveB = bounds.find((b) => b.guess > exb.guess) ?? null;
            const enter = enterB === null ? null : refinedJd(refined, track, enterB);
            const leave = leaveB === null ? null : refinedJd(refined, track, leaveB);
            const seriesBrackets = exactBrackets.filter((b) => (enterB === null || b.guess > enterB.guess) && (leaveB === null || b.guess < leaveB.guess));
            seriesBrackets.forEach((b) => used.add(b));
            const series = seriesBrackets.map((b) => ({ jd: refinedJd(refined, track, b), direction: b.direction }));
            const first = series.find((r) => r.jd >= start) ?? series[0]!;
            // At an exact pass the transiting longitude is the target itself (to the root's
            // tolerance), so its sign and house need no further ephemeris call.
            const at = { longitude: normalizeDegrees(target), sign: signOf(normalizeDegrees(target)).sign };
            events.push({
              transitPlanet: nameOf(id),
              transitPlanetId: id,
              natalPoint: pointRef(p, lang),
              aspect: aspectRef(angle, lang),
              // Instants at the zone the request resolved (the birth data's), as /cycles.
              enterOrbAt: enter === null ? null : jdToIsoWithOffset(enter, natal.moment.timezoneOffset * 60),
              exactAt: series.map((r) => jdToIsoWithOffset(r.jd, natal.moment.timezoneOffset * 60)),
              leaveOrbAt: leave === null ? null : jdToIsoWithOffset(leave, natal.moment.timezoneOffset * 60),
              retrogradeAtExact: series.map((r) => r.direction < 0),
              transitSign: at.sign,
              natalHouse: houseOfBody(at.longitude, natal.cusps, natal.settings.houseSystem),
              firstExactJulianDayUT: first.jd,
            });
          }
        }
      }
    }
  }
  events.sort((a, b) => a.firstExactJulianDayUT - b.firstExactJulianDayUT);
  return { events, count: events.length, warnings: natal.warnings };
}

// ---- /transits/lunations ---------------------------------------------------------------------

const CONTACT_ANGLES = [0, 90, 180] as const;

export function transitLunations(body: BirthInput & { startDate: string; endDate: string; orb?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 2);
  const natal = castChart(body, services);
  const orb = body.orb ?? 3;
  const points = natalPoints(natal);
  const lunations = findLunations(ephemeris, start, end).filter((l) => l.phase === 0 || l.phase === 180).map((l) => {
    const kind = l.phase === 0 ? 'new' as const : 'full' as const;
    const moon = placeBody(ephemeris, l.jd, 1, natal.settings);
    // swe_sol_eclipse_when_glob / swe_lun_eclipse_when from one day before: a maximum within 12 h.
    const max = ephemeris.nextEclipseMaximum(l.jd - 1, kind === 'new' ? 'solar' : 'lunar');
    const contacts = [];
    for (const p of points) {
      const sep = shortestArc(moon.longitude, p.longitude);
      for (const a of CONTACT_ANGLES) {
        const o = Math.abs(sep - a);
        if (o <= orb) contacts.push({ point: pointRef(p, lang), aspect: aspectRef(a, lang), angle: a, orb: o });
      }
    }
    return {
      kind,
      at: jdToIsoWithOffset(l.jd, natal.moment.timezoneOffset * 60), // at the birth data's zone
      julianDayUT: l.jd,
      ...position(moon.longitude, lang),
      natalHouse: houseOfBody(moon.longitude, natal.cusps, natal.settings.houseSystem),
      isEclipse: max !== null && Math.abs(max - l.jd) <= 0.5,
      contacts,
    };
  });
  return { lunations, count: lunations.length };
}

// ---- /moon-aspects ----------------------------------------------------------------------------

export const MOON_ASPECT_PLANETS = [0, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export function moonAspects(body: { year: number; month?: number; planetIds?: number[]; aspectAngles?: number[]; timezoneOffset?: number }, services: Services, lang: LangCode = 'en') {
  const { ephemeris } = services;
  const ids = [...new Set(body.planetIds ?? MOON_ASPECT_PLANETS)];
  checkBodyIds(ids, 'planetIds', SUPPORTED_BODY_IDS.filter((x) => x !== 1));
  const offset = body.timezoneOffset ?? 0;
  const angles = checkAngles(body.aspectAngles);
  // The year (or month) in local time at timezoneOffset.
  const start = ephemeris.julianDay(body.year, body.month ?? 1, 1, -offset);
  const end = body.month === undefined || body.month === 12
    ? ephemeris.julianDay(body.year + 1, 1, 1, -offset)
    : ephemeris.julianDay(body.year, body.month + 1, 1, -offset);
  const out = [];
  for (const [i, id] of ids.entries()) {
    if (!ephemeris.canPlace(start, id) || !ephemeris.canPlace(end, id)) throw ApiError.invalidField(`planetIds.${i}`, `${nameOf(id)} has an ephemeris for 1800-2400 only`);
    // Moon - planet moves 10-16 deg/day and never stations: one-day samples, monotonic pieces.
    const track = angleTrack((t) => {
      const m = ephemeris.position(t, 1, TROPICAL);
      const q = ephemeris.position(t, id, TROPICAL);
      return { value: m.longitude - q.longitude, speed: m.longitudeSpeed - q.longitudeSpeed };
    }, start, end, 1);
    for (const angle of angles) {
      for (const side of sidesOf(angle)) {
        for (const r of trackCrossings(track, side)) {
          if (r.jd < start || r.jd >= end) continue;
          const m = ephemeris.position(r.jd, 1, TROPICAL).longitude;
          const q = ephemeris.position(r.jd, id, TROPICAL).longitude;
          out.push({
            at: jdToIsoWithOffset(r.jd, offset * 60),
            localTime: localIso(ephemeris, r.jd, offset),
            julianDayUT: r.jd,
            planet: nameOf(id),
            id, slug: bodySlug(id) ?? String(id),
            aspect: aspectNaming(angle, lang),
            angle,
            moonLongitude: normalizeDegrees(m),
            moonSign: signOf(normalizeDegrees(m)).sign,
            planetLongitude: normalizeDegrees(q),
            planetSign: signOf(normalizeDegrees(q)).sign,
          });
        }
      }
    }
  }
  out.sort((a, b) => a.julianDayUT - b.julianDayUT);
  return { aspects: out, count: out.length };
}

// ---- /lunation-charts -------------------------------------------------------------------------

export function lunationCharts(
  body: { startDate: string; endDate: string; latitude: number; longitude: number; timezoneOffset?: number | null; timezone?: string; houseSystem?: HouseSystemCode; kinds?: ('new' | 'full')[] },
  services: Services,
  lang: LangCode = 'en',
) {
  const { ephemeris, timeZones } = services;
  checkZone(timeZones, body.timezone);
  const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 1);
  if (end - start > 367) throw ApiError.invalidField('endDate', 'must be at most one year after startDate');
  const kinds = new Set(body.kinds ?? ['new', 'full']);
  const settings = chartSettings({ houseSystem: body.houseSystem });
  const zone = body.timezone === 'auto' ? timeZones.zoneAt(body.latitude, body.longitude) : body.timezone ?? null;
  const charts = findLunations(ephemeris, start, end)
    .filter((l) => (l.phase === 0 && kinds.has('new')) || (l.phase === 180 && kinds.has('full')))
    .map((l) => {
      const jd = l.jd;
      let offset = body.timezoneOffset ?? 0;
      if (zone) {
        // The zone's offset at the local wall time of the instant (two passes settle it).
        const iso = (o: number) => jdToIso(ephemeris, jd + o / 24);
        const guess = timeZones.offsetAtLocal(zone, iso(0).slice(0, 10), iso(0).slice(11, 19));
        offset = timeZones.offsetAtLocal(zone, iso(guess).slice(0, 10), iso(guess).slice(11, 19));
      }
      const { cusps, angles } = castHouses(ephemeris, jd, body.latitude, body.longitude, settings);
      const { bodies } = placeBodies(ephemeris, jd, DEFAULT_CHART_BODIES, settings);
      const moon = bodies.find((b) => b.id === 1)!;
      const deltaTSeconds = ephemeris.deltaTSeconds(jd);
      return {
        kind: l.phase === 0 ? 'new' as const : 'full' as const,
        // The chart's moment in the shape of every chart-derived answer (core's Moment, as /chart); the local instant beside it.
        moment: { utc: jdToIso(ephemeris, jd), timezoneOffset: offset, timezone: zone, julianDayUT: jd, deltaTSeconds, ephemeris: ephemeris.sourceFor(jd) },
        at: localIso(ephemeris, jd, offset),
        ...position(moon.longitude, lang),
        lunationHouse: houseOfBody(moon.longitude, cusps, settings.houseSystem),
        ascendant: angles.ascendant,
        mc: angles.mc,
        planets: bodies.map((b) => ({ id: b.id, ...bodyNaming(b.id, b.name, lang), ...position(b.longitude, lang), house: houseOfBody(b.longitude, cusps, settings.houseSystem) })),
      };
    });
  // The settings every chart is cast with, echoed once as /chart echoes its own (tropical: no ayanamsa value to read at a date).
  return { settings: settingsEcho(settings, start, ephemeris, lang), charts, count: charts.length };
}

