/**
 * Primary directions (Placidus, Primum Mobile, 1657; Martin Gansten, Primary Directions, 2009),
 * worked on the speculum (lib/speculum.ts).
 *
 * Placidian semi-arc method. A point's mundane position p runs 0 (upper meridian) -> 90
 * (western horizon) -> 180 (lower meridian) -> 270 (eastern horizon) -> 360, linear in its hour
 * angle H inside each quadrant with slope 90 / semi-arc (DSA above the horizon, NSA below):
 * p / 90 within the quadrant is the proportional distance MD / SA of the speculum. A direct
 * direction carries the promissor P by the primary motion until its p equals the significator's
 * p (mundane aspects: p shifted by the aspect in mundane degrees, i.e. sextile 2/3, square 1,
 * trine 4/3 and opposition 2 semi-arcs); the arc is the hour angle P turns through. A converse
 * direction carries S to P's place the same way. To the MC (p = 0) the arc is RA_P - ARMC, to the
 * Ascendant (p = 270) OA_P - OA_Asc. Zodiacal directions take the aspect point (promissor
 * longitude +- aspect, latitude 0) as promissor.
 *
 * Regiomontanus: arc = OA_P - OA_S, both under the pole of S (OD when S is in the western
 * half); the converse arc is taken under the pole of P. Mundane aspects have no single
 * Regiomontanian construction, so under this method mundane directions are conjunctions and
 * oppositions only (the opposition under the pole of S's opposite point).
 *
 * Arcs to years by Ptolemy's key (1 deg = 1 year) or Naibod's (0.98564733 deg = 1 year); the
 * date is birth + years x 365.2422 days.
 */
import type { LangCode } from '@celestial/core';
import { ApiError, named } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import {
  castChart, diurnalSemiArc, eclipticToEquatorial, hourAngleAt, jdToIso, momentEcho, mundanePosition, NAIBOD_DEGREES_PER_YEAR, normalizeDegrees, settingsEcho,
} from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { isDiurnal } from './rulers.js';
import { hourAngle, regiomontanusPole } from './speculum.js';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };
const D = Math.PI / 180;
const TROPICAL_YEAR = 365.2422;

export type Method = 'placidus' | 'regiomontanus';
export type Key = 'ptolemy' | 'naibod';
export type SignificatorName = 'asc' | 'mc' | 'sun' | 'moon' | 'fortune';
export const ASPECTS: readonly { name: string; angle: number }[] = [
  { name: 'conjunction', angle: 0 }, { name: 'sextile', angle: 60 }, { name: 'square', angle: 90 }, { name: 'trine', angle: 120 }, { name: 'opposition', angle: 180 },
];

// eclipticToEquatorial, diurnalSemiArc, mundanePosition and hourAngleAt moved to core/src/astro/primary-motion.ts
// (shared with /hellenistic/circumambulations); re-exported for this family's callers and tests.
export { diurnalSemiArc, eclipticToEquatorial, hourAngleAt, mundanePosition };

/** Oblique ascension (eastern half) or descension (western half) under a pole. */
function obliqueUnder(ra: number, dec: number, pole: number, western: boolean): number | null {
  const t = Math.tan(pole * D) * Math.tan(dec * D);
  if (Math.abs(t) > 1) return null;
  const ad = Math.asin(t) / D;
  return normalizeDegrees(western ? ra + ad : ra - ad);
}

interface Point { name: string; ra: number; dec: number; fixedP?: number }

export interface DirectionOptions {
  method: Method; key: Key; motion: 'direct' | 'converse' | 'both'; kind: 'zodiacal' | 'mundane' | 'both'; toAge: number;
}

/** Every direction of promissors to significators with arc in (0, maxArc]. */
export function computeDirections(
  promissors: (Point & { longitude: number; id: number })[],
  significators: Point[],
  armc: number,
  phi: number,
  eps: number,
  opts: DirectionOptions,
) {
  const rate = opts.key === 'ptolemy' ? 1 : NAIBOD_DEGREES_PER_YEAR;
  const maxArc = opts.toAge * rate;
  const out: { promissor: string; aspect: string; aspectAngle: number; significator: string; kind: 'zodiacal' | 'mundane'; motion: 'direct' | 'converse'; arc: number }[] = [];
  const skipped = new Set<string>();
  const pOf = (pt: Point): number | null => {
    if (pt.fixedP !== undefined) return pt.fixedP;
    const dsa = diurnalSemiArc(phi, pt.dec);
    return dsa === null ? null : mundanePosition(hourAngle(armc, pt.ra), dsa);
  };
  const kinds: ('zodiacal' | 'mundane')[] = opts.kind === 'both' ? ['mundane', 'zodiacal'] : [opts.kind];
  const motions: ('direct' | 'converse')[] = opts.motion === 'both' ? ['direct', 'converse'] : [opts.motion];
  for (const P of promissors) {
    for (const S of significators) {
      if (S.name === P.name) continue;
      for (const kind of kinds) {
        for (const asp of ASPECTS) {
          const sides = asp.angle === 0 || asp.angle === 180 ? [1] : [1, -1];
          for (const side of sides) {
            if (kind === 'mundane' && opts.method === 'regiomontanus' && asp.angle !== 0 && asp.angle !== 180) continue;
            // Promissor point: the body itself (mundane) or its zodiacal aspect point at latitude 0.
            const prom: Point = kind === 'mundane' ? P : { name: P.name, ...eclipticToEquatorial(P.longitude + side * asp.angle, 0, eps) };
            const mundaneShift = kind === 'mundane' ? side * asp.angle : 0;
            // side +1: P casts its aspect forward in the order of signs (sinister), -1 backward (dexter).
            const aspectLabel = asp.angle === 0 || asp.angle === 180 ? asp.name : `${asp.name} ${side === 1 ? 'sinister' : 'dexter'}`;
            for (const motion of motions) {
              const arc = opts.method === 'placidus'
                ? placidianArc(prom, S, mundaneShift, motion)
                : regioArc(prom, S, mundaneShift, motion);
              if (arc === null) { skipped.add(`${P.name}-${S.name}`); continue; }
              if (arc > 1e-9 && arc <= maxArc) out.push({ promissor: P.name, aspect: aspectLabel, aspectAngle: asp.angle, significator: S.name, kind, motion, arc });
            }
          }
        }
      }
    }
  }
  return { directions: out.sort((a, b) => a.arc - b.arc), skipped: [...skipped], rate };

  function placidianArc(prom: Point, S: Point, shift: number, motion: 'direct' | 'converse'): number | null {
    const pS = pOf(S); const pP = pOf(prom);
    if (pS === null || pP === null) return null;
    if (motion === 'direct') {
      const dsa = diurnalSemiArc(phi, prom.dec)!;
      // P carried forward to the place of S shifted by the aspect (mundane degrees).
      return normalizeDegrees(hourAngleAt(pS + shift, dsa) - normalizeDegrees(hourAngle(armc, prom.ra)));
    }
    if (S.fixedP !== undefined) {
      // An angle cannot be carried: the converse to an angle is P carried against the primary motion.
      const dsa = diurnalSemiArc(phi, prom.dec)!;
      return normalizeDegrees(normalizeDegrees(hourAngle(armc, prom.ra)) - hourAngleAt(pS + shift, dsa));
    }
    const dsaS = diurnalSemiArc(phi, S.dec)!;
    return normalizeDegrees(hourAngleAt(pP - shift, dsaS) - normalizeDegrees(hourAngle(armc, S.ra)));
  }

  function regioArc(prom: Point, S: Point, shift: number, motion: 'direct' | 'converse'): number | null {
    // S's circle of position: its pole and its half (western: hour angle in (0, 180)).
    const circle = (pt: Point) => {
      if (pt.fixedP === 0) return { pole: 0, western: true, o: armc };
      if (pt.fixedP === 270) return { pole: phi, western: false, o: normalizeDegrees(armc + 90) };
      const h = hourAngle(armc, pt.ra);
      const western = h > 0 && h < 180;
      const pole = regiomontanusPole(phi, pt.dec, h);
      return { pole, western, o: obliqueUnder(pt.ra, pt.dec, pole, western) };
    };
    if (motion === 'direct') {
      let c = circle(S);
      if (shift === 180) {
        // The point opposite S in the sphere: its circle is S's circle, the other half.
        c = { pole: c.pole, western: !c.western, o: c.o === null ? null : normalizeDegrees(c.o + 180) };
      }
      const oP = obliqueUnder(prom.ra, prom.dec, c.pole, c.western);
      if (c.o === null || oP === null) return null;
      return normalizeDegrees(oP - c.o);
    }
    if (S.fixedP !== undefined) {
      const c = circle(S);
      const oP = obliqueUnder(prom.ra, prom.dec, c.pole, c.western);
      if (c.o === null || oP === null) return null;
      return normalizeDegrees(c.o + (shift === 180 ? 180 : 0) - oP);
    }
    let c = circle(prom);
    if (shift === 180) c = { pole: c.pole, western: !c.western, o: c.o === null ? null : normalizeDegrees(c.o + 180) };
    const oS = obliqueUnder(S.ra, S.dec, c.pole, c.western);
    if (c.o === null || oS === null) return null;
    return normalizeDegrees(oS - c.o);
  }
}

const SIGNIFICATOR_LABEL: Readonly<Record<SignificatorName, string>> = { asc: 'Ascendant', mc: 'MC', sun: 'Sun', moon: 'Moon', fortune: 'Fortune' };

export function primaryDirections(
  birth: BirthInput & { method?: Method; key?: Key; motion?: 'direct' | 'converse' | 'both'; kind?: 'zodiacal' | 'mundane' | 'both'; toAge?: number; promissors?: number[]; significators?: SignificatorName[] },
  services: Services, lang: LangCode = 'en',
) {
  const { ephemeris } = services;
  const promIds = birth.promissors && birth.promissors.length > 0 ? [...new Set(birth.promissors)] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  promIds.forEach((id, i) => {
    if (!(id >= 0 && id <= 9) && id !== 10 && id !== 11 && id !== 15) throw ApiError.invalidField(`promissors.${i}`, 'must be a body id 0-11 or 15 (Sun to Pluto, the nodes, Chiron)');
  });
  const sigNames = birth.significators && birth.significators.length > 0 ? [...new Set(birth.significators)] : (['asc', 'mc', 'sun', 'moon', 'fortune'] as SignificatorName[]);
  // The speculum is tropical: RA and declination do not depend on the zodiac.
  const chart = castChart({ ...birth, zodiacType: 'tropical' }, services, { bodies: [...new Set([0, 1, ...promIds])] });
  const jd = chart.moment.julianDayUT;
  const armc = chart.angles.armc;
  const phi = birth.latitude;
  if (Math.abs(phi) >= 66) throw ApiError.invalidField('latitude', 'primary directions need a horizon every point crosses: |latitude| must be below 66 deg');
  const eps = ephemeris.obliquity(jd);
  const byId = (id: number) => chart.bodies.find((b) => b.id === id)!;
  const sun = byId(0); const moon = byId(1);
  const diurnal = isDiurnal(sun.longitude, chart.angles.ascendant);
  const fortuneLon = normalizeDegrees(diurnal ? chart.angles.ascendant + moon.longitude - sun.longitude : chart.angles.ascendant + sun.longitude - moon.longitude);
  const promissors = promIds.map((id) => {
    const eq = ephemeris.equatorial(jd, id);
    const b = byId(id);
    return { id, name: b.name, longitude: b.longitude, latitude: b.latitude, ra: eq.rightAscension, dec: eq.declination };
  });
  const significators: Point[] = sigNames.map((s) => {
    if (s === 'asc') return { name: 'Ascendant', ra: normalizeDegrees(armc + 90), dec: 0, fixedP: 270 };
    if (s === 'mc') return { name: 'MC', ra: armc, dec: 0, fixedP: 0 };
    if (s === 'fortune') return { name: 'Fortune', ...eclipticToEquatorial(fortuneLon, 0, eps) };
    const id = s === 'sun' ? 0 : 1;
    const eq = ephemeris.equatorial(jd, id);
    return { name: SIGNIFICATOR_LABEL[s], ra: eq.rightAscension, dec: eq.declination };
  });
  const opts: DirectionOptions = {
    method: birth.method ?? 'placidus', key: birth.key ?? 'naibod', motion: birth.motion ?? 'both', kind: birth.kind ?? 'both', toAge: birth.toAge ?? 90,
  };
  const { directions, skipped, rate } = computeDirections(promissors, significators, armc, phi, eps, opts);
  const warnings = [...chart.warnings];
  if (skipped.length > 0) warnings.push(`circumpolar at this latitude, no semi-arc: ${skipped.join(', ')} left out`);
  return {
    moment: momentEcho(chart.moment, ephemeris),
    settings: settingsEcho(chart.settings, jd, ephemeris, lang),
    method: opts.method,
    key: opts.key,
    degreesPerYear: rate,
    armc: armc,
    obliquity: eps,
    fortune: fortuneLon,
    directions: directions.map((d) => {
      const years = d.arc / rate;
      // The technique's label ('square sinister') as the aspect by reference and its side (dexter,
      // sinister; null for the conjunction and opposition), both named in `lang` (issue 12).
      const [aspect, side] = d.aspect.split(' ') as [string, 'dexter' | 'sinister' | undefined];
      return {
        promissor: d.promissor, aspect: named('aspect', aspect, lang), side: side === undefined ? null : named('aspect-side', side, lang),
        aspectAngle: d.aspectAngle, significator: d.significator, kind: d.kind, motion: d.motion,
        arc: d.arc, age: years, date: jdToIso(ephemeris, jd + years * TROPICAL_YEAR).slice(0, 10),
      };
    }),
    count: directions.length,
    warnings,
  };
}
