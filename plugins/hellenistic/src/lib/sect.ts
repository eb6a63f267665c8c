/**
 * Sect (Ptolemy, Tetrabiblos I.7; Porphyry, Introduction): a day chart when the Sun is above
 * the horizon by the longitude test of core/src/astro/sect.ts. Diurnal sect: Sun, Jupiter,
 * Saturn; nocturnal: Moon, Venus, Mars; Mercury diurnal as a morning star, nocturnal as an
 * evening star. Benefic and malefic of the sect: Jupiter and Saturn by day, Venus and Mars by
 * night; the contrary ones the other pair.
 */
import type { LangCode } from '@celestial/core';
import { SEVEN_PLANETS } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { echo, isAboveHorizon, isMorningStar, natal, planetRef } from './natal.js';
import type { Natal, Services } from './natal.js';

export type PlanetSect = 'diurnal' | 'nocturnal';

/** A planet's own sect; Mercury's by its phase with the Sun. */
export function planetSect(p: SevenPlanet, mercuryMorningStar: boolean): PlanetSect {
  if (p === 'Mercury') return mercuryMorningStar ? 'diurnal' : 'nocturnal';
  return p === 'Sun' || p === 'Jupiter' || p === 'Saturn' ? 'diurnal' : 'nocturnal';
}

export interface SectReading {
  diurnal: boolean;
  sectLight: SevenPlanet;
  beneficOfSect: SevenPlanet;
  maleficOfSect: SevenPlanet;
  beneficContrary: SevenPlanet;
  maleficContrary: SevenPlanet;
  mercuryMorningStar: boolean;
  planets: { planet: SevenPlanet; planetSect: PlanetSect; inSect: boolean; aboveHorizon: boolean }[];
}

export function readSect(n: Natal): SectReading {
  const mercuryMorningStar = isMorningStar(n.lon.Mercury, n.lon.Sun);
  const chartSect: PlanetSect = n.diurnal ? 'diurnal' : 'nocturnal';
  return {
    diurnal: n.diurnal,
    sectLight: n.diurnal ? 'Sun' : 'Moon',
    beneficOfSect: n.diurnal ? 'Jupiter' : 'Venus',
    maleficOfSect: n.diurnal ? 'Saturn' : 'Mars',
    beneficContrary: n.diurnal ? 'Venus' : 'Jupiter',
    maleficContrary: n.diurnal ? 'Mars' : 'Saturn',
    mercuryMorningStar,
    planets: SEVEN_PLANETS.map((planet) => {
      const ps = planetSect(planet, mercuryMorningStar);
      return { planet, planetSect: ps, inSect: ps === chartSect, aboveHorizon: isAboveHorizon(n.lon[planet], n.asc) };
    }),
  };
}

export function sectAnswer(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  const s = readSect(n);
  return {
    ...echo(n, services, lang),
    sect: n.diurnal ? ('day' as const) : ('night' as const),
    sectLight: planetRef(s.sectLight, lang),
    beneficOfSect: planetRef(s.beneficOfSect, lang),
    maleficOfSect: planetRef(s.maleficOfSect, lang),
    beneficContrary: planetRef(s.beneficContrary, lang),
    maleficContrary: planetRef(s.maleficContrary, lang),
    planets: s.planets.map((p) => ({ ...planetRef(p.planet, lang), longitude: n.lon[p.planet], planetSect: p.planetSect, inSect: p.inSect, aboveHorizon: p.aboveHorizon })),
    mercury: { morningStar: s.mercuryMorningStar, sect: planetSect('Mercury', s.mercuryMorningStar) },
  };
}
