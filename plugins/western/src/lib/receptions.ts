/**
 * Receptions (William Lilly, Christian Astrology I, "Of reception"): a planet receives
 * another when the other stands in one of its essential dignities. For each pair of Sun to
 * Saturn (and the modern lords with rulership 'modern'), type1 is the strongest dignity
 * planet2 holds where planet1 stands, type2 the converse; mutual when both exist.
 * Triplicity is the Dorothean lord of the chart's sect only (Carmen I.1).
 */
import { ApiError } from '@celestial/core';
import type { Ephemeris, TimeZones } from '@celestial/core';
import {
  BODY, chartSettings, DEFAULT_DIGNITY_TABLES, inForwardArc, placeBodies, resolveMoment, signIndexByName, strongestDignityAt,
} from '@celestial/core/astro';
import type { BirthInput, DignityTables, PlanetName, Rulership, TermSegment } from '@celestial/core/astro';

const PLANET_NAMES: readonly PlanetName[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

export interface TermsOverride { sign: string; terms: { endDegree: number; planet: string }[] }
export interface DecansOverride { sign: string; decans: string[] }

function planetName(value: string, path: string): PlanetName {
  const found = PLANET_NAMES.slice(0, 7).find((p) => p.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw ApiError.invalidField(path, `must be one of the seven classical planets: ${PLANET_NAMES.slice(0, 7).join(', ')}`);
  return found;
}

function signIndex(value: string, path: string): number {
  const i = signIndexByName(value);
  if (i < 0) throw ApiError.invalidField(path, 'must be a sign name, aries to pisces');
  return i;
}

/** The default tables with the caller's terms and decans put in, sign by sign. */
export function dignityTables(termsData?: TermsOverride[], decansData?: DecansOverride[]): DignityTables {
  const terms = DEFAULT_DIGNITY_TABLES.terms.map((t) => [...t]);
  const faces = DEFAULT_DIGNITY_TABLES.faces.map((f) => [...f]);
  termsData?.forEach((t, i) => {
    const s = signIndex(t.sign, `termsData.${i}.sign`);
    const segs: TermSegment[] = t.terms.map((seg, j) => ({ planet: planetName(seg.planet, `termsData.${i}.terms.${j}.planet`), endDegree: seg.endDegree }));
    for (let j = 1; j < segs.length; j++) {
      if (segs[j]!.endDegree <= segs[j - 1]!.endDegree) throw ApiError.invalidField(`termsData.${i}.terms.${j}.endDegree`, 'must be greater than the previous term\'s endDegree');
    }
    terms[s] = segs;
  });
  decansData?.forEach((d, i) => {
    const s = signIndex(d.sign, `decansData.${i}.sign`);
    faces[s] = d.decans.map((p, j) => planetName(p, `decansData.${i}.decans.${j}`));
  });
  return { terms, faces };
}

export function receptions(
  birth: BirthInput & { termsData?: TermsOverride[]; decansData?: DecansOverride[]; rulership?: Rulership },
  services: { ephemeris: Ephemeris; timeZones: TimeZones },
) {
  const tables = dignityTables(birth.termsData, birth.decansData);
  const rulership = birth.rulership ?? 'traditional';
  const moment = resolveMoment(birth, services);
  const jd = moment.julianDayUT;
  const settings = chartSettings(birth);
  const ids = rulership === 'modern' ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] : [0, 1, 2, 3, 4, 5, 6];
  const { bodies } = placeBodies(services.ephemeris, jd, ids, settings);
  // Sect: a day chart when the Sun is above the horizon, i.e. between Descendant and
  // Ascendant through the MC. The Ascendant is the same in every house system; Equal never fails.
  const asc = services.ephemeris.houses(jd, birth.latitude, birth.longitude, 'E', settings).ascendant;
  const sun = bodies.find((b) => b.id === BODY.SUN)!;
  const diurnal = inForwardArc(sun.longitude, asc + 180, asc);
  const out = [];
  for (let i = 0; i < bodies.length; i++) {
    for (let j = i + 1; j < bodies.length; j++) {
      const a = bodies[i]!;
      const b = bodies[j]!;
      const type1 = strongestDignityAt(b.name as PlanetName, a.longitude, diurnal, rulership, tables);
      const type2 = strongestDignityAt(a.name as PlanetName, b.longitude, diurnal, rulership, tables);
      if (type1 === null && type2 === null) continue;
      out.push({ planet1Id: a.id, planet1Name: a.name, planet2Id: b.id, planet2Name: b.name, type1, type2, isMutual: type1 !== null && type2 !== null });
    }
  }
  return { count: out.length, mutual: out.filter((r) => r.isMutual).length, sect: diurnal ? ('diurnal' as const) : ('nocturnal' as const), rulership, receptions: out };
}
