/**
 * Time-lord coincidences (Valens, Anthology IV: the chronocrators agreeing at one date, with the
 * distributor and partner of the circumambulations, Ptolemy IV.10), the
 * Saturn cycle Arroyo reads (transiting Saturn's exact aspects to its natal place, roots of the
 * longitude on the ephemeris) and the planets' phasis near birth (emerging from or sinking under
 * the Sun's beams, or stationing; roots of the elongation and of the speed).
 */
import { ApiError } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { bodyTrack, findRoots, findStations, normalizeDegrees, trackCrossings, SEVEN_PLANETS, shortestArc, signIndexOf, TROPICAL_YEAR_DAYS } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { completedAge, echo, isMorningStar, iso, JULIAN_YEAR_DAYS, natal, planetRef, signRef, SWISS_ID, targetJd, wholeSignHouse } from './natal.js';
import type { ClockServices, Services } from './natal.js';
import { readSect } from './sect.js';
import { lotAt } from './timing.js';
import { directedBounds, distributorAtArc } from './length-of-life.js';
import { decennialOrder, decennials, firdaria, lordOfSign, profectedSign, zrCurrent, zrLevel } from './time-lords.js';
import type { FirdarLord } from './time-lords.js';

// ---------------------------------------------------------------- chronocrators

type Role = 'profection' | 'zr-spirit-l1' | 'zr-spirit-l2' | 'zr-fortune-l1' | 'zr-fortune-l2' | 'firdaria-major' | 'firdaria-minor' | 'decennial-major' | 'decennial-sub' | 'distributor' | 'partner';

export function chronocrators(body: BirthInput & { targetDate?: string }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const { date, jd } = targetJd(n, services, body.targetDate);
  const birth = n.chart.moment.julianDayUT;
  if (jd < birth) throw ApiError.invalidField('targetDate', 'must not be before the birth date');
  if (jd > birth + 120 * 365.25) throw ApiError.invalidField('targetDate', 'must be within 120 years of birth');
  const roles = new Map<SevenPlanet, Role[]>();
  const hold = (p: FirdarLord | SevenPlanet, role: Role) => {
    if (p === 'North Node' || p === 'South Node') return;
    roles.set(p, [...(roles.get(p) ?? []), role]);
  };
  const profection = lordOfSign(profectedSign(signIndexOf(n.asc), completedAge(n, services, jd)));
  hold(profection, 'profection');
  const fortuneSign = signIndexOf(lotAt(n, 'fortune'));
  const zr = (slug: 'spirit' | 'fortune') => {
    const chain = zrCurrent(zrLevel(1, signIndexOf(lotAt(n, slug)), birth, birth + 121 * 365.25, fortuneSign, 2, { from: jd - 1, to: jd + 1 }), jd);
    const l1 = lordOfSign(chain[0]!.signIndex);
    const l2 = lordOfSign(chain[1]!.signIndex);
    hold(l1, `zr-${slug}-l1` as Role);
    hold(l2, `zr-${slug}-l2` as Role);
    return { l1: planetRef(l1, lang), l2: planetRef(l2, lang) };
  };
  const zrSpirit = zr('spirit');
  const zrFortune = zr('fortune');
  const fird = firdaria(birth, n.diurnal, 'end', JULIAN_YEAR_DAYS, 2).find((p) => p.start <= jd && jd < p.end)!;
  const firdMinor = fird.subPeriods.find((s) => s.start <= jd && jd < s.end);
  hold(fird.lord, 'firdaria-major');
  if (firdMinor) hold(firdMinor.lord, 'firdaria-minor');
  const sectLight: SevenPlanet = n.diurnal ? 'Sun' : 'Moon';
  const dec = decennials(birth, decennialOrder(n.lon, sectLight), 12).find((p) => p.start <= jd && jd < p.end)!;
  const decSub = dec.subPeriods.find((s) => s.start <= jd && jd < s.end)!;
  hold(dec.lord, 'decennial-major');
  hold(decSub.lord, 'decennial-sub');
  // The distributor of /hellenistic/circumambulations with its defaults (the Ascendant directed by
  // Ptolemy's key, 1 deg a year); beyond the polar circles no degree rises, so there is none.
  let distributor: { bound: { slug: string; name: string }; partner: { slug: string; name: string } | null } | null = null;
  if (Math.abs(body.latitude) < 66) {
    const age = (jd - birth) / TROPICAL_YEAR_DAYS;
    const at = distributorAtArc(directedBounds(n, services, body.latitude, 'ascendant', age + 1).distributions, age)!;
    hold(at.distributor as SevenPlanet, 'distributor');
    if (at.partner) hold(at.partner, 'partner');
    distributor = { bound: planetRef(at.distributor, lang), partner: at.partner ? planetRef(at.partner, lang) : null };
  }
  const node = (l: FirdarLord) => (l === 'North Node' ? { slug: 'north-node', name: 'North Node' } : l === 'South Node' ? { slug: 'south-node', name: 'South Node' } : planetRef(l, lang));
  const sect = readSect(n);
  const recurring = [...roles.entries()].filter(([, r]) => r.length >= 2).sort((a, b) => b[1].length - a[1].length);
  return {
    ...echo(n, services, lang),
    targetDate: date,
    lords: {
      profection: planetRef(profection, lang),
      zrSpirit, zrFortune,
      firdaria: { major: node(fird.lord), minor: firdMinor ? planetRef(firdMinor.lord, lang) : null },
      decennial: { major: planetRef(dec.lord, lang), sub: planetRef(decSub.lord, lang) },
      distributor,
    },
    recurring: recurring.map(([p, r]) => ({ ...planetRef(p, lang), roles: r })),
    lordsNatal: [...roles.keys()].map((p) => ({
      ...planetRef(p, lang), ...signRef(signIndexOf(n.lon[p]), lang), wholeSignHouse: wholeSignHouse(n.lon[p], n.asc), inSect: sect.planets.find((x) => x.planet === p)!.inSect,
    })),
  };
}

// ---------------------------------------------------------------- Saturn cycle

const SATURN_PHASES: Readonly<Record<number, 'waxing-square' | 'opposition' | 'waning-square' | 'return'>> = { 90: 'waxing-square', 180: 'opposition', 270: 'waning-square', 0: 'return' };

export function saturnCycle(body: BirthInput & { toAge?: number }, services: ClockServices, lang: LangCode) {
  const n = natal(body, services);
  const birth = n.chart.moment.julianDayUT;
  const toAge = body.toAge ?? 90;
  const natalSaturn = n.lon.Saturn;
  const events: { phase: (typeof SATURN_PHASES)[number]; angle: number; jd: number }[] = [];
  // One track of Saturn's longitude over the years (core/src/astro/crossings.ts: sampled once,
  // stations inserted, each target bracketed on the same samples and refined on the ephemeris).
  const track = bodyTrack(services.ephemeris, 6, birth + 30, birth + toAge * 365.25, n.chart.settings);
  for (const angle of [90, 180, 270, 0]) {
    for (const c of trackCrossings(track, normalizeDegrees(natalSaturn + angle))) {
      // Start a month after birth, and a return only after 20 years: a Saturn stationing near
      // birth recrosses its natal degree in the first months, which is no return.
      if (angle === 0 && c.jd - birth < 20 * 365.25) continue;
      events.push({ phase: SATURN_PHASES[angle]!, angle, jd: c.jd });
    }
  }
  events.sort((a, b) => a.jd - b.jd);
  // Passes: the crossings of one target within a retrograde loop (under a year apart) are counted 1-3.
  const withPass = events.map((e, i) => {
    let pass = 1;
    for (let k = i - 1; k >= 0; k--) {
      if (events[k]!.angle === e.angle && e.jd - events[k]!.jd < 365) pass++;
      else if (events[k]!.angle === e.angle) break;
    }
    return { ...e, pass };
  });
  const now = services.clock.now().getTime() / 86400000 + 2440587.5;
  const last = withPass.filter((e) => e.jd <= now).pop();
  const b = n.chart.bodies.find((x) => x.id === 6)!;
  return {
    ...echo(n, services, lang),
    natalSaturn: { ...planetRef('Saturn', lang), longitude: natalSaturn, ...signRef(signIndexOf(natalSaturn), lang), house: b.house },
    events: withPass.map((e) => ({ phase: e.phase, pass: e.pass, date: iso(n, e.jd), age: (e.jd - birth) / JULIAN_YEAR_DAYS })),
    currentPhase: last ? last.phase : ('conjunction' as const),
  };
}

// ---------------------------------------------------------------- phasis

const BEAMS = 15;

export function phasis(body: BirthInput & { windowDays?: number }, services: Services, lang: LangCode) {
  const n = natal(body, services);
  const birth = n.chart.moment.julianDayUT;
  const w = body.windowDays ?? 7;
  const z = n.chart.settings;
  const sunLon = (t: number) => services.ephemeris.longitudeOnlyAt(t, 0, z);
  return {
    ...echo(n, services, lang),
    windowDays: w,
    planets: SEVEN_PLANETS.filter((p) => p !== 'Sun').map((p) => {
      const id = SWISS_ID[p];
      const elongation = shortestArc(n.lon[p], n.lon.Sun);
      const f = (t: number) => shortestArc(services.ephemeris.longitudeOnlyAt(t, id, z), sunLon(t)) - BEAMS;
      const crossings = findRoots(f, birth - w, birth + w, { step: p === 'Moon' ? 0.25 : 1 }).map((r) => ({ kind: r.direction > 0 ? ('emerging' as const) : ('sinking' as const), jd: r.jd }));
      const stations = findStations(services.ephemeris, id, birth - w, birth + w, z).map((s) => ({ kind: 'stationing' as const, jd: s.jd }));
      const nearest = [...crossings, ...stations].sort((a, b) => Math.abs(a.jd - birth) - Math.abs(b.jd - birth))[0];
      return {
        ...planetRef(p, lang),
        elongation,
        underBeams: elongation < BEAMS,
        morningStar: isMorningStar(n.lon[p], n.lon.Sun),
        phasis: nearest ? { kind: nearest.kind, date: iso(n, nearest.jd), daysFromBirth: nearest.jd - birth } : null,
      };
    }),
  };
}
