/**
 * Service interfaces and their injection tokens. Plugins depend on these interfaces only;
 * the runtime registers implementations (swisseph, luxon, ...) in one tsyringe container and
 * hands each handler the services its operation declared in `deps`.
 */
import type { HouseSystemCode } from './astro/houses.js';

/** A resolved moment: what the birth data's local date, time and zone mean in UT. */
export interface ResolvedMoment {
  /** ISO 8601 UTC instant, e.g. 1990-07-15T09:00:00Z (seconds may carry a fraction). */
  utc: string;
  /** The local date and time as given. */
  localDate: string;
  localTime: string;
  /** Offset applied, in hours east of Greenwich. */
  timezoneOffset: number;
  /** The IANA zone used, or null when a plain offset was applied. */
  timezone: string | null;
  /** Julian day in Universal Time. */
  julianDayUT: number;
  /** Julian day in Terrestrial Time. */
  julianDayTT: number;
  /** Delta T = TT - UT, seconds. */
  deltaTSeconds: number;
}

export type EphemerisSource = 'swiss' | 'moshier';

export interface BodyPosition {
  id: number;
  longitude: number;
  latitude: number;
  distance: number;
  longitudeSpeed: number;
  latitudeSpeed: number;
  distanceSpeed: number;
}

export interface ZodiacSettings {
  zodiacType: 'tropical' | 'sidereal';
  /** Swiss Ephemeris SE_SIDM_* mode; used when sidereal. */
  siderealMode: number;
}

export interface HouseResult {
  /** 12 cusps, index 0 = house 1. */
  cusps: number[];
  ascendant: number;
  mc: number;
  armc: number;
  vertex: number;
  equatorialAscendant: number;
}

export interface Ephemeris {
  /** Which ephemeris serves this Julian day (Swiss files 1800-2400, Moshier outside). */
  sourceFor(julianDayUT: number): EphemerisSource;
  julianDay(year: number, month: number, day: number, hourUT: number): number;
  /** Calendar date of a Julian day (UT), Gregorian. */
  calendarDate(julianDayUT: number): { year: number; month: number; day: number; hour: number };
  deltaTSeconds(julianDayUT: number): number;
  /**
   * Whether a body can be placed at that moment: the asteroids and Chiron need the seas_*.se1
   * file (1800-2400 here), which the Moshier theory does not replace.
   */
  canPlace(julianDayUT: number, body: number): boolean;
  /** Geocentric ecliptic position and daily speeds of one body. */
  position(julianDayUT: number, body: number, zodiac: ZodiacSettings): BodyPosition;
  /**
   * For time searches, which call one body at many instants: position()'s ecliptic longitude
   * and its daily speed, to 2e-8 deg, at about 60% of the cost (the adapter computes the
   * nutation once per day node instead of once per call).
   */
  longitudeAt(julianDayUT: number, body: number, zodiac: ZodiacSettings): { longitude: number; speed: number };
  /** longitudeAt without the speed, cheaper again (about half of position()). */
  longitudeOnlyAt(julianDayUT: number, body: number, zodiac: ZodiacSettings): number;
  /** House cusps and angles; throws ApiError CALCULATION_ERROR where the system fails. */
  houses(julianDayUT: number, latitude: number, longitude: number, system: HouseSystemCode, zodiac: ZodiacSettings): HouseResult;
  /** Ayanamsa in degrees at that moment for a SE_SIDM_* mode. */
  ayanamsa(julianDayUT: number, siderealMode: number): number;
  /** Mean obliquity of the ecliptic plus nutation (true obliquity), degrees. */
  obliquity(julianDayUT: number): number;
  /** swe_houses_ex with every ascmc point; null where the system has no solution (no polar refusal, no fallback). */
  housesFull(julianDayUT: number, latitude: number, longitude: number, system: HouseSystemCode, zodiac: ZodiacSettings): (HouseResult & { coAscendantKoch: number; coAscendantMunkasey: number; polarAscendant: number }) | null;
  /** swe_house_pos: fractional house position (1 <= p < 13; < 37 for G) of an ecliptic point of date (tropical). */
  housePosition(armc: number, geoLatitude: number, obliquity: number, system: HouseSystemCode, longitude: number, latitude: number): number;
  /** swe_gauquelin_sector: fractional Gauquelin sector (1 <= s < 37) of a body; method 0-3. */
  gauquelinSector(julianDayUT: number, body: number, method: number, geoLongitude: number, geoLatitude: number): number;
  /** True and mean obliquity of the ecliptic (swe_calc_ut SE_ECL_NUT), degrees. */
  obliquities(julianDayUT: number): { true: number; mean: number };
  /** Geocentric apparent right ascension and declination (true equator and equinox of date) with daily speeds, degrees. */
  equatorial(julianDayUT: number, body: number): EquatorialPosition;
  /** Geocentric right ascension and declination on the mean equator and equinox of J2000 (SEFLG_EQUATORIAL|SEFLG_J2000), with daily speeds, degrees. */
  equatorialJ2000(julianDayUT: number, body: number): EquatorialPosition;
  /** Maximum (UT Julian day) of the first solar (swe_sol_eclipse_when_glob) or lunar (swe_lun_eclipse_when, penumbral included) eclipse after the instant; null when none is found. */
  nextEclipseMaximum(julianDayUT: number, kind: 'solar' | 'lunar'): number | null;
  /** swe_houses_armc: cusps and angles from a sidereal time (ARMC, degrees), geographic latitude and obliquity; tropical; CALCULATION_ERROR where the system fails (polar circles). */
  housesArmc(armc: number, latitude: number, obliquity: number, system: HouseSystemCode): HouseResult;
  /** swe_fixstar2_ut + swe_fixstar2_mag (sefstars.txt): a fixed star of date by traditional name or Bayer designation (",alLeo"); ecliptic (sidereal when asked) and equatorial of date; null when the catalogue has no such star. */
  fixedStar(julianDayUT: number, star: string, zodiac: ZodiacSettings): FixedStarPosition | null;
  /**
   * swe_rise_trans: the first rise or set of a body after the instant; null when it does not rise or set (circumpolar) within the search.
   * `upper-limb` (default): upper limb with standard refraction, as civil almanacs. `hindu`: SE_BIT_HINDU_RISING, the centre of the
   * disc on the true horizon without refraction and without the ecliptic latitude, as the Hindu almanacs (Surya Siddhanta).
   */
  riseSet(julianDayUT: number, body: number, event: 'rise' | 'set', geoLongitude: number, geoLatitude: number, convention?: 'upper-limb' | 'hindu'): number | null;
  /** swe_calc_ut with SEFLG_HELCTR: heliocentric ecliptic position and daily speeds (Earth is SE_EARTH 14); sidereal when asked. */
  heliocentric(julianDayUT: number, body: number, zodiac: ZodiacSettings): BodyPosition;
  /** swe_set_topo(lon, lat, altitude m) then swe_calc_ut with SEFLG_TOPOCTR: the position seen from that place; sidereal when asked. */
  topocentric(julianDayUT: number, body: number, geoLongitude: number, geoLatitude: number, altitude: number, zodiac: ZodiacSettings): BodyPosition;
  // Astronomy (plugins/astronomy, plugins/astrocartography): the Swiss Ephemeris eclipse, rise/transit,
  // phenomena, sidereal-time and horizon calls, each one library call, null where the library finds nothing.
  /** swe_sol_eclipse_when_glob(tjd, flags, ifltype SE_ECL_* mask or 0, backward): the next (or previous) solar eclipse anywhere on Earth. */
  solarEclipseGlobal(julianDayUT: number, typeMask: number, backward: boolean): SolarEclipseGlobal | null;
  /** swe_lun_eclipse_when(tjd, flags, ifltype, backward): the next (or previous) lunar eclipse; 0 contact times are null. */
  lunarEclipseGlobal(julianDayUT: number, typeMask: number, backward: boolean): LunarEclipseGlobal | null;
  /** swe_sol_eclipse_where(tjd): where the central line (or greatest eclipse) is at that instant, with the eclipse attributes there; null when no eclipse is on. */
  solarEclipseWhere(julianDayUT: number): SolarEclipseWhere | null;
  /**
   * swe_lun_occult_when_glob(tjd, ipl, starname, flags, 0, backward | SE_ECL_ONE_TRY): tests the next (or previous) lunar
   * conjunction with a planet (body) or a fixed star (star, body ignored): flags 0 when the Moon misses it there, with
   * maximum = that conjunction, so a search steps on from it; null on a library error.
   */
  lunarOccultationGlobal(julianDayUT: number, body: number, star: string | null, backward: boolean): LunarOccultationGlobal | null;
  /**
   * swe_lun_occult_when_loc(tjd, ipl, starname, flags, geopos, backward | SE_ECL_ONE_TRY): one lunar conjunction with the body
   * tested from the place; flags 0 when it is not occulted there (maximum then marks where the search may step on).
   */
  lunarOccultationLocal(julianDayUT: number, body: number, star: string | null, geoLongitude: number, geoLatitude: number, altitude: number, backward: boolean): LunarOccultationLocal | null;
  /** swe_lun_occult_where(tjd, ipl, starname, flags): the place of greatest occultation at an instant; null when nothing is occulted. */
  lunarOccultationWhere(julianDayUT: number, body: number, star: string | null): { flags: number; longitude: number; latitude: number } | null;
  /** swe_sol_eclipse_when_loc(tjd, flags, geopos, backward): the next (or previous) solar eclipse seen from a place. */
  solarEclipseLocal(julianDayUT: number, geoLongitude: number, geoLatitude: number, altitude: number, backward: boolean): SolarEclipseLocal | null;
  /** swe_lun_eclipse_how(tjd, flags, geopos): magnitudes, the Moon's horizontal position and the Saros numbers at an instant of a lunar eclipse. */
  lunarEclipseHow(julianDayUT: number, geoLongitude: number, geoLatitude: number, altitude: number): LunarEclipseHow;
  /**
   * swe_rise_trans: the first event of a body after the instant; null where it does not happen within the search
   * (circumpolar, never rises, the twilight depression never reached). Upper limb with refraction unless discCenter;
   * twilight: the Sun's centre at -6, -12 or -18 deg (SE_BIT_*_TWILIGHT).
   */
  riseTransit(julianDayUT: number, body: number, event: 'rise' | 'set' | 'upper-transit' | 'lower-transit', place: HorizonPlace, options?: { discCenter?: boolean; twilight?: 'civil' | 'nautical' | 'astronomical' }): number | null;
  /** swe_pheno_ut: phase angle, illuminated fraction, elongation, apparent diameter (degrees) and visual magnitude. */
  phenomena(julianDayUT: number, body: number): Phenomena;
  /** swe_sidtime: Greenwich apparent sidereal time, hours. */
  siderealTimeHours(julianDayUT: number): number;
  /** swe_time_equ: the equation of time E = LAT - LMT, days. */
  equationOfTimeDays(julianDayUT: number): number;
  /** swe_calc_ut(SE_ECL_NUT): true and mean obliquity, nutation in longitude and in obliquity, degrees. */
  nutationAndObliquity(julianDayUT: number): { trueObliquity: number; meanObliquity: number; nutationLongitude: number; nutationObliquity: number };
  /** swe_azalt(tjd, SE_ECL2HOR or SE_EQU2HOR, geopos, pressure, temperature, coordinates of date): azimuth from north, clockwise, and true and apparent altitude, degrees. */
  horizontal(julianDayUT: number, place: HorizonPlace, frame: 'ecliptic' | 'equatorial', lonOrRa: number, latOrDec: number): { azimuth: number; trueAltitude: number; apparentAltitude: number };
  /** swe_get_orbital_elements(tjd_et, ipl) (osculating heliocentric elements, degrees and AU) with swe_orbit_max_min_true_distance's geocentric range; null where the library has none. */
  orbitalElements(julianDayUT: number, body: number): OrbitalElements | null;
  /** swe_nod_aps_ut(tjd_ut, ipl, method SE_NODBIT_MEAN 1 | OSCU 2 | OSCU_BAR 4): geocentric ecliptic positions of the nodes and apsides. */
  nodesApsides(julianDayUT: number, body: number, method: 1 | 2 | 4): { ascending: EclipticPoint; descending: EclipticPoint; perihelion: EclipticPoint; aphelion: EclipticPoint } | null;
  /**
   * swe_heliacal_ut(tjd, dgeo, datm, dobs, objectName, typeEvent 1-6, helflag): the first heliacal event of the kind after the
   * instant (Schaefer's visibility model as implemented by Koch and Reijs), dret[0..2] first, optimum and last visibility
   * (0 = none, null here); `refused` carries the library's sanitized reason where it gives none (no such event for the object,
   * an unknown star).
   */
  heliacalEvent(julianDayUT: number, request: HeliacalRequest): { startVisible: number; optimum: number | null; endVisible: number | null } | { refused: string };
}

/** The observing conditions of swe_heliacal_ut: dgeo, datm (hPa, deg C, % humidity, ktot or metres of visibility), dobs (age, Snellen ratio). */
export interface HeliacalRequest {
  longitude: number;
  latitude: number;
  altitude: number;
  pressure: number;
  temperature: number;
  humidity: number;
  extinction: number;
  age: number;
  snellen: number;
  object: string;
  eventType: 1 | 2 | 3 | 4 | 5 | 6;
  /** SE_HELFLAG_* bits beyond the ephemeris flag (the adapter adds that). */
  helflag: number;
}

export interface EclipticPoint {
  longitude: number;
  latitude: number;
  distance: number;
}

export interface OrbitalElements {
  semiMajorAxis: number;
  eccentricity: number;
  inclination: number;
  ascendingNode: number;
  argumentOfPerihelion: number;
  longitudeOfPerihelion: number;
  meanAnomaly: number;
  trueAnomaly: number;
  eccentricAnomaly: number;
  meanLongitude: number;
  siderealPeriodYears: number;
  dailyMotion: number;
  synodicPeriodDays: number;
  perihelionPassage: number;
  perihelionDistance: number;
  aphelionDistance: number;
  geocentricMin: number;
  geocentricMax: number;
}

/** An observer for horizon calculations: degrees east and north, metres, hPa (0 = the library's 1013.25 estimate) and deg C. */
export interface HorizonPlace {
  longitude: number;
  latitude: number;
  altitude?: number;
  pressure?: number;
  temperature?: number;
}

/** swe_sol_eclipse_when_glob's answer; contact members null where the eclipse has no such phase. */
export interface SolarEclipseGlobal {
  /** SE_ECL_* bits of the eclipse type. */
  flags: number;
  maximum: number;
  begin: number;
  end: number;
  totalBegin: number | null;
  totalEnd: number | null;
  centralBegin: number | null;
  centralEnd: number | null;
}

export interface LunarEclipseGlobal {
  flags: number;
  maximum: number;
  partialBegin: number | null;
  partialEnd: number | null;
  totalBegin: number | null;
  totalEnd: number | null;
  penumbralBegin: number | null;
  penumbralEnd: number | null;
}

/** swe_lun_occult_when_loc's answer: tret[0] maximum, tret[1]/[4] first/last contact; attr[0] fraction of the body's diameter covered, attr[4]-[6] azimuth (from north) and altitudes. */
export interface LunarOccultationLocal {
  flags: number;
  maximum: number;
  first: number | null;
  fourth: number | null;
  fractionCovered: number;
  azimuth: number;
  trueAltitude: number;
  apparentAltitude: number;
}

/** swe_lun_occult_when_glob's answer (SE_ECL_ONE_TRY): flags 0 and only maximum (the conjunction) when there is no occultation. */
export interface LunarOccultationGlobal {
  flags: number;
  maximum: number;
  begin: number | null;
  end: number | null;
}

export interface SolarEclipseWhere {
  flags: number;
  longitude: number;
  latitude: number;
  /** attr[0], fraction of the Sun's diameter covered. */
  magnitude: number;
  /** attr[1], Moon/Sun apparent diameter ratio. */
  diameterRatio: number;
  /** attr[2], fraction of the Sun's disc covered. */
  obscuration: number;
  /** attr[3], core-shadow diameter in km (negative for total eclipses). */
  coreShadowKm: number;
  sunAltitude: number;
  saros: number;
  sarosMember: number;
}

export interface SolarEclipseLocal {
  flags: number;
  maximum: number;
  first: number | null;
  second: number | null;
  third: number | null;
  fourth: number | null;
  magnitude: number;
  diameterRatio: number;
  obscuration: number;
  /** Sun azimuth from north, clockwise (the library's is from south). */
  sunAzimuth: number;
  sunTrueAltitude: number;
  sunApparentAltitude: number;
  saros: number;
  sarosMember: number;
}

export interface LunarEclipseHow {
  flags: number;
  umbralMagnitude: number;
  penumbralMagnitude: number;
  moonAzimuth: number;
  moonTrueAltitude: number;
  moonApparentAltitude: number;
  saros: number;
  sarosMember: number;
}

export interface Phenomena {
  phaseAngle: number;
  illuminatedFraction: number;
  elongation: number;
  /** degrees */
  apparentDiameter: number;
  magnitude: number;
}

export interface FixedStarPosition {
  /** Traditional name as the catalogue spells it (may be empty for a Bayer-only star). */
  name: string;
  /** Bayer (or Flamsteed) designation, e.g. alLeo. */
  bayer: string;
  longitude: number;
  latitude: number;
  rightAscension: number;
  declination: number;
  magnitude: number;
}

export interface EquatorialPosition {
  id: number;
  rightAscension: number;
  declination: number;
  distance: number;
  rightAscensionSpeed: number;
  declinationSpeed: number;
}

export interface TimeZones {
  /** Whether the name is an IANA zone this service accepts (abbreviations such as EST are not). */
  isValidZone(name: string): boolean;
  /** The IANA zone at a place. */
  zoneAt(latitude: number, longitude: number): string;
  /**
   * The offset (hours) a zone keeps at a local wall time: first occurrence of a repeated
   * time, the offset from before the change for a skipped one.
   */
  offsetAtLocal(zone: string, localDate: string, localTime: string): number;
}

export interface Clock {
  now(): Date;
}

export interface Random {
  /** A generator of floats in [0, 1), deterministic for a seed. */
  seeded(seed: number): () => number;
}

export type { Accounts } from './accounts.js';
import type { Accounts } from './accounts.js';
import type { PriceList, Webhooks } from './webhooks.js';
import type { Reports } from './reports.js';
import type { Operations } from './operations.js';
import type { Interpreter } from './interpreter.js';
export type { Operations, OperationCall } from './operations.js';

export const TOKENS = {
  Ephemeris: Symbol.for('celestial.Ephemeris'),
  TimeZones: Symbol.for('celestial.TimeZones'),
  Clock: Symbol.for('celestial.Clock'),
  Random: Symbol.for('celestial.Random'),
  Accounts: Symbol.for('celestial.Accounts'),
  Webhooks: Symbol.for('celestial.Webhooks'),
  PriceList: Symbol.for('celestial.PriceList'),
  Reports: Symbol.for('celestial.Reports'),
  Operations: Symbol.for('celestial.Operations'),
  Interpreter: Symbol.for('celestial.Interpreter'),
} as const;

/** Maps a service token name to its interface, so `deps` declarations are typed. */
export interface ServiceTypes {
  Ephemeris: Ephemeris;
  TimeZones: TimeZones;
  Clock: Clock;
  Random: Random;
  Accounts: Accounts;
  Webhooks: Webhooks;
  PriceList: PriceList;
  Reports: Reports;
  Operations: Operations;
  Interpreter: Interpreter;
}
export type ServiceName = keyof ServiceTypes;
