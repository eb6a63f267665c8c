/**
 * The keyless compact operations (/public/*; catalogue embed-public.jsonl, SERVICE-SPEC
 * "Keyless namespaces"): small answers for pages and widgets, computed by the same core as the
 * keyed operations (core/src/astro: the chart cast, the aspect finder, the root finders), in
 * the vocabulary, with a `watermark` that a key sent with the call removes.
 */
import { ApiError, bodySlug, jdToIsoWithOffset, position, signName, term } from '@celestial/core';
import type { Ephemeris, LangCode, Moment, Settings, ZodiacSettings } from '@celestial/core';
import type { Static } from '@sinclair/typebox';
import { animalNamed, branchNamed, CALENDAR_YEARS, crossAspects, findIngresses, findLunations, findStations, ganzhi, isoOfJdn, isYang, jdnOf, lichunYear, monthsOfLunarYear, normalizeDegrees, phaseNamed, phaseOfElongation, SIGNS, stemNamed, stemPhase, timeToHours, yearCycleIndex } from '@celestial/core/astro';

const TROPICAL: ZodiacSettings = { zodiacType: 'tropical', siderealMode: 0 };

/** The mark a keyless answer carries for the page that shows it; a key removes it (SERVICE-SPEC "Authentication" 2). */
export const WATERMARK = 'Calculated by Celestial API (free tier)';

export function watermarkFor(callerKind: 'key' | 'bearer' | 'anonymous'): string | null {
  return callerKind === 'anonymous' ? WATERMARK : null;
}

/** Sun to Pluto (Swiss Ephemeris 0-9): the bodies of the compact answers. */
export const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const MEAN_NODE = 10;

function named(id: number, lang: LangCode): { id: number; slug: string; name: string } {
  const slug = bodySlug(id)!;
  return { id, slug, name: term('body', slug, lang) };
}

// ---- /public/chart ---------------------------------------------------------------------------

/** What /public/chart and /public/synastry read of a chart answer of /chart or /synastry. */
export interface AnsweredChart {
  moment: Static<typeof Moment>;
  settings: Static<typeof Settings>;
  planets: { id: number; longitude: number; speed: number; house: number; retrograde: boolean }[];
  angles: { ascendant: number; mc: number };
}

/**
 * Sun to Pluto with sign, degree, house and motion; the Ascendant and Midheaven. Nothing more:
 * the answer of POST /chart (asked for visiblePlanetIds Sun to Pluto) cut to what a page shows.
 */
export function publicChartOf(chart: AnsweredChart, lang: LangCode, watermark: string | null) {
  return {
    moment: chart.moment,
    settings: chart.settings,
    planets: chart.planets.map((b) => ({ ...named(b.id, lang), ...position(b.longitude, lang), house: b.house, retrograde: b.retrograde })),
    ascendant: position(chart.angles.ascendant, lang),
    midheaven: position(chart.angles.mc, lang),
    watermark,
  };
}

// ---- /public/synastry ------------------------------------------------------------------------

/**
 * The five Ptolemaic aspects with fixed orbs, the same for every pair (a teaser, not /synastry):
 * the service's default orbs for them (core/src/astro/aspects.ts: conjunction and opposition 8,
 * trine and square 7, sextile 5).
 */
export const PTOLEMAIC_ANGLES = [0, 60, 90, 120, 180];
const ASCENDANT_ID = -1;

function elementBalance(longitudes: readonly number[]) {
  const count = { fire: 0, earth: 0, air: 0, water: 0 };
  for (const lon of longitudes) count[SIGNS[Math.floor(normalizeDegrees(lon) / 30)]!.element] += 1;
  return count;
}

/**
 * The teaser from the two charts of POST /synastry, Sun to Pluto of each. Its aspects are found
 * here (core's crossAspects, as before), not read from /synastry's: that answer gives the
 * Ascendant a speed of 0, while the teaser has always given it the Earth's turning (360.98
 * degrees a day) for applying/separating, and counts no Midheaven and no nodes, Chiron or Lilith.
 */
export function publicSynastryOf(chart1: AnsweredChart, chart2: AnsweredChart, lang: LangCode, watermark: string | null) {
  const sunToPluto = (c: AnsweredChart) => c.planets.filter((b) => (SUN_TO_PLUTO as readonly number[]).includes(b.id));
  const points = (c: AnsweredChart) => [
    ...sunToPluto(c).map((b) => ({ id: b.id, name: bodySlug(b.id)!, longitude: b.longitude, speed: b.speed })),
    // The Ascendant moves about 360 degrees a day with the Earth's turning; its speed only
    // matters for applying/separating, where the planets' own motion decides for the pair.
    { id: ASCENDANT_ID, name: 'Ascendant', longitude: c.angles.ascendant, speed: 360.98 },
  ];
  const aspects = crossAspects(points(chart1), points(chart2), { angles: PTOLEMAIC_ANGLES, lang });
  const pointRef = (id: number) => (id === ASCENDANT_ID ? { id: ASCENDANT_ID, slug: 'ascendant', name: term('chart-angle', 'ascendant', lang) } : named(id, lang));
  const bigThree = (c: AnsweredChart) => {
    const sun = c.planets.find((b) => b.id === 0)!;
    const moon = c.planets.find((b) => b.id === 1)!;
    return { sun: position(sun.longitude, lang), moon: position(moon.longitude, lang), ascendant: position(c.angles.ascendant, lang) };
  };
  return {
    bigThree: { chart1: bigThree(chart1), chart2: bigThree(chart2) },
    count: aspects.length,
    aspects: aspects.map((a) => ({
      planet1: pointRef(a.planet1.id),
      planet2: pointRef(a.planet2.id),
      type: { slug: a.type.slug, name: a.type.name, angle: a.type.angle, symbol: a.type.symbol },
      orb: a.orb,
      isApplying: a.isApplying,
    })),
    elementBalance: {
      chart1: elementBalance([...sunToPluto(chart1).map((b) => b.longitude), chart1.angles.ascendant]),
      chart2: elementBalance([...sunToPluto(chart2).map((b) => b.longitude), chart2.angles.ascendant]),
    },
    watermark,
  };
}

// ---- the GET operations' instant -------------------------------------------------------------

export interface QueryInstant {
  date: string;
  time?: string;
  tz?: number;
}

/** The Julian day (UT) of a query's date, time (default 12:00:00) and offset `tz` hours (default 0). */
export function queryJd(q: QueryInstant, ephemeris: Ephemeris): { jd: number; offsetMinutes: number } {
  const [y, m, d] = q.date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss] = (q.time ?? '12:00:00').split(':').map(Number) as [number, number, number?];
  const tz = q.tz ?? 0;
  return { jd: ephemeris.julianDay(y, m, d, hh + mm / 60 + (ss ?? 0) / 3600 - tz), offsetMinutes: Math.round(tz * 60) };
}

// ---- /public/moon-phase ----------------------------------------------------------------------

// The eight phases: core's phaseOfElongation (core/src/astro/sky-events.ts), shared with /stream/moon-phase.
export { phaseOfElongation };

/** A synodic month is 29.53 days; a window of 35 days on either side holds the lunation asked for. */
const LUNATION_WINDOW_DAYS = 35;

export function publicMoonPhase(q: QueryInstant, ephemeris: Ephemeris, lang: LangCode) {
  const { jd, offsetMinutes } = queryJd(q, ephemeris);
  const sun = ephemeris.position(jd, 0, TROPICAL);
  const moon = ephemeris.position(jd, 1, TROPICAL);
  const elongation = normalizeDegrees(moon.longitude - sun.longitude);
  // Illuminated fraction from swe_pheno_ut (the phase angle seen from the Moon, with light time).
  const illumination = ephemeris.phenomena(jd, 1).illuminatedFraction;
  const before = findLunations(ephemeris, jd - LUNATION_WINDOW_DAYS, jd, TROPICAL).filter((l) => l.phase === 0 && l.jd <= jd);
  const after = findLunations(ephemeris, jd, jd + LUNATION_WINDOW_DAYS, TROPICAL).filter((l) => l.jd > jd);
  const lastNew = before[before.length - 1];
  const nextNew = after.find((l) => l.phase === 0);
  const nextFull = after.find((l) => l.phase === 180);
  if (!lastNew || !nextNew || !nextFull) throw new ApiError('CALCULATION_ERROR', 'no lunation found around the date');
  const phase = phaseOfElongation(elongation);
  return {
    timestamp: jdToIsoWithOffset(jd, offsetMinutes),
    phase: { slug: phase, name: term('lunar-phase', phase, lang), illumination, ageDays: jd - lastNew.jd, elongation, waxing: elongation < 180 },
    moonSign: position(moon.longitude, lang),
    nextNewMoon: jdToIsoWithOffset(nextNew.jd, offsetMinutes),
    nextFullMoon: jdToIsoWithOffset(nextFull.jd, offsetMinutes),
  };
}

// ---- /public/sun-sign ------------------------------------------------------------------------

const SIGN_GLYPH_FIRST = 0x2648;

function signRecord(sign: number, lang: LangCode) {
  const s = SIGNS[sign - 1]!;
  return { sign, slug: s.slug, name: signName(sign, lang), glyph: String.fromCodePoint(SIGN_GLYPH_FIRST + sign - 1), element: s.element, modality: s.modality };
}

/**
 * The Sun's sign for a civil date, with the day's exact ingress when the Sun changes sign
 * during that day (in the `tz` zone): a birth on such a day needs its clock time, which decides.
 */
export function publicSunSign(q: QueryInstant, ephemeris: Ephemeris, lang: LangCode) {
  const { jd, offsetMinutes } = queryJd(q, ephemeris);
  const dayStart = queryJd({ date: q.date, time: '00:00:00', tz: q.tz }, ephemeris).jd;
  const ingress = findIngresses(ephemeris, 0, dayStart, dayStart + 1, TROPICAL)[0];
  const sunLongitude = normalizeDegrees(ephemeris.position(jd, 0, TROPICAL).longitude);
  const sign = Math.floor(sunLongitude / 30) + 1;
  // The sign on the other side of the day's ingress from the one at the asked time.
  const otherSign = ingress ? signRecord((sign === ingress.toSignIndex + 1 ? ingress.fromSignIndex : ingress.toSignIndex) + 1, lang) : null;
  return {
    sign: signRecord(sign, lang),
    sunLongitude,
    cusp: { isCuspDay: ingress !== undefined, ingressAt: ingress ? jdToIsoWithOffset(ingress.jd, offsetMinutes) : null, otherSign },
    needsTime: ingress !== undefined && q.time === undefined,
  };
}

// ---- /public/planet-positions ----------------------------------------------------------------

export function publicPlanetPositions(q: QueryInstant, ephemeris: Ephemeris, lang: LangCode) {
  const { jd, offsetMinutes } = queryJd(q, ephemeris);
  return {
    timestamp: jdToIsoWithOffset(jd, offsetMinutes),
    planets: [...SUN_TO_PLUTO, MEAN_NODE].map((id) => {
      const p = ephemeris.position(jd, id, TROPICAL);
      return { ...named(id, lang), ...position(p.longitude, lang), speed: p.longitudeSpeed, retrograde: p.longitudeSpeed < 0 };
    }),
  };
}

// ---- /public/retrograde-status ---------------------------------------------------------------

/** Mercury to Pluto (Swiss Ephemeris 2-9). */
const MERCURY_TO_PLUTO = [2, 3, 4, 5, 6, 7, 8, 9] as const;
/**
 * How far to look for the stations that bound a retrograde: Mars, the slowest to come back,
 * turns retrograde every 780 days (its synodic period); a retrograde lasts at most ~160 days
 * (Pluto), so the last retrograde station of a body retrograde now is within 200 days.
 */
const NEXT_STATION_DAYS = 800;
const LAST_STATION_DAYS = 200;

/**
 * For each planet at 12:00 UT of the date: retrograde or not (the sign of its speed), and the
 * stations bounding the current retrograde, or the next one when direct. Stations are zeros of
 * the speed found by core's root finder (bracketed, then refined to a hundredth of a second).
 */
export function publicRetrogradeStatus(q: { date: string }, ephemeris: Ephemeris, lang: LangCode) {
  const { jd } = queryJd({ date: q.date, time: '12:00:00', tz: 0 }, ephemeris);
  const planets = MERCURY_TO_PLUTO.map((id) => {
    const retrograde = ephemeris.position(jd, id, TROPICAL).longitudeSpeed < 0;
    const ahead = findStations(ephemeris, id, jd, jd + NEXT_STATION_DAYS, TROPICAL);
    let stationRetrograde: number | undefined;
    let stationDirect: number | undefined;
    if (retrograde) {
      const behind = findStations(ephemeris, id, jd - LAST_STATION_DAYS, jd, TROPICAL).filter((s) => s.kind === 'retrograde');
      stationRetrograde = behind[behind.length - 1]?.jd;
      stationDirect = ahead.find((s) => s.kind === 'direct')?.jd;
    } else {
      stationRetrograde = ahead.find((s) => s.kind === 'retrograde')?.jd;
      stationDirect = stationRetrograde === undefined ? undefined : ahead.find((s) => s.kind === 'direct' && s.jd > stationRetrograde!)?.jd;
    }
    return {
      ...named(id, lang),
      retrograde,
      stationRetrogradeAt: stationRetrograde === undefined ? null : jdToIsoWithOffset(stationRetrograde, 0),
      stationDirectAt: stationDirect === undefined ? null : jdToIsoWithOffset(stationDirect, 0),
    };
  });
  return { date: q.date, anyRetrograde: planets.some((p) => p.retrograde), planets };
}

// ---- /public/chinese-zodiac ------------------------------------------------------------------

/**
 * The Chinese zodiac year of an instant: the sexagenary year that begins at Lichun (the Sun's
 * apparent longitude 315 deg, an exact instant: core/src/astro/chinese-calendar.ts), its animal
 * (branch), element (stem) and polarity; the lunar new year of that year (day 1 of month 1 in
 * China's calendar zone) for contrast, as the catalogue says. `24:00:00` is 00:00 of the next day.
 */
export function publicChineseZodiac(q: QueryInstant, ephemeris: Ephemeris, lang: LangCode) {
  const [y, m, d] = q.date.split('-').map(Number) as [number, number, number];
  // The calendar's years (CALENDAR_YEARS); the lunar new year of the last one needs the next year's terms.
  if (y < CALENDAR_YEARS.first || y >= CALENDAR_YEARS.last) {
    throw new ApiError('INVALID_INPUT', `Validation failed: date must be in the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last - 1} of the Chinese calendar`, {
      details: [{ path: 'date', message: `the Chinese calendar is computed for the years ${CALENDAR_YEARS.first}-${CALENDAR_YEARS.last - 1}` }],
    });
  }
  const tz = q.tz ?? 0;
  const jd = jdnOf(y, m, d) - 0.5 + (timeToHours(q.time ?? '12:00:00') - tz) / 24;
  const year = lichunYear(ephemeris, jd);
  const g = ganzhi(yearCycleIndex(year.year));
  return {
    animal: animalNamed(g.branch, lang),
    element: phaseNamed(stemPhase(g.stem), lang),
    yinYang: isYang(g.stem) ? ('yang' as const) : ('yin' as const),
    stem: stemNamed(g.stem, lang),
    branch: branchNamed(g.branch, lang),
    ganzhi: { slug: g.slug, chinese: g.chinese, index: g.index },
    yearStartsAt: jdToIsoWithOffset(year.startJd, Math.round(tz * 60)),
    lunarNewYear: isoOfJdn(monthsOfLunarYear(ephemeris, year.year, 8)[0]!.startJdn),
  };
}
