/**
 * The ten polled streams (catalogue/platform.jsonl, /stream/*; SERVICE-SPEC "POST
 * /stream/eclipse-incoming" and "POST /stream/planetary-hour-changes"): the state of one sky
 * quantity now, the instants it changes next, and `nextEventAt`, the first instant at which the
 * answer's state changes (a phase name, a sign, an hour, a station...), found by the same
 * root finders as the webhook detector (core/src/astro/sky-events.ts, events.ts): before it a
 * poll returns the same state. Instants are ISO 8601 with the offset the request gives
 * (timezoneOffset), +00:00 otherwise.
 */
import type { Ephemeris, LangCode } from '@celestial/core';
import { ApiError, bodyName, bodySlug, jdToIsoWithOffset, position, sentence, signName, term } from '@celestial/core';
import {
  aspectReference, brentRoot, chartSettings, eclipsesAfter, findAngleRoots, findLongitudeCrossings, findStations, ingressesBetween, lunarMansionNamed, lunarMansionOf, LUNAR_MANSIONS, MANSION_SPAN,
  normalizeDegrees, phaseOfElongation, planetaryDayAt, exactAspectsBetween, STATION_PLANETS, SUN_TO_PLUTO_WITHOUT_MOON, voidPeriods,
} from '@celestial/core/astro';
import type { PlanetaryHour } from '@celestial/core/astro';

const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };
const JD_UNIX = 2440587.5;
export const jdOfDate = (d: Date) => d.getTime() / 86_400_000 + JD_UNIX;

/** The members every stream answer ends with. */
export function streamTail(nextEventJd: number | null, tickSeconds: number, lang: LangCode, offsetMinutes = 0) {
  return {
    nextEventAt: nextEventJd === null ? null : jdToIsoWithOffset(nextEventJd, offsetMinutes),
    tickSeconds,
    transport: 'http-polling',
    sseUpgrade: 'planned',
    // The streams are price tier 1 (SERVICE-SPEC "Limits": 10 credits a call).
    pricing: sentence('stream-pricing', 'per-call', lang, { tier: 1, credits: 10 }),
  };
}

export function bodyRef(id: number, lang: LangCode) {
  return { id, slug: bodySlug(id) ?? `body-${id}`, name: bodyName(id, lang) };
}

// ---- eclipse-incoming -------------------------------------------------------------------------

export function eclipseIncoming(ephemeris: Ephemeris, now: number, lang: LangCode) {
  const eclipses = eclipsesAfter(ephemeris, now, 5).map((e) => {
    // The eclipsed luminary's longitude at maximum: the Sun's at a solar eclipse, the Moon's at a lunar one.
    const longitude = ephemeris.position(e.maximum, e.kind === 'solar' ? 0 : 1, TROPICAL).longitude;
    const p = position(longitude, lang);
    return {
      kind: e.kind,
      type: e.type,
      longitude,
      sign: p.signName,
      maxAt: jdToIsoWithOffset(e.maximum),
      beginAt: jdToIsoWithOffset(e.begin),
      endAt: jdToIsoWithOffset(e.end),
      daysUntil: e.maximum - now,
      hoursUntil: (e.maximum - now) * 24,
    };
  });
  // The list changes when the first eclipse reaches its maximum (it leaves, a sixth comes in).
  const first = eclipsesAfter(ephemeris, now, 1)[0];
  return { timestamp: jdToIsoWithOffset(now), count: eclipses.length, eclipses, ...streamTail(first ? first.maximum : null, 3600, lang) };
}

// ---- planetary-hour-changes -------------------------------------------------------------------

export function planetaryHourChanges(ephemeris: Ephemeris, now: number, latitude: number | null, longitude: number | null, offsetHours: number, lang: LangCode) {
  const off = Math.round(offsetHours * 60);
  const nothing = { timestamp: jdToIsoWithOffset(now, off), current: null, next: null, next24Hours: null, ...streamTail(null, 60, lang, off) };
  if (latitude === null || longitude === null) return nothing;
  let hours: PlanetaryHour[];
  try {
    const day = planetaryDayAt(ephemeris, now, longitude, latitude);
    const following = planetaryDayAt(ephemeris, day.nextSunrise + 1e-6, longitude, latitude);
    hours = [...day.hours, ...following.hours];
  } catch (e) {
    // No regular sunrise and sunset (polar day or night): the spec's null members.
    if (e instanceof ApiError && e.code === 'CALCULATION_ERROR') return nothing;
    throw e;
  }
  const i = hours.findIndex((h) => h.start <= now && now < h.end);
  if (i < 0) return nothing;
  const out = (h: PlanetaryHour) => ({ ruler: bodyName(h.ruler.toLowerCase(), lang), rulerSlug: h.ruler.toLowerCase(), kind: h.kind, startAt: jdToIsoWithOffset(h.start, off) });
  const next24 = hours.slice(i + 1, i + 25);
  return { timestamp: jdToIsoWithOffset(now, off), current: out(hours[i]!), next: out(hours[i + 1]!), next24Hours: next24.map(out), ...streamTail(hours[i]!.end, 60, lang, off) };
}

// ---- moon-phase -------------------------------------------------------------------------------

const elongationAt = (ephemeris: Ephemeris, t: number) => normalizeDegrees(ephemeris.position(t, 1, TROPICAL).longitude - ephemeris.position(t, 0, TROPICAL).longitude);
const PRINCIPAL: Record<number, string> = { 0: 'new-moon', 90: 'first-quarter', 180: 'full-moon', 270: 'last-quarter' };

export function moonPhase(ephemeris: Ephemeris, now: number, lang: LangCode) {
  const elongation = elongationAt(ephemeris, now);
  const slug = phaseOfElongation(elongation);
  // 4 x elongation crosses a multiple of 360 at each quarter (11-15 deg/day: a 0.25-day step is safe).
  const quarters = findAngleRoots((t) => 4 * elongationAt(ephemeris, t), now - 31, now + 31, { step: 0.25 });
  const lastNew = [...quarters].reverse().find((r) => r.jd <= now && Math.round(elongationAt(ephemeris, r.jd) / 90) % 4 === 0);
  const next = quarters.filter((r) => r.jd > now).slice(0, 4).map((r) => {
    const s = PRINCIPAL[(Math.round(elongationAt(ephemeris, r.jd) / 90) % 4) * 90]!;
    return { slug: s, name: term('lunar-phase', s, lang), at: jdToIsoWithOffset(r.jd) };
  });
  // The phase name changes where the elongation crosses 22.5 + 45k degrees.
  const change = findAngleRoots((t) => 8 * (elongationAt(ephemeris, t) - 22.5), now, now + 6, { step: 0.25 })[0];
  if (!lastNew || !change) throw new ApiError('CALCULATION_ERROR', 'the lunation around this instant could not be found');
  return {
    timestamp: jdToIsoWithOffset(now),
    phase: { slug, name: term('lunar-phase', slug, lang), elongation, illumination: ephemeris.phenomena(now, 1).illuminatedFraction, ageDays: now - lastNew.jd, waxing: elongation < 180 },
    next,
    ...streamTail(change.jd, 60, lang),
  };
}

// ---- moon-sign-changes ------------------------------------------------------------------------

export function moonSignChanges(ephemeris: Ephemeris, now: number, zodiac: { zodiacType?: 'tropical' | 'sidereal'; ayanamsa?: string }, lang: LangCode) {
  const settings = chartSettings({ zodiacType: zodiac.zodiacType, ayanamsa: zodiac.ayanamsa });
  // 13 ingresses take at most 13 x 2.7 days; 3 days back hold the entry into the current sign.
  const all = ingressesBetween(ephemeris, [1], now - 3, now + 37, settings);
  const entered = [...all].reverse().find((i) => i.jd <= now);
  const upcoming = all.filter((i) => i.jd > now).slice(0, 12);
  if (!entered || upcoming.length < 12) throw new ApiError('CALCULATION_ERROR', "the Moon's ingresses around this instant could not be found");
  const lon = ephemeris.position(now, 1, settings).longitude;
  const signOut = (index0: number) => ({ sign: index0 + 1, signName: signName(index0 + 1, lang) });
  return {
    timestamp: jdToIsoWithOffset(now),
    zodiacType: settings.zodiacType,
    current: { ...signOut(entered.toSignIndex), longitude: lon, enteredAt: jdToIsoWithOffset(entered.jd) },
    next: { ...signOut(upcoming[0]!.toSignIndex), at: jdToIsoWithOffset(upcoming[0]!.jd) },
    upcoming: upcoming.map((i) => ({ ...signOut(i.toSignIndex), at: jdToIsoWithOffset(i.jd) })),
    ...streamTail(upcoming[0]!.jd, 60, lang),
  };
}

// ---- void-of-course ---------------------------------------------------------------------------

export function voidOfCourse(ephemeris: Ephemeris, now: number, method: 'modern' | 'traditional', lang: LangCode) {
  const periods = voidPeriods(ephemeris, now, now + 6, method);
  const first = periods[0];
  if (!first || periods.length < 2) throw new ApiError('CALCULATION_ERROR', "the Moon's void periods around this instant could not be found");
  const isVoid = first.startJd <= now;
  const out = (p: (typeof periods)[number]) => ({
    startAt: jdToIsoWithOffset(p.startJd),
    endAt: jdToIsoWithOffset(p.endJd),
    lastAspect: p.lastAspect ? { planet: bodyRef(p.lastAspect.planet, lang), aspect: aspectReference(p.lastAspect.angle, lang), at: jdToIsoWithOffset(p.lastAspect.jd) } : null,
    nextSign: p.nextSignIndex + 1,
    nextSignName: signName(p.nextSignIndex + 1, lang),
  });
  const next = isVoid ? periods[1]! : first;
  return { timestamp: jdToIsoWithOffset(now), method, isVoid, current: isVoid ? out(first) : null, next: out(next), ...streamTail(isVoid ? first.endJd : first.startJd, 60, lang) };
}

// ---- retrograde-status ------------------------------------------------------------------------

/** The longest gap between stations of Mercury-Pluto: Venus, about 540 days between its direct and its next retrograde station (synodic period 584 days); 600 days hold the next. */
const STATION_SEARCH_DAYS = 600;

export function retrogradeStatus(ephemeris: Ephemeris, now: number, lang: LangCode) {
  const planets = STATION_PLANETS.map((body) => {
    const p = ephemeris.position(now, body, TROPICAL);
    const ahead = findStations(ephemeris, body, now, now + STATION_SEARCH_DAYS, TROPICAL);
    const nextStation = ahead[0] ?? null;
    const retrograde = p.longitudeSpeed < 0;
    // The shadow of the retrograde loop now running or next: from the first arrival at the direct
    // station's longitude before the retrograde station, to the passage of the retrograde
    // station's longitude after the direct station.
    let shadow: { startAt: string; endAt: string } | null = null;
    const behind = retrograde ? findStations(ephemeris, body, now - STATION_SEARCH_DAYS, now, TROPICAL) : [];
    const rx = retrograde ? behind.filter((s) => s.kind === 'retrograde').at(-1) : ahead.find((s) => s.kind === 'retrograde');
    const dx = rx ? [...behind, ...ahead].find((s) => s.kind === 'direct' && s.jd > rx.jd) : undefined;
    if (rx && dx) {
      const enter = findLongitudeCrossings(ephemeris, body, dx.longitude, rx.jd - STATION_SEARCH_DAYS / 2, rx.jd, TROPICAL).filter((c) => !c.retrograde).at(-1);
      const leave = findLongitudeCrossings(ephemeris, body, rx.longitude, dx.jd, dx.jd + STATION_SEARCH_DAYS / 2, TROPICAL).find((c) => !c.retrograde);
      if (enter && leave && enter.jd <= now && now <= leave.jd) shadow = { startAt: jdToIsoWithOffset(enter.jd), endAt: jdToIsoWithOffset(leave.jd) };
    }
    return {
      planet: bodyRef(body, lang),
      retrograde,
      speed: p.longitudeSpeed,
      nextStation: nextStation ? { kind: nextStation.kind, at: jdToIsoWithOffset(nextStation.jd), julianDayUT: nextStation.jd } : null,
      shadow,
    };
  });
  const next = Math.min(...planets.map((p) => p.nextStation?.julianDayUT ?? Infinity));
  return {
    timestamp: jdToIsoWithOffset(now),
    retrogradeCount: planets.filter((p) => p.retrograde).length,
    planets: planets.map(({ nextStation, ...rest }) => ({ ...rest, nextStation: nextStation ? { kind: nextStation.kind, at: nextStation.at } : null })),
    ...streamTail(Number.isFinite(next) ? next : null, 60, lang),
  };
}

// ---- ingresses --------------------------------------------------------------------------------

export function upcomingIngresses(ephemeris: Ephemeris, now: number, planetIds: readonly number[] | undefined, lang: LangCode) {
  const bodies = planetIds?.length ? [...new Set(planetIds)] : [...SUN_TO_PLUTO_WITHOUT_MOON];
  for (const b of bodies) if (b > 9 && b !== 15) throw ApiError.invalidField('planetIds', `body ${b} is not one of Sun-Pluto (0-9) or Chiron (15)`);
  // Widen the window until ten are found: a month for the fast planets, up to 250 years for Pluto alone.
  let span = 60;
  let found = ingressesBetween(ephemeris, bodies, now, now + span, TROPICAL);
  while (found.filter((i) => i.jd > now).length < 10 && span < 250 * 365.25) {
    span *= 4;
    found = ingressesBetween(ephemeris, bodies, now, Math.min(now + span, 2816788.5), TROPICAL);
    if (now + span >= 2816788.5) break; // 3000-01-01: the end of the supported years
  }
  const upcoming = found.filter((i) => i.jd > now).slice(0, 10).map((i) => ({
    planet: bodyRef(i.body, lang),
    fromSign: i.fromSignIndex + 1,
    fromSignName: signName(i.fromSignIndex + 1, lang),
    toSign: i.toSignIndex + 1,
    toSignName: signName(i.toSignIndex + 1, lang),
    at: jdToIsoWithOffset(i.jd),
    retrograde: i.retrograde,
  }));
  return { timestamp: jdToIsoWithOffset(now), upcoming, ...streamTail(found.find((i) => i.jd > now)?.jd ?? null, 60, lang) };
}

// ---- lunar-mansion ----------------------------------------------------------------------------

export function lunarMansionNow(ephemeris: Ephemeris, now: number, lang: LangCode = 'en') {
  const lon = normalizeDegrees(ephemeris.position(now, 1, TROPICAL).longitude);
  const m = lunarMansionOf(lon);
  const following = LUNAR_MANSIONS[m.mansion % 28]!;
  // The Moon moves 11.8-15.4 deg/day: a mansion (12.86 deg) is entered within 1.1 days back and left within 1.1 ahead.
  const entered = findLongitudeCrossings(ephemeris, 1, m.startLongitude, now - 1.5, now, TROPICAL).filter((c) => !c.retrograde).at(-1);
  const leaves = findLongitudeCrossings(ephemeris, 1, normalizeDegrees(m.startLongitude + MANSION_SPAN), now, now + 1.5, TROPICAL).find((c) => !c.retrograde);
  if (!entered || !leaves) throw new ApiError('CALCULATION_ERROR', "the Moon's mansion boundaries around this instant could not be found");
  return {
    timestamp: jdToIsoWithOffset(now),
    moonLongitude: lon,
    current: { number: m.mansion, ...lunarMansionNamed(m, lang), startLongitude: m.startLongitude, enteredAt: jdToIsoWithOffset(entered.jd) },
    next: { number: following.mansion, ...lunarMansionNamed(following, lang), at: jdToIsoWithOffset(leaves.jd) },
    ...streamTail(leaves.jd, 60, lang),
  };
}

// ---- sunrise-sunset ---------------------------------------------------------------------------

const SUN_EVENTS = [
  ['astronomical-dawn', 'rise', 'astronomical'], ['nautical-dawn', 'rise', 'nautical'], ['civil-dawn', 'rise', 'civil'], ['sunrise', 'rise', undefined],
  ['solar-noon', 'upper-transit', undefined], ['sunset', 'set', undefined], ['civil-dusk', 'set', 'civil'], ['nautical-dusk', 'set', 'nautical'], ['astronomical-dusk', 'set', 'astronomical'],
] as const;

function sunDay(ephemeris: Ephemeris, midnight: number, latitude: number, longitude: number): Record<(typeof SUN_EVENTS)[number][0], number | null> {
  const place = { latitude, longitude };
  const out = {} as Record<(typeof SUN_EVENTS)[number][0], number | null>;
  for (const [kind, event, twilight] of SUN_EVENTS) {
    const jd = ephemeris.riseTransit(midnight, 0, event, place, twilight ? { twilight } : {});
    out[kind] = jd !== null && jd < midnight + 1 ? jd : null;
  }
  return out;
}

export function sunriseSunset(ephemeris: Ephemeris, now: number, latitude: number, longitude: number, offsetHours: number, lang: LangCode) {
  const off = Math.round(offsetHours * 60);
  // The local civil day (by the offset) holding now.
  const midnight = Math.floor(now + offsetHours / 24 - 0.5) + 0.5 - offsetHours / 24;
  const today = sunDay(ephemeris, midnight, latitude, longitude);
  const tomorrow = sunDay(ephemeris, midnight + 1, latitude, longitude);
  const iso = (jd: number | null) => (jd === null ? null : jdToIsoWithOffset(jd, off));
  const upcoming = [...SUN_EVENTS.map(([k]) => [k, today[k]] as const), ...SUN_EVENTS.map(([k]) => [k, tomorrow[k]] as const)]
    .filter((e): e is readonly [(typeof SUN_EVENTS)[number][0], number] => e[1] !== null && e[1] > now)
    .sort((a, b) => a[1] - b[1]);
  // Day while the Sun's centre is above -0.8333 deg true altitude (refraction 34' and semi-diameter 16': the sunrise convention).
  const sun = ephemeris.position(now, 0, TROPICAL);
  const sunUp = ephemeris.horizontal(now, { latitude, longitude }, 'ecliptic', sun.longitude, sun.latitude).trueAltitude > -0.8333;
  const first = upcoming[0];
  return {
    timestamp: jdToIsoWithOffset(now, off),
    isDay: sunUp,
    today: {
      sunrise: iso(today.sunrise), sunset: iso(today.sunset), solarNoon: iso(today['solar-noon']),
      civilDawn: iso(today['civil-dawn']), civilDusk: iso(today['civil-dusk']),
      nauticalDawn: iso(today['nautical-dawn']), nauticalDusk: iso(today['nautical-dusk']),
      astronomicalDawn: iso(today['astronomical-dawn']), astronomicalDusk: iso(today['astronomical-dusk']),
      dayLengthMinutes: today.sunrise !== null && today.sunset !== null && today.sunset > today.sunrise ? (today.sunset - today.sunrise) * 1440 : null,
    },
    next: first ? { kind: first[0], at: jdToIsoWithOffset(first[1], off) } : null,
    ...streamTail(first ? first[1] : null, 60, lang, off),
  };
}

// ---- aspects-now ------------------------------------------------------------------------------

const STREAM_ASPECTS = [0, 30, 45, 60, 90, 120, 135, 150, 180];
const sepAt = (ephemeris: Ephemeris, t: number, a: number, b: number) => normalizeDegrees(ephemeris.position(t, a, TROPICAL).longitude - ephemeris.position(t, b, TROPICAL).longitude);
/** The distance of a separation to an aspect angle (0-180 folded). */
const orbOf = (sep: number, angle: number) => Math.abs(Math.min(sep, 360 - sep) - angle);

export function aspectsNow(ephemeris: Ephemeris, now: number, body: { planetIds?: number[]; orb?: number; includeMoon?: boolean }, lang: LangCode) {
  const orb = body.orb ?? 1;
  let bodies = body.planetIds?.length ? [...new Set(body.planetIds)] : [...SUN_TO_PLUTO_WITHOUT_MOON];
  if (body.includeMoon && !bodies.includes(1)) bodies = [...bodies, 1];
  if (!body.includeMoon && !(body.planetIds ?? []).includes(1)) bodies = bodies.filter((b) => b !== 1);
  for (const b of bodies) if (b > 9) throw ApiError.invalidField('planetIds', `body ${b} is not one of Sun-Pluto (0-9)`);
  const pairs: [number, number][] = [];
  for (let i = 0; i < bodies.length; i++) for (let j = i + 1; j < bodies.length; j++) pairs.push([bodies[i]!, bodies[j]!]);
  const aspects = [];
  for (const [a, b] of pairs) {
    const sep = sepAt(ephemeris, now, a, b);
    for (const angle of STREAM_ASPECTS) {
      const o = orbOf(sep, angle);
      if (o > orb) continue;
      // Applying: the orb shrinks (its derivative from a 1-minute step).
      const later = orbOf(sepAt(ephemeris, now + 1 / 1440, a, b), angle);
      const exact = exactAspectsBetween(ephemeris, [a, b], [angle], now - 40, now + 40).sort((x, y) => Math.abs(x.jd - now) - Math.abs(y.jd - now))[0];
      aspects.push({ planet1: bodyRef(a, lang), planet2: bodyRef(b, lang), type: aspectReference(angle, lang), orb: o, isApplying: later < o, exactAt: exact ? jdToIsoWithOffset(exact.jd) : null });
    }
  }
  // The next time an aspect enters or leaves the orb: every body sampled each 30 minutes over two
  // days (one ephemeris call per body and sample), each sign change of (orb - limit) between two
  // samples refined by Brent. The Moon moves at most 0.26 deg in 30 minutes: a pass through an orb
  // limit below 0.13 deg could start and end between samples (the schema allows orbs from 0.01).
  let nextChange: number | null = null;
  let nextExact: { a: number; b: number; angle: number; jd: number } | null = null;
  const step = 1 / 48;
  const grid = Array.from({ length: 97 }, (_, k) => now + k * step);
  const lonAt = new Map(bodies.map((b) => [b, grid.map((t) => ephemeris.position(t, b, TROPICAL).longitude)]));
  for (const [a, b] of pairs) {
    const la = lonAt.get(a)!;
    const lb = lonAt.get(b)!;
    for (const angle of STREAM_ASPECTS) {
      const g = (k: number) => orbOf(normalizeDegrees(la[k]! - lb[k]!), angle) - orb;
      for (let k = 1; k < grid.length; k++) {
        if (Math.sign(g(k - 1)) !== Math.sign(g(k))) {
          const r = brentRoot((t) => orbOf(sepAt(ephemeris, t, a, b), angle) - orb, grid[k - 1]!, grid[k]!);
          if (nextChange === null || r < nextChange) nextChange = r;
          break;
        }
      }
    }
  }
  for (let span = 2; span <= 64 && !nextExact; span *= 2) {
    const e = exactAspectsBetween(ephemeris, bodies, STREAM_ASPECTS, now, now + span).find((x) => x.jd > now);
    if (e) nextExact = { a: e.body1, b: e.body2, angle: e.angle, jd: e.jd };
  }
  const nextEvent = [nextChange, nextExact?.jd ?? null].filter((x): x is number => x !== null).sort((x, y) => x - y)[0] ?? null;
  return {
    timestamp: jdToIsoWithOffset(now),
    orbLimit: orb,
    aspects,
    nextExact: nextExact ? { planet1: bodyRef(nextExact.a, lang), planet2: bodyRef(nextExact.b, lang), type: aspectReference(nextExact.angle, lang), at: jdToIsoWithOffset(nextExact.jd) } : null,
    ...streamTail(nextEvent, 60, lang),
  };
}

