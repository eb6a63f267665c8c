/**
 * The Ephemeris service over the `swisseph` binding (Swiss Ephemeris 2.09) and the data
 * files it ships (sepl_18, semo_18, seas_18: 1800-2400). Outside that range the Moshier
 * analytical theory is used, explicitly, and every answer says which one served it. This
 * adapter is the only file that calls swisseph (DESIGN.md, Services).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiError } from '@celestial/core';
import type { BodyPosition, EphemerisSource, HouseResult, ZodiacSettings } from '@celestial/core';
import type { Ephemeris } from '@celestial/core';
import type { HeliacalRequest, HorizonPlace, LunarEclipseGlobal, LunarEclipseHow, LunarOccultationGlobal, LunarOccultationLocal, OrbitalElements, Phenomena, SolarEclipseGlobal, SolarEclipseLocal, SolarEclipseWhere } from '@celestial/core';
import { houseSystemName, POLAR_FAILING_SYSTEMS } from '@celestial/core/astro';
import type { HouseSystemCode } from '@celestial/core/astro';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const swe = require('swisseph') as any;

const SEFLG_SWIEPH = 2;
const SEFLG_MOSEPH = 4;
const SEFLG_SPEED = 256;
const SEFLG_NONUT = 64;
const SEFLG_SIDEREAL = 64 * 1024;
const SE_GREG_CAL = 1;
const SE_ECL_NUT = -1;
const SE_SUN = 0;

/** Julian days of 1800-01-01 and 2400-01-01 (UT), the span of the shipped *_18.se1 files. */
const SWISS_FILES_FIRST_JD = 2378496.5;
const SWISS_FILES_LAST_JD = 2597641.5;

/** The library's texts for an ephemeris file whose tables are out of step with the open file. */
const FILE_STATE_ERROR = /damaged|coefficients instead of|ephemeris file/i;

/**
 * A library error text as a client may read it: no server path. Swiss Ephemeris quotes the
 * full path of the file it opened ("Ephemeris file /srv/.../sepl_18.se1 is damaged"); the
 * file's own name is kept, since it says which span of years was asked for.
 */
export function sanitizeLibraryMessage(text: unknown): string {
  // A path starts the text or follows a space, quote or bracket, and has at least two
  // separators ("1/2" in prose is left alone); a ':'-joined search path counts as one.
  return String(text ?? '')
    .replace(/(^|[\s'"(])((?:[A-Za-z]:)?[\\/](?:[^\s\\/'"]*[\\/])+[^\s\\/'"]*)/g, (_m, lead: string, found: string) => {
      const colon = found.endsWith(':') ? ':' : '';
      const last = found.split(/[\\/:]/).filter(Boolean).pop() ?? '';
      return lead + (/\.\w+$/.test(last) ? last : '<ephemeris path>') + colon;
    })
    .trim();
}

/**
 * The 422 of a position the library refused. Beyond the Moshier theory's span (sweph.h:
 * MOSHPLEPH_START 625000.5 to MOSHPLEPH_END 2818000.5, -3000 to 3003) the library's text is
 * a range of Julian days; the client reads the span in years instead. Other texts are kept,
 * without server paths.
 */
function cannotPlace(body: number, julianDayUT: number, libraryText: unknown): ApiError {
  const text = sanitizeLibraryMessage(libraryText);
  if (/outside Moshier|outside ephemeris range|beyond|out of range/i.test(text)) {
    return new ApiError('CALCULATION_ERROR', `The ephemeris cannot place body ${body} at JD ${julianDayUT}: it covers the years -3000 to 3000 (Swiss Ephemeris files 1800-2399, the Moshier theory outside them), and this calculation reaches beyond them`);
  }
  return new ApiError('CALCULATION_ERROR', `The ephemeris could not place body ${body} at JD ${julianDayUT}: ${text}`);
}

export class SwissEphemeris implements Ephemeris {
  private sidModeSet = -1;

  /**
   * The swisseph package's own files first, then runtime/ephe: the trans-Neptunian asteroid
   * files (astNNN/*.se1, see runtime/ephe/README.md). swe_set_ephe_path takes a ':' list.
   */
  constructor(private readonly ephePath = [
    path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe'),
    fileURLToPath(new URL('../../ephe', import.meta.url)),
  ].join(path.delimiter)) {
    swe.swe_set_ephe_path(ephePath);
  }

  /**
   * swe_calc_ut with one retry after a reset when the library reports a file-state error.
   * The cause of the one known such state is removed at its root (eclipticNutation below);
   * this is the guard for any other path into it: the error names an ephemeris file as
   * damaged or short of coefficients while the file on disk is sound, and only closing and
   * reopening the files (swe_close + swe_set_ephe_path) clears the stale tables. A failure
   * that survives the reset is real and is returned to the caller, its text sanitized.
   */
  private calcUt(julianDayUT: number, body: number, flag: number): any {
    const r = swe.swe_calc_ut(julianDayUT, body, flag);
    if (r && typeof r.error === 'string' && FILE_STATE_ERROR.test(r.error)) {
      this.resetLibrary();
      return swe.swe_calc_ut(julianDayUT, body, flag);
    }
    return r;
  }

  /** How many times calcUt had to reset the library (0 unless a file-state error came up; tests assert it). */
  libraryResets = 0;

  /** Closes every ephemeris file and clears the C library's global state, then re-opens. */
  private resetLibrary(): void {
    this.libraryResets++;
    swe.swe_close();
    swe.swe_set_ephe_path(this.ephePath);
    this.sidModeSet = -1; // swe_close clears the sidereal mode too
  }

  /**
   * SE_ECL_NUT (true and mean obliquity, nutation in longitude and obliquity; degrees).
   *
   * In Swiss Ephemeris 2.09 (sweph.c, swe_calc), a call whose ephemeris flag differs from the
   * last call's frees the planets' file tables (free_planets) but, for SE_ECL_NUT only, leaves
   * the ephemeris files open and the last flag unchanged ("because file will not be reopened
   * with this ipl"). So a Moshier-flagged SE_ECL_NUT (any date outside 1800-2400) right after
   * a Swiss-file call left sepl_18/semo_18 open with empty tables, and the next one to three
   * Swiss-file calls of any request failed with "Ephemeris file .../sepl_18.se1 is damaged
   * (2)" or "17 coefficients instead of 0" (issue 10). A Moshier planet call first makes the
   * switch the way the library expects (files closed, last flag Moshier), after which the
   * Moshier SE_ECL_NUT frees nothing. The opposite order is harmless: after a Moshier call
   * the files are already closed. The flag is kept (not forced to Swiss) because swe_calc_ut
   * takes Delta T for it (the Moshier lunar tidal acceleration outside 1800-2400), so the
   * answers stay those of position() for the same instant.
   */
  private eclipticNutation(julianDayUT: number): { trueObliquity: number; meanObliquity: number; dpsi: number } {
    const flag = this.baseFlag(julianDayUT);
    if (flag === SEFLG_MOSEPH) swe.swe_calc_ut(julianDayUT, SE_SUN, SEFLG_MOSEPH);
    const r = swe.swe_calc_ut(julianDayUT, SE_ECL_NUT, flag);
    return { trueObliquity: r.longitude, meanObliquity: r.latitude, dpsi: r.distance };
  }

  sourceFor(julianDayUT: number): EphemerisSource {
    return julianDayUT >= SWISS_FILES_FIRST_JD && julianDayUT < SWISS_FILES_LAST_JD ? 'swiss' : 'moshier';
  }

  private baseFlag(jd: number): number {
    return this.sourceFor(jd) === 'swiss' ? SEFLG_SWIEPH : SEFLG_MOSEPH;
  }

  private setSidMode(mode: number): void {
    // swe_set_sid_mode is global state in the C library; set it only when it changes.
    if (this.sidModeSet !== mode) {
      swe.swe_set_sid_mode(mode, 0, 0);
      this.sidModeSet = mode;
    }
  }

  julianDay(year: number, month: number, day: number, hourUT: number): number {
    return swe.swe_julday(year, month, day, hourUT, SE_GREG_CAL);
  }

  calendarDate(julianDayUT: number) {
    const r = swe.swe_revjul(julianDayUT, SE_GREG_CAL);
    return { year: r.year, month: r.month, day: r.day, hour: r.hour };
  }

  /**
   * Delta T as every swe_*_ut call of this adapter uses it. From 2021 the values are measured
   * (IERS finals2000A): the library reads runtime/ephe/swe_deltat.txt from the ephemeris path
   * set in the constructor, in place of its table's extrapolated years (see runtime/ephe/README.md).
   */
  deltaTSeconds(julianDayUT: number): number {
    return swe.swe_deltat(julianDayUT).delta * 86400;
  }

  canPlace(julianDayUT: number, body: number): boolean {
    // Chiron, Pholus and the four main-belt asteroids (15-20) and numbered minor planets
    // (10000+) need seas_*.se1; only the 1800-2400 file ships with the package.
    // A numbered minor planet also needs its own astNNN file, which covers its own span
    // (the runtime/ephe files 1500 to 2102-05-14): ask the library, which says either.
    const needsAsteroidFile = (body >= 15 && body <= 20) || body >= 10000;
    if (!needsAsteroidFile) return true;
    if (this.sourceFor(julianDayUT) !== 'swiss') return false;
    if (body < 10000) return true;
    const r = this.calcUt(julianDayUT, body, SEFLG_SWIEPH);
    return r !== undefined && r.error === undefined && r.longitude !== undefined;
  }

  position(julianDayUT: number, body: number, zodiac: ZodiacSettings): BodyPosition {
    let flag = this.baseFlag(julianDayUT) | SEFLG_SPEED;
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    }
    const r = this.calcUt(julianDayUT, body, flag);
    if (r.error !== undefined && r.longitude === undefined) {
      throw cannotPlace(body, julianDayUT, r.error);
    }
    return {
      id: body,
      longitude: r.longitude,
      latitude: r.latitude,
      distance: r.distance,
      longitudeSpeed: r.longitudeSpeed,
      latitudeSpeed: r.latitudeSpeed,
      distanceSpeed: r.distanceSpeed,
    };
  }

  longitudeAt(julianDayUT: number, body: number, zodiac: ZodiacSettings): { longitude: number; speed: number } {
    const r = this.searchCalc(julianDayUT, body, zodiac, SEFLG_SPEED);
    if (zodiac.zodiacType === 'sidereal') return { longitude: r.longitude, speed: r.longitudeSpeed };
    const n = this.nutation.at(julianDayUT);
    return { longitude: r.longitude + n.dpsi, speed: r.longitudeSpeed + n.rate };
  }

  longitudeOnlyAt(julianDayUT: number, body: number, zodiac: ZodiacSettings): number {
    const r = this.searchCalc(julianDayUT, body, zodiac, 0);
    return zodiac.zodiacType === 'sidereal' ? r.longitude : r.longitude + this.nutation.at(julianDayUT).dpsi;
  }

  /**
   * The calls behind longitudeAt and longitudeOnlyAt. Tropical: SEFLG_NONUT, the mean equinox
   * of date; the true ecliptic longitude is that plus the nutation in longitude, exactly
   * (nutation turns the frame about the ecliptic pole by dpsi; the obliquity's share does not
   * move ecliptic longitudes). Swiss Ephemeris recomputes the nutation series at every new
   * instant, about half of a call's cost; the table below computes it once per day node.
   * Sidereal: Swiss subtracts an ayanamsa without nutation from a position without nutation,
   * so SEFLG_NONUT changes nothing there (checked by the unit test) and is not needed.
   */
  private searchCalc(julianDayUT: number, body: number, zodiac: ZodiacSettings, speedFlag: number) {
    let flag = this.baseFlag(julianDayUT) | speedFlag;
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    } else flag |= SEFLG_NONUT;
    const r = this.calcUt(julianDayUT, body, flag);
    if (r.error !== undefined && r.longitude === undefined) {
      throw cannotPlace(body, julianDayUT, r.error);
    }
    return r as { longitude: number; longitudeSpeed: number };
  }

  private readonly nutation = new NutationTable((jd) => this.eclipticNutation(jd).dpsi);

  houses(julianDayUT: number, latitude: number, longitude: number, system: HouseSystemCode, zodiac: ZodiacSettings): HouseResult {
    let flag = 0;
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    }
    // Above the polar circles Placidus, Koch and Gauquelin have no solution: Swiss Ephemeris
    // then quietly answers Porphyry cusps. We refuse instead, as the specification asks.
    if (POLAR_FAILING_SYSTEMS.includes(system) && Math.abs(latitude) >= 90 - this.obliquity(julianDayUT)) {
      throw new ApiError(
        'CALCULATION_ERROR',
        `${houseSystemName(system)} houses cannot be computed at latitude ${latitude} (inside the polar circle); use Whole Sign (W) or Equal (E) houses, or another system such as Porphyry (O)`,
      );
    }
    const r = swe.swe_houses_ex(julianDayUT, flag, latitude, longitude, system);
    if (!r || r.error !== undefined || !Array.isArray(r.house)) {
      throw new ApiError('CALCULATION_ERROR', `${houseSystemName(system)} houses could not be computed here: ${sanitizeLibraryMessage(r?.error ?? 'no result')}; use Whole Sign (W) or Equal (E)`);
    }
    return {
      cusps: r.house.slice(0, system === 'G' ? 36 : 12),
      ascendant: r.ascendant,
      mc: r.mc,
      armc: r.armc,
      vertex: r.vertex,
      equatorialAscendant: r.equatorialAscendant,
    };
  }

  ayanamsa(julianDayUT: number, siderealMode: number): number {
    this.setSidMode(siderealMode);
    const r = swe.swe_get_ayanamsa_ex_ut(julianDayUT, this.baseFlag(julianDayUT));
    return r.ayanamsa;
  }

  obliquity(julianDayUT: number): number {
    return this.eclipticNutation(julianDayUT).trueObliquity;
  }

  equatorial(julianDayUT: number, body: number): ReturnType<Ephemeris['equatorial']> {
    // SEFLG_EQUATORIAL (2048): the longitude/latitude slots carry right ascension/declination,
    // referred to the true equator and equinox of date; never sidereal.
    const r = this.calcUt(julianDayUT, body, this.baseFlag(julianDayUT) | SEFLG_SPEED | 2048);
    // The binding names the slots rectAscension/declination under this flag.
    if (r.error !== undefined && r.rectAscension === undefined) {
      throw cannotPlace(body, julianDayUT, r.error);
    }
    return {
      id: body,
      rightAscension: r.rectAscension,
      declination: r.declination,
      distance: r.distance,
      rightAscensionSpeed: r.rectAscensionSpeed,
      declinationSpeed: r.declinationSpeed,
    };
  }

  equatorialJ2000(julianDayUT: number, body: number): ReturnType<Ephemeris['equatorialJ2000']> {
    // SEFLG_EQUATORIAL (2048) | SEFLG_J2000 (32): right ascension and declination on the mean equator and equinox of J2000, no nutation.
    const r = this.calcUt(julianDayUT, body, this.baseFlag(julianDayUT) | SEFLG_SPEED | 2048 | 32);
    if (r.error !== undefined && r.rectAscension === undefined) {
      throw cannotPlace(body, julianDayUT, r.error);
    }
    return { id: body, rightAscension: r.rectAscension, declination: r.declination, distance: r.distance, rightAscensionSpeed: r.rectAscensionSpeed, declinationSpeed: r.declinationSpeed };
  }

  housesFull(julianDayUT: number, latitude: number, longitude: number, system: HouseSystemCode, zodiac: ZodiacSettings) {
    let flag = 0;
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    }
    const r = swe.swe_houses_ex(julianDayUT, flag, latitude, longitude, system);
    if (!r || r.error !== undefined || !Array.isArray(r.house)) return null;
    return {
      cusps: r.house.slice(0, system === 'G' ? 36 : 12),
      ascendant: r.ascendant, mc: r.mc, armc: r.armc, vertex: r.vertex, equatorialAscendant: r.equatorialAscendant,
      coAscendantKoch: r.kochCoAscendant, coAscendantMunkasey: r.munkaseyCoAscendant, polarAscendant: r.munkaseyPolarAscendant,
    };
  }

  housePosition(armc: number, geoLatitude: number, obliquity: number, system: HouseSystemCode, longitude: number, latitude: number): number {
    const r = swe.swe_houses_pos(armc, geoLatitude, obliquity, system, longitude, latitude);
    if (r.error !== undefined || typeof r.housePosition !== 'number') throw new ApiError('CALCULATION_ERROR', `${houseSystemName(system)} house positions cannot be computed here; use Whole Sign (W) or Equal (E)`);
    return r.housePosition;
  }

  gauquelinSector(julianDayUT: number, body: number, method: number, geoLongitude: number, geoLatitude: number): number {
    // npm binding order: (tjd_ut, ipl, starname, iflag, imeth, geolon, geolat, height, atpress, attemp); 0 pressure = standard.
    const r = swe.swe_gauquelin_sector(julianDayUT, body, '', this.baseFlag(julianDayUT), method, geoLongitude, geoLatitude, 0, 0, 0);
    if (r.error !== undefined || typeof r.gauquelinSector !== 'number') throw new ApiError('CALCULATION_ERROR', `The Gauquelin sector of body ${body} cannot be computed here: ${sanitizeLibraryMessage(r.error ?? 'no result')}`);
    return r.gauquelinSector;
  }

  obliquities(julianDayUT: number): { true: number; mean: number } {
    const n = this.eclipticNutation(julianDayUT);
    return { true: n.trueObliquity, mean: n.meanObliquity };
  }

  nextEclipseMaximum(julianDayUT: number, kind: 'solar' | 'lunar'): number | null {
    // (tjd_start, ifl, ifltype 0 = any kind, backward 0)
    const r = kind === 'solar' ? swe.swe_sol_eclipse_when_glob(julianDayUT, this.baseFlag(julianDayUT), 0, 0) : swe.swe_lun_eclipse_when(julianDayUT, this.baseFlag(julianDayUT), 0, 0);
    return r && r.error === undefined && typeof r.maximum === 'number' && r.maximum > 0 ? r.maximum : null;
  }

  housesArmc(armc: number, latitude: number, obliquity: number, system: HouseSystemCode): HouseResult {
    // As houses(): refuse inside the polar circles, where Swiss quietly answers Porphyry.
    if (POLAR_FAILING_SYSTEMS.includes(system) && Math.abs(latitude) >= 90 - obliquity) {
      throw new ApiError('CALCULATION_ERROR', `${houseSystemName(system)} houses cannot be computed at latitude ${latitude} (inside the polar circle); use Whole Sign (W) or Equal (E) houses, or another system such as Porphyry (O)`);
    }
    const r = swe.swe_houses_armc(armc, latitude, obliquity, system);
    if (!r || r.error !== undefined || !Array.isArray(r.house)) throw new ApiError('CALCULATION_ERROR', `${houseSystemName(system)} houses could not be computed from this ARMC: ${sanitizeLibraryMessage(r?.error ?? 'no result')}`);
    return { cusps: r.house.slice(0, system === 'G' ? 36 : 12), ascendant: r.ascendant, mc: r.mc, armc: r.armc, vertex: r.vertex, equatorialAscendant: r.equatorialAscendant };
  }

  fixedStar(julianDayUT: number, star: string, zodiac: ZodiacSettings): ReturnType<Ephemeris['fixedStar']> {
    // swe_fixstar2_ut(star, tjd_ut, iflag) from sefstars.txt: proper motion, precession, nutation and aberration to the date.
    let flag = this.baseFlag(julianDayUT);
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    }
    const ecl = swe.swe_fixstar2_ut(star, julianDayUT, flag);
    if (!ecl || typeof ecl.longitude !== 'number') return null;
    const eq = swe.swe_fixstar2_ut(star, julianDayUT, this.baseFlag(julianDayUT) | 2048); // SEFLG_EQUATORIAL, of date
    const mag = swe.swe_fixstar2_mag(star);
    const [name = '', bayer = ''] = String(ecl.name).split(',');
    return { name: name.trim(), bayer: bayer.trim(), longitude: ecl.longitude, latitude: ecl.latitude, rightAscension: eq.rectAscension, declination: eq.declination, magnitude: mag.magnitude };
  }

  riseSet(julianDayUT: number, body: number, event: 'rise' | 'set', geoLongitude: number, geoLatitude: number, convention: 'upper-limb' | 'hindu' = 'upper-limb'): number | null {
    // (tjd_ut, ipl, starname, epheflag, rsmi, geolon, geolat, height, atpress, attemp): upper limb with refraction; 1013.25 mbar
    // and 10 C give the conventional 34' horizon refraction (Sun's centre at -0.8333 deg, as almanacs); 0 C would add ~1'.
    // SE_BIT_HINDU_RISING = SE_BIT_DISC_CENTER (256) | SE_BIT_NO_REFRACTION (512) | SE_BIT_GEOCTR_NO_ECL_LAT (128).
    const rsmi = (event === 'rise' ? swe.SE_CALC_RISE : swe.SE_CALC_SET) | (convention === 'hindu' ? 896 : 0);
    const r = swe.swe_rise_trans(julianDayUT, body, '', this.baseFlag(julianDayUT), rsmi, geoLongitude, geoLatitude, 0, 1013.25, 10);
    return r && r.error === undefined && typeof r.transitTime === 'number' && r.transitTime > 0 ? r.transitTime : null;
  }

  // Astronomy calls (plugins/astronomy, plugins/astrocartography). The eclipse and rise/transit
  // functions compute with the ephemeris flag given; outside 1800-2400 that is Moshier, switched
  // to through a Moshier planet call first (as eclipticNutation does), so that no file-table
  // state is left behind (issue 10). A library error is a CALCULATION_ERROR or a null, never
  // partial numbers; the search functions' ERR (-1) and "nothing found" (0) both give null.

  /** The ephemeris flag for a call of a library routine that computes internally, after the switch the library expects. */
  private routineFlag(julianDayUT: number): number {
    const flag = this.baseFlag(julianDayUT);
    if (flag === SEFLG_MOSEPH) swe.swe_calc_ut(julianDayUT, SE_SUN, SEFLG_MOSEPH);
    return flag;
  }

  solarEclipseGlobal(julianDayUT: number, typeMask: number, backward: boolean): SolarEclipseGlobal | null {
    const r = swe.swe_sol_eclipse_when_glob(julianDayUT, this.routineFlag(julianDayUT), typeMask, backward ? 1 : 0);
    if (!r || r.error !== undefined || !(r.rflag > 0) || !(r.maximum > 0)) return null;
    return { flags: r.rflag, maximum: r.maximum, begin: r.begin, end: r.end, totalBegin: positiveOrNull(r.totalBegin), totalEnd: positiveOrNull(r.totalEnd), centralBegin: positiveOrNull(r.centerBegin), centralEnd: positiveOrNull(r.centerEnd) };
  }

  lunarEclipseGlobal(julianDayUT: number, typeMask: number, backward: boolean): LunarEclipseGlobal | null {
    const r = swe.swe_lun_eclipse_when(julianDayUT, this.routineFlag(julianDayUT), typeMask, backward ? 1 : 0);
    if (!r || r.error !== undefined || !(r.rflag > 0) || !(r.maximum > 0)) return null;
    return {
      flags: r.rflag, maximum: r.maximum,
      partialBegin: positiveOrNull(r.partialBegin), partialEnd: positiveOrNull(r.partialEnd),
      totalBegin: positiveOrNull(r.totalBegin), totalEnd: positiveOrNull(r.totalEnd),
      penumbralBegin: positiveOrNull(r.penumbralBegin), penumbralEnd: positiveOrNull(r.penumbralEnd),
    };
  }

  solarEclipseWhere(julianDayUT: number): SolarEclipseWhere | null {
    const r = swe.swe_sol_eclipse_where(julianDayUT, this.routineFlag(julianDayUT));
    if (!r || r.error !== undefined || !(r.rflag > 0)) return null;
    // The binding's names: solarDiameterFraction attr[0], lonarToSolarDiameterRatio attr[1], solarDiscFraction attr[2], coreShadow attr[3].
    return {
      flags: r.rflag, longitude: r.longitude, latitude: r.latitude, magnitude: r.solarDiameterFraction, diameterRatio: r.lonarToSolarDiameterRatio,
      obscuration: r.solarDiscFraction, coreShadowKm: r.coreShadow, sunAltitude: r.trueAltitude, saros: r.sarosNumber, sarosMember: r.sarosMember,
    };
  }

  lunarOccultationGlobal(julianDayUT: number, body: number, star: string | null, backward: boolean): LunarOccultationGlobal | null {
    // SE_ECL_ONE_TRY (32768) is OR-ed into backward (swephexp.h; the Swiss Ephemeris manual, 8.4): one conjunction per call.
    const r = swe.swe_lun_occult_when_glob(julianDayUT, star ? -1 : body, star ?? '', this.routineFlag(julianDayUT), 0, (backward ? 1 : 0) | 32768);
    if (!r || r.error !== undefined || !(r.rflag >= 0) || !(r.maximum > 0)) return null;
    return { flags: r.rflag, maximum: r.maximum, begin: r.rflag > 0 ? positiveOrNull(r.begin) : null, end: r.rflag > 0 ? positiveOrNull(r.end) : null };
  }

  lunarOccultationLocal(julianDayUT: number, body: number, star: string | null, geoLongitude: number, geoLatitude: number, altitude: number, backward: boolean): LunarOccultationLocal | null {
    const r = swe.swe_lun_occult_when_loc(julianDayUT, star ? -1 : body, star ?? '', this.routineFlag(julianDayUT), geoLongitude, geoLatitude, altitude, (backward ? 1 : 0) | 32768);
    if (!r || r.error !== undefined || !(r.rflag >= 0) || !(r.maximum > 0)) return null;
    return {
      flags: r.rflag, maximum: r.maximum, first: positiveOrNull(r.first), fourth: positiveOrNull(r.forth),
      fractionCovered: r.solarDiameterFraction, azimuth: fromNorth(r.azimuth), trueAltitude: r.trueAltitude, apparentAltitude: r.apparentAltitude,
    };
  }

  lunarOccultationWhere(julianDayUT: number, body: number, star: string | null): { flags: number; longitude: number; latitude: number } | null {
    const r = swe.swe_lun_occult_where(julianDayUT, star ? -1 : body, star ?? '', this.routineFlag(julianDayUT));
    if (!r || r.error !== undefined || !(r.rflag > 0)) return null;
    return { flags: r.rflag, longitude: r.longitude, latitude: r.latitude };
  }

  solarEclipseLocal(julianDayUT: number, geoLongitude: number, geoLatitude: number, altitude: number, backward: boolean): SolarEclipseLocal | null {
    const r = swe.swe_sol_eclipse_when_loc(julianDayUT, this.routineFlag(julianDayUT), geoLongitude, geoLatitude, altitude, backward ? 1 : 0);
    if (!r || r.error !== undefined || !(r.rflag > 0) || !(r.maximum > 0)) return null;
    return {
      flags: r.rflag, maximum: r.maximum, first: positiveOrNull(r.first), second: positiveOrNull(r.second), third: positiveOrNull(r.third), fourth: positiveOrNull(r.forth),
      magnitude: r.solarDiameterFraction, diameterRatio: r.lonarToSolarDiameterRatio, obscuration: r.solarDiscFraction,
      sunAzimuth: fromNorth(r.azimuth), sunTrueAltitude: r.trueAltitude, sunApparentAltitude: r.apparentAltitude, saros: r.sarosNumber, sarosMember: r.sarosMember,
    };
  }

  lunarEclipseHow(julianDayUT: number, geoLongitude: number, geoLatitude: number, altitude: number): LunarEclipseHow {
    const r = swe.swe_lun_eclipse_how(julianDayUT, this.routineFlag(julianDayUT), geoLongitude, geoLatitude, altitude);
    if (!r || r.error !== undefined) throw new ApiError('CALCULATION_ERROR', `The lunar eclipse could not be described at JD ${julianDayUT}: ${sanitizeLibraryMessage(r?.error ?? 'no result')}`);
    return {
      flags: r.rflag, umbralMagnitude: r.umbralMagnitude, penumbralMagnitude: r.penumbralMagnitude,
      moonAzimuth: fromNorth(r.azimuth), moonTrueAltitude: r.trueAltitude, moonApparentAltitude: r.apparentAltitude, saros: r.sarosNumber, sarosMember: r.sarosMember,
    };
  }

  riseTransit(julianDayUT: number, body: number, event: 'rise' | 'set' | 'upper-transit' | 'lower-transit', place: HorizonPlace, options: { discCenter?: boolean; twilight?: 'civil' | 'nautical' | 'astronomical' } = {}): number | null {
    // The event codes are alternatives (SE_CALC_RISE 1, SE_CALC_SET 2, SE_CALC_MTRANSIT 4, SE_CALC_ITRANSIT 8); the SE_BIT_* modifiers are OR-ed.
    let rsmi = event === 'rise' ? 1 : event === 'set' ? 2 : event === 'upper-transit' ? 4 : 8;
    if (options.discCenter) rsmi |= 256;
    if (options.twilight) rsmi |= options.twilight === 'civil' ? 1024 : options.twilight === 'nautical' ? 2048 : 4096;
    // Pressure 0 lets the library estimate it from the altitude; 1013.25 hPa and 10 C are riseSet's conventional 34' refraction.
    const r = swe.swe_rise_trans(julianDayUT, body, '', this.routineFlag(julianDayUT), rsmi, place.longitude, place.latitude, place.altitude ?? 0, place.pressure ?? 1013.25, place.temperature ?? 10);
    return r && r.error === undefined && typeof r.transitTime === 'number' && r.transitTime > 0 ? r.transitTime : null;
  }

  phenomena(julianDayUT: number, body: number): Phenomena {
    const r = swe.swe_pheno_ut(julianDayUT, body, this.routineFlag(julianDayUT));
    if (!r || r.error !== undefined || typeof r.phaseAngle !== 'number') throw cannotPlace(body, julianDayUT, r?.error ?? 'no result');
    return { phaseAngle: r.phaseAngle, illuminatedFraction: r.phase, elongation: r.elongation, apparentDiameter: r.apparentDiameter, magnitude: r.apparentMagnitude };
  }

  siderealTimeHours(julianDayUT: number): number {
    return swe.swe_sidtime(julianDayUT).siderialTime;
  }

  equationOfTimeDays(julianDayUT: number): number {
    return swe.swe_time_equ(julianDayUT).timeEquation;
  }

  nutationAndObliquity(julianDayUT: number) {
    const flag = this.routineFlag(julianDayUT);
    const r = swe.swe_calc_ut(julianDayUT, SE_ECL_NUT, flag);
    // SE_ECL_NUT slots: longitude true obliquity, latitude mean obliquity, distance dpsi, longitudeSpeed deps.
    return { trueObliquity: r.longitude, meanObliquity: r.latitude, nutationLongitude: r.distance, nutationObliquity: r.longitudeSpeed };
  }

  horizontal(julianDayUT: number, place: HorizonPlace, frame: 'ecliptic' | 'equatorial', lonOrRa: number, latOrDec: number) {
    // swe_azalt(tjd_ut, SE_ECL2HOR 0 | SE_EQU2HOR 1, geolon, geolat, height, atpress, attemp, x0, x1, x2) (npm binding order); coordinates of date.
    const r = swe.swe_azalt(julianDayUT, frame === 'ecliptic' ? 0 : 1, place.longitude, place.latitude, place.altitude ?? 0, place.pressure ?? 1013.25, place.temperature ?? 10, lonOrRa, latOrDec, 1);
    return { azimuth: fromNorth(r.azimuth), trueAltitude: r.trueAltitude, apparentAltitude: r.apparentAltitude };
  }

  orbitalElements(julianDayUT: number, body: number): OrbitalElements | null {
    // The binding takes TT: tjd_et = tjd_ut + Delta T (it has no swe_deltat_ex).
    const flag = this.routineFlag(julianDayUT);
    const tjdEt = julianDayUT + swe.swe_deltat(julianDayUT).delta;
    const r = swe.swe_get_orbital_elements(tjdEt, body, flag);
    if (!r || r.error !== undefined || typeof r.semimajorAxis !== 'number') return null;
    const d = swe.swe_orbit_max_min_true_distance(tjdEt, body, flag);
    return {
      semiMajorAxis: r.semimajorAxis, eccentricity: r.eccentricity, inclination: r.inclination, ascendingNode: r.ascendingNode,
      argumentOfPerihelion: r.periapsisArg, longitudeOfPerihelion: r.periapsis, meanAnomaly: r.meanAnomaly, trueAnomaly: r.trueAnomaly,
      eccentricAnomaly: r.eccentricAnomaly, meanLongitude: r.meanLongitude, siderealPeriodYears: r.siderealPeriod, dailyMotion: r.meanDailyMotion,
      synodicPeriodDays: r.synodicPeriod, perihelionPassage: r.perihelionPassage, perihelionDistance: r.perihelionDistance, aphelionDistance: r.aphelionDistance,
      geocentricMin: d?.minDistance ?? NaN, geocentricMax: d?.maxDistance ?? NaN,
    };
  }

  nodesApsides(julianDayUT: number, body: number, method: 1 | 2 | 4) {
    const r = swe.swe_nod_aps_ut(julianDayUT, body, this.routineFlag(julianDayUT), method);
    if (!r || r.error !== undefined || !r.ascending) return null;
    const pt = (x: any) => ({ longitude: x.longitude, latitude: x.latitude, distance: x.distance });
    return { ascending: pt(r.ascending), descending: pt(r.descending), perihelion: pt(r.perihelion), aphelion: pt(r.aphelion) };
  }

  heliacalEvent(julianDayUT: number, q: HeliacalRequest): { startVisible: number; optimum: number | null; endVisible: number | null } | { refused: string } {
    // dobs[2..5] (binocular, magnification, aperture, transmission) are read only with SE_HELFLAG_OPTICAL_PARAMS; 0 leaves the naked eye.
    const r = swe.swe_heliacal_ut(julianDayUT, [q.longitude, q.latitude, q.altitude], [q.pressure, q.temperature, q.humidity, q.extinction], [q.age, q.snellen, 0, 0, 0, 0], q.object, q.eventType, this.routineFlag(julianDayUT) | q.helflag);
    if (!r || r.error !== undefined || !(r.startVisible > 0)) return { refused: sanitizeLibraryMessage(r?.error ?? 'no result') };
    return { startVisible: r.startVisible, optimum: positiveOrNull(r.bestVisible), endVisible: positiveOrNull(r.endVisible) };
  }

  private calcWith(julianDayUT: number, body: number, zodiac: ZodiacSettings, extraFlag: number): BodyPosition {
    let flag = this.baseFlag(julianDayUT) | SEFLG_SPEED | extraFlag;
    if (zodiac.zodiacType === 'sidereal') {
      this.setSidMode(zodiac.siderealMode);
      flag |= SEFLG_SIDEREAL;
    }
    const r = this.calcUt(julianDayUT, body, flag);
    if (r.error !== undefined && r.longitude === undefined) throw cannotPlace(body, julianDayUT, r.error);
    return { id: body, longitude: r.longitude, latitude: r.latitude, distance: r.distance, longitudeSpeed: r.longitudeSpeed, latitudeSpeed: r.latitudeSpeed, distanceSpeed: r.distanceSpeed };
  }

  heliocentric(julianDayUT: number, body: number, zodiac: ZodiacSettings): BodyPosition {
    return this.calcWith(julianDayUT, body, zodiac, 8); // SEFLG_HELCTR
  }

  topocentric(julianDayUT: number, body: number, geoLongitude: number, geoLatitude: number, altitude: number, zodiac: ZodiacSettings): BodyPosition {
    // swe_set_topo is global state in the C library; set it right before each topocentric call.
    swe.swe_set_topo(geoLongitude, geoLatitude, altitude);
    return this.calcWith(julianDayUT, body, zodiac, 32 * 1024); // SEFLG_TOPOCTR
  }
}

/**
 * The nutation in longitude (Swiss Ephemeris SE_ECL_NUT, its `distance` slot, degrees) on whole
 * UT Julian days, filled as they are first needed and kept for the life of the process (it
 * depends on time only), interpolated by the quintic through the six surrounding days. The
 * shortest terms of the series that matter are 13.66 days (0.23") and 9.13 days (0.03"); the
 * quintic's error is about 1e-8 deg (the unit test measures it against swe_calc_ut over
 * 1800-2400 and Moshier centuries; a cubic left 1.6e-7 deg, which moves a root by seconds where
 * a planet is within a day of its station). Chunks of 256 days; at most 256 chunks (about 180
 * years) are kept.
 */
export class NutationTable {
  private static readonly CHUNK = 256;
  private static readonly MAX_CHUNKS = 256;
  /** Lagrange weights' denominators for the nodes -2..3: prod over m != j of (j - m). */
  private static readonly DENOM = [-2, -1, 0, 1, 2, 3].map((j) => [-2, -1, 0, 1, 2, 3].reduce((p, m) => (m === j ? p : p * (j - m)), 1));
  private readonly chunks = new Map<number, Float64Array>();

  constructor(private readonly dpsiAt: (julianDayUT: number) => number) {}

  private node(day: number): number {
    const c = Math.floor(day / NutationTable.CHUNK);
    let chunk = this.chunks.get(c);
    if (chunk === undefined) {
      if (this.chunks.size >= NutationTable.MAX_CHUNKS) this.chunks.delete(this.chunks.keys().next().value!);
      chunk = new Float64Array(NutationTable.CHUNK).fill(NaN);
      this.chunks.set(c, chunk);
    }
    const i = day - c * NutationTable.CHUNK;
    let v = chunk[i]!;
    if (Number.isNaN(v)) chunk[i] = v = this.dpsiAt(day);
    return v;
  }

  /** dpsi (degrees) and its rate (degrees per day) at an instant. */
  at(julianDayUT: number): { dpsi: number; rate: number } {
    const k = Math.floor(julianDayUT);
    const u = julianDayUT - k;
    let dpsi = 0, rate = 0;
    // Lagrange on the nodes k-2..k+3: l_j(u) = prod_{m != j} (u - m) / (j - m); l_j' by the product rule.
    for (let a = 0; a < 6; a++) {
      const j = a - 2;
      let prod = 1, dprod = 0;
      for (let b = 0; b < 6; b++) {
        if (b === a) continue;
        const f = u - (b - 2);
        dprod = dprod * f + prod;
        prod *= f;
      }
      const fj = this.node(k + j) / NutationTable.DENOM[a]!;
      dpsi += prod * fj;
      rate += dprod * fj;
    }
    return { dpsi, rate };
  }
}

/** A library contact time, null where it reports 0 (no such phase). */
function positiveOrNull(jd: unknown): number | null {
  return typeof jd === 'number' && jd > 0 ? jd : null;
}

/** Swiss Ephemeris counts azimuth from south, clockwise through west (swephexp.h, swe_azalt); the answers count it from north. */
function fromNorth(azimuthFromSouth: number): number {
  return (azimuthFromSouth + 180) % 360;
}
