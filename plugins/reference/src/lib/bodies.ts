/**
 * Planets and asteroids by their Swiss Ephemeris numbers (swephexp.h), names from the core
 * BODIES table, domiciles and exaltations from the core dignity tables.
 *
 * Sources of the motions:
 * - meanDailyMotion: the mean motion in tropical geocentric longitude, degrees per day, from
 *   the rates of the mean longitudes referred to the mean equinox of date in J. Meeus,
 *   Astronomical Algorithms (2nd ed., 1998), Table 31.A (planets; degrees per Julian
 *   century) and ch. 22 / ch. 47 (Sun, Moon, mean node, mean perigee). Mercury and Venus
 *   keep the Sun's mean geocentric motion, 59' 08" a day, as Lilly gives it (Christian
 *   Astrology I). For
 *   Pluto: the J2000 rate of E. M. Standish, "Keplerian Elements for Approximate Positions of
 *   the Major Planets" (JPL), plus the general precession in longitude 5029.0966"/cy
 *   (IAU 1976, Lieske 1977, the value Meeus uses).
 *   The mean apogee (Lilith) runs with the mean perigee, 180 degrees away.
 * - siderealPeriodDays: NASA Planetary Fact Sheet (sidereal orbit period; the Sun's value is
 *   the sidereal year, the Earth's orbit); the nodal and apsidal periods of the Moon's orbit
 *   relative to the stars (Meeus ch. 47 rates less precession).
 * - sect: Ptolemy, Tetrabiblos I.7 (Sun, Jupiter, Saturn diurnal; Moon, Venus, Mars
 *   nocturnal; Mercury common to both: diurnal as morning star, nocturnal as evening star,
 *   hence null like the modern planets and the points, which have no sect).
 * - joyHouse: the planetary joys of Firmicus Maternus, Mathesis II.19 (Mercury 1st, Moon 3rd,
 *   Venus 5th, Mars 6th, Sun 9th, Jupiter 11th, Saturn 12th).
 */
import { BODIES, DOMICILE_LORDS, EXALTATIONS, MODERN_DOMICILE_LORDS } from '@celestial/core/astro';
import type { PlanetName } from '@celestial/core/astro';
import { GRAHA_OF_SLUG, GRAHA_SLUGS, SWISS_ID_OF_SLUG, hasTerm, term } from '@celestial/core';
import type { GrahaSlug, LangCode } from '@celestial/core';
import { PLANETARY_JOYS } from './houses.js';
import { signRef } from './schemas.js';

const JULIAN_CENTURY = 36525;
/** General precession in longitude (IAU 1976, Lieske 1977), degrees per Julian century. */
const PRECESSION_PER_CENTURY = 5029.0966 / 3600;

export type PlanetCategory = 'luminary' | 'personal' | 'social' | 'outer' | 'node' | 'point';

interface PlanetRow {
  id: number;
  glyph: string;
  category: PlanetCategory;
  sect: 'diurnal' | 'nocturnal' | null;
  /** Rate of the mean tropical longitude, degrees per Julian century. */
  centuryRate: number;
  siderealPeriodDays: number;
}

/** Sun to Pluto, the mean and true node, and the mean lunar apogee (SE ids 0-12). */
const PLANET_ROWS: readonly PlanetRow[] = [
  { id: 0, glyph: '\u2609', category: 'luminary', sect: 'diurnal', centuryRate: 36000.76983, siderealPeriodDays: 365.256363 },
  { id: 1, glyph: '\u263D', category: 'luminary', sect: 'nocturnal', centuryRate: 481267.88123421, siderealPeriodDays: 27.321661 },
  { id: 2, glyph: '\u263F', category: 'personal', sect: null, centuryRate: 36000.76983, siderealPeriodDays: 87.969 },
  { id: 3, glyph: '\u2640', category: 'personal', sect: 'nocturnal', centuryRate: 36000.76983, siderealPeriodDays: 224.701 },
  { id: 4, glyph: '\u2642', category: 'personal', sect: 'nocturnal', centuryRate: 19141.6964746, siderealPeriodDays: 686.98 },
  { id: 5, glyph: '\u2643', category: 'social', sect: 'diurnal', centuryRate: 3036.3027879, siderealPeriodDays: 4332.589 },
  { id: 6, glyph: '\u2644', category: 'social', sect: 'diurnal', centuryRate: 1223.5110141, siderealPeriodDays: 10759.22 },
  { id: 7, glyph: '\u2645', category: 'outer', sect: null, centuryRate: 429.8640561, siderealPeriodDays: 30685.4 },
  { id: 8, glyph: '\u2646', category: 'outer', sect: null, centuryRate: 219.8833092, siderealPeriodDays: 60189 },
  { id: 9, glyph: '\u2647', category: 'outer', sect: null, centuryRate: 145.20780515 + PRECESSION_PER_CENTURY, siderealPeriodDays: 90560 },
  // Meeus (47.7): the mean node regresses 1934.1362891 deg per century; relative to the stars
  // the regression adds precession: 360 / (1934.1362891 + 1.3969713) centuries.
  { id: 10, glyph: '\u260A', category: 'node', sect: null, centuryRate: -1934.1362891, siderealPeriodDays: round((360 / (1934.1362891 + PRECESSION_PER_CENTURY)) * JULIAN_CENTURY, 2) },
  { id: 11, glyph: '\u260A', category: 'node', sect: null, centuryRate: -1934.1362891, siderealPeriodDays: round((360 / (1934.1362891 + PRECESSION_PER_CENTURY)) * JULIAN_CENTURY, 2) },
  // Meeus (47.6): the mean perigee advances 4069.0137287 deg per century.
  { id: 12, glyph: '\u26B8', category: 'point', sect: null, centuryRate: 4069.0137287, siderealPeriodDays: round((360 / (4069.0137287 - PRECESSION_PER_CENTURY)) * JULIAN_CENTURY, 2) },
];

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Mean daily motion, degrees per day, from a rate per Julian century. */
export function dailyFromCentury(rate: number): number {
  return round(rate / JULIAN_CENTURY, 7);
}

/** Signs a planet rules (0-based indices): traditional domiciles, and the modern ones for Uranus, Neptune, Pluto. */
export function domicilesOf(planet: string): number[] {
  const out: number[] = [];
  DOMICILE_LORDS.forEach((lord, i) => {
    if (lord === planet) out.push(i);
  });
  for (const [i, lord] of Object.entries(MODERN_DOMICILE_LORDS)) if (lord === planet) out.push(Number(i));
  return out;
}

/** The graha number (Sun 0 ... Saturn 6, Rahu 7, Ketu 8) of a body slug, or null when it is none of the nine. */
function grahaOf(slug: string): number | null {
  return (GRAHA_SLUGS as readonly string[]).includes(slug) ? GRAHA_OF_SLUG[slug as GrahaSlug] : null;
}

export function planetsTable(lang: LangCode) {
  return PLANET_ROWS.map((row) => {
    const body = BODIES.find((b) => b.id === row.id)!;
    const ex = EXALTATIONS[body.name as PlanetName];
    return {
      id: row.id,
      graha: grahaOf(body.slug),
      slug: body.slug,
      name: term('body', body.slug, lang),
      glyph: row.glyph,
      category: row.category,
      sect: row.sect,
      domiciles: domicilesOf(body.name).map((i) => signRef(i, lang)),
      exaltation: ex ? { ...signRef(ex.sign, lang), degree: ex.degree } : null,
      joyHouse: PLANETARY_JOYS[body.name] ?? null,
      meanDailyMotion: dailyFromCentury(row.centuryRate),
      siderealPeriodDays: row.siderealPeriodDays,
      i18nKey: `planet.${body.slug}`,
    };
  });
}

/**
 * The nine grahas in their Vedic order (BPHS ch. 3) with the Swiss Ephemeris number of each:
 * the seven planets have one; Rahu is the lunar node the chart's nodeType chooses (mean 10 or
 * true 11) and Ketu the point opposite it, so neither has a number of its own.
 */
export function grahasTable(lang: LangCode) {
  return GRAHA_SLUGS.map((slug, graha) => ({
    graha,
    id: slug === 'rahu' || slug === 'ketu' ? null : SWISS_ID_OF_SLUG[slug]!,
    slug,
    name: term('body', slug, lang),
  }));
}

/** SE_AST_OFFSET (swephexp.h): numbered minor planets are 10000 + their MPC number. */
export const SE_AST_OFFSET = 10000;

export type AsteroidCategory = 'main-belt' | 'centaur' | 'trans-neptunian' | 'near-earth';

interface AsteroidRow {
  seId: number;
  mpcNumber: number;
  slug: string;
  name: string;
  glyph: string | null;
  category: AsteroidCategory;
}

const ast = (mpcNumber: number, slug: string, name: string, glyph: string | null, category: AsteroidCategory, seId = SE_AST_OFFSET + mpcNumber): AsteroidRow => ({ seId, mpcNumber, slug, name, glyph, category });

/**
 * Swiss Ephemeris numbering: SE_CHIRON 15, SE_PHOLUS 16, SE_CERES 17, SE_PALLAS 18, SE_JUNO
 * 19, SE_VESTA 20; every other body is SE_AST_OFFSET + its Minor Planet Center number.
 * Glyphs: Unicode Miscellaneous Symbols (U+26B3-U+26B7), Miscellaneous Symbols and Arrows
 * (U+2BD9-U+2BDC, U+2BF0, U+2BF2) and the Unicode 15 additions in Alchemical Symbols
 * (U+1F77B-U+1F77F); null where Unicode has none.
 */
const ASTEROID_ROWS: readonly AsteroidRow[] = [
  ast(2060, 'chiron', 'Chiron', '\u26B7', 'centaur', 15),
  ast(5145, 'pholus', 'Pholus', '\u2BDB', 'centaur', 16),
  ast(1, 'ceres', 'Ceres', '\u26B3', 'main-belt', 17),
  ast(2, 'pallas', 'Pallas', '\u26B4', 'main-belt', 18),
  ast(3, 'juno', 'Juno', '\u26B5', 'main-belt', 19),
  ast(4, 'vesta', 'Vesta', '\u26B6', 'main-belt', 20),
  ast(5, 'astraea', 'Astraea', '\u2BD9', 'main-belt'),
  ast(10, 'hygiea', 'Hygiea', '\u2BDA', 'main-belt'),
  ast(16, 'psyche', 'Psyche', null, 'main-belt'),
  ast(80, 'sappho', 'Sappho', null, 'main-belt'),
  ast(1181, 'lilith-asteroid', 'Lilith (asteroid)', null, 'main-belt'),
  ast(433, 'eros', 'Eros', null, 'near-earth'),
  ast(1221, 'amor', 'Amor', null, 'near-earth'),
  ast(1566, 'icarus', 'Icarus', null, 'near-earth'),
  ast(1862, 'apollo', 'Apollo', null, 'near-earth'),
  ast(7066, 'nessus', 'Nessus', '\u2BDC', 'centaur'),
  ast(10199, 'chariklo', 'Chariklo', null, 'centaur'),
  ast(136199, 'eris', 'Eris', '\u2BF0', 'trans-neptunian'),
  ast(90377, 'sedna', 'Sedna', '\u2BF2', 'trans-neptunian'),
  ast(136108, 'haumea', 'Haumea', '\u{1F77B}', 'trans-neptunian'),
  ast(136472, 'makemake', 'Makemake', '\u{1F77C}', 'trans-neptunian'),
  ast(50000, 'quaoar', 'Quaoar', '\u{1F77E}', 'trans-neptunian'),
  ast(90482, 'orcus', 'Orcus', '\u{1F77F}', 'trans-neptunian'),
];

/**
 * The se1 files shipped with the service (the swisseph package's ephe folder): seas_18.se1
 * holds Chiron, Pholus, Ceres, Pallas, Juno and Vesta for 1800-2400; no individual asteroid
 * files (se*.se1 per MPC number) ship, so the others cannot be placed.
 */
export const BUNDLED_ASTEROID_IDS: readonly number[] = [15, 16, 17, 18, 19, 20];

export function asteroidsTable(lang: LangCode) {
  return ASTEROID_ROWS.map((a) => ({
    seId: a.seId,
    mpcNumber: a.mpcNumber,
    slug: a.slug,
    name: hasTerm('body', a.slug) ? term('body', a.slug, lang) : a.name,
    glyph: a.glyph,
    category: a.category,
    inBundledEphemeris: BUNDLED_ASTEROID_IDS.includes(a.seId),
  }));
}
