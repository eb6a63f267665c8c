/**
 * Heliacal events: the first and last visibility of a planet or star near the Sun (rising and
 * setting), and of the Moon's crescent, by Swiss Ephemeris swe_heliacal_ut: Schaefer's
 * visibility-limit model (B. E. Schaefer, "Astronomy and the limits of vision", Vistas in
 * Astronomy 36, 1993) as implemented by D. Koch and V. Reijs (swehel.c). dret[0..2] are the
 * first, optimum and last instant of visibility on the morning or evening of the event.
 *
 * The arcus visionis is the altitude of the object minus that of the Sun at first visibility
 * (the Swiss Ephemeris manual, 6.16, darr[4] and darr[5]): computed here from the positions
 * (swe_calc_ut and swe_azalt through the adapter, airless altitudes) because the npm binding's
 * swe_heliacal_pheno_ut calls swe_heliacal_ut instead (node_modules/swisseph/src/hel.cc) and
 * answers event times where the phenomena should be.
 */
import { ApiError, bodyName, fixedStarNamed } from '@celestial/core';
import type { Ephemeris, LangCode } from '@celestial/core';
import { instant, instantOrNull, localJd } from './time.js';

export const HELIACAL_EVENTS = ['heliacal-rising', 'heliacal-setting', 'evening-first', 'morning-last', 'acronychal-rising', 'acronychal-setting'] as const;
export type HeliacalEventKind = (typeof HELIACAL_EVENTS)[number];
/** swe_heliacal_ut's TypeEvent: SE_HELIACAL_RISING 1 ... SE_ACRONYCHAL_SETTING 6 (swephexp.h). */
const TYPE_EVENT: Readonly<Record<HeliacalEventKind, 1 | 2 | 3 | 4 | 5 | 6>> = {
  'heliacal-rising': 1, 'heliacal-setting': 2, 'evening-first': 3, 'morning-last': 4, 'acronychal-rising': 5, 'acronychal-setting': 6,
};
/**
 * SE_HELFLAG_AVKIND_VR (swephexp.h, 1 << 16): the arcus-visionis method after Vreijs. swehel.c
 * refuses the acronychal events under the visibility-limit method ("ill-defined"), so they are
 * asked this way; the other events keep Schaefer's model.
 */
const SE_HELFLAG_AVKIND_VR = 1 << 16;
/** SE_HELFLAG_HIGH_PRECISION: the refraction and extinction integrated along the path instead of the fast approximations. */
const SE_HELFLAG_HIGH_PRECISION = 256;

/** The objects swe_heliacal_ut knows by name, with their Swiss ids (the Sun has no heliacal events). */
const PLANETS: Readonly<Record<string, number>> = { moon: 1, mercury: 2, venus: 3, mars: 4, jupiter: 5, saturn: 6, uranus: 7, neptune: 8 };
/**
 * The events that exist for each kind of object (swehel.c, swe_heliacal_ut): the Moon has only
 * her evening first and morning last crescent; Mercury and Venus, the inferior planets, have all
 * four of their synodic cycle; the superior planets and the stars rise and set heliacally only.
 */
const DEFAULT_EVENTS = {
  moon: ['evening-first', 'morning-last'],
  inferior: ['heliacal-rising', 'heliacal-setting', 'evening-first', 'morning-last'],
  other: ['heliacal-rising', 'heliacal-setting'],
} as const satisfies Record<string, readonly HeliacalEventKind[]>;

export interface HeliacalInput {
  date: string;
  latitude: number;
  longitude: number;
  altitude?: number;
  object: string;
  event?: HeliacalEventKind;
  atmosphere?: { pressure?: number; temperature?: number; humidity?: number; extinction?: number };
  observer?: { age?: number; snellen?: number };
}

export interface HeliacalEventFound {
  event: HeliacalEventKind;
  startVisible: number;
  optimum: number | null;
  endVisible: number | null;
  /** Geocentric airless altitude of the object minus that of the Sun at first visibility, degrees. */
  arcusVisionis: number;
  /** The same from the observer's place (the Moon's parallax counts; a star's does not). */
  topocentricArcusVisionis: number;
}

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;

export interface ResolvedObject { id: number | null; slug: string; name: string; libraryName: string }

/** The object by planet name (case-insensitive) or a star of sefstars.txt; 400 naming `object` otherwise. */
export function resolveObject(ephemeris: Ephemeris, jd: number, object: string, lang: LangCode): ResolvedObject {
  const key = object.trim().toLowerCase();
  if (key === 'sun') throw ApiError.invalidField('object', 'the Sun has no heliacal events: name a planet from the Moon to Neptune or a star');
  const id = PLANETS[key];
  if (id !== undefined) return { id, slug: key, name: bodyName(key, lang), libraryName: key };
  const star = ephemeris.fixedStar(jd, object.trim(), TROPICAL);
  if (!star) throw ApiError.invalidField('object', 'is neither a planet (moon, mercury ... neptune) nor a star of the Swiss Ephemeris catalogue (sefstars.txt)');
  // A star of core's fixed-star table is named in the answer's language (issue 12: `Sirius` was English in every language).
  return { id: null, ...fixedStarNamed(star.name || object.trim(), lang), libraryName: object.trim() };
}

export function defaultEvents(object: ResolvedObject): readonly HeliacalEventKind[] {
  if (object.id === 1) return DEFAULT_EVENTS.moon;
  if (object.id === 2 || object.id === 3) return DEFAULT_EVENTS.inferior;
  return DEFAULT_EVENTS.other;
}

/** Airless altitude (degrees) of an ecliptic point of date seen from the place. */
function altitudeOf(ephemeris: Ephemeris, jd: number, place: { latitude: number; longitude: number; altitude: number }, lon: number, lat: number): number {
  return ephemeris.horizontal(jd, place, 'ecliptic', lon, lat).trueAltitude;
}

/** Object minus Sun altitude at an instant, geocentric and topocentric positions. */
export function arcusVisionisAt(ephemeris: Ephemeris, jd: number, object: ResolvedObject, place: { latitude: number; longitude: number; altitude: number }) {
  const sunGeo = ephemeris.position(jd, 0, TROPICAL);
  const sunTopo = ephemeris.topocentric(jd, 0, place.longitude, place.latitude, place.altitude, TROPICAL);
  let geo: { longitude: number; latitude: number };
  let topo: { longitude: number; latitude: number };
  if (object.id === null) {
    const star = ephemeris.fixedStar(jd, object.libraryName, TROPICAL)!;
    geo = topo = star;
  } else {
    geo = ephemeris.position(jd, object.id, TROPICAL);
    topo = ephemeris.topocentric(jd, object.id, place.longitude, place.latitude, place.altitude, TROPICAL);
  }
  return {
    arcusVisionis: altitudeOf(ephemeris, jd, place, geo.longitude, geo.latitude) - altitudeOf(ephemeris, jd, place, sunGeo.longitude, sunGeo.latitude),
    topocentricArcusVisionis: altitudeOf(ephemeris, jd, place, topo.longitude, topo.latitude) - altitudeOf(ephemeris, jd, place, sunTopo.longitude, sunTopo.latitude),
  };
}

/**
 * The next heliacal events of the object after `from` (UT Julian day): the one asked, or every
 * kind that exists for the object, in time order; none where the library finds no date within
 * five synodic periods (a star that never rises there). The library's refusal of an event asked
 * for ("does not exist for", "is not provided") is a 400 naming `event`; any other a 422.
 */
export function heliacalEvents(ephemeris: Ephemeris, from: number, input: HeliacalInput, object: ResolvedObject): HeliacalEventFound[] {
  const place = { latitude: input.latitude, longitude: input.longitude, altitude: input.altitude ?? 0 };
  const atm = input.atmosphere ?? {};
  const obs = input.observer ?? {};
  const kinds = input.event ? [input.event] : defaultEvents(object);
  const out: HeliacalEventFound[] = [];
  for (const event of kinds) {
    const acronychal = event === 'acronychal-rising' || event === 'acronychal-setting';
    const r = ephemeris.heliacalEvent(from, {
      longitude: place.longitude, latitude: place.latitude, altitude: place.altitude,
      // Defaults as swehel.c's default_heliacal_parameters: the International Standard Atmosphere at the observer's height
      // (1013.25 (1 - 0.0065 h / 288)^5.255 hPa, 15 - 0.0065 h C), 40 % humidity, the extinction derived from them (0);
      // an observer 36 years old with Snellen ratio 1.
      pressure: atm.pressure ?? 1013.25 * (1 - (0.0065 * place.altitude) / 288) ** 5.255, temperature: atm.temperature ?? 15 - 0.0065 * place.altitude,
      humidity: atm.humidity ?? 40, extinction: atm.extinction ?? 0,
      age: obs.age ?? 36, snellen: obs.snellen ?? 1,
      object: object.libraryName, eventType: TYPE_EVENT[event], helflag: SE_HELFLAG_HIGH_PRECISION | (acronychal ? SE_HELFLAG_AVKIND_VR : 0),
    });
    if ('refused' in r) {
      // None within the library's search (five synodic periods): the object never clears the horizon there, or never
      // the Sun's glare; answered as no event, not refused.
      if (/no heliacal date found/i.test(r.refused)) continue;
      if (/does not exist|not provided|does not happen/i.test(r.refused)) {
        if (input.event) throw ApiError.invalidField('event', `${event} does not occur for ${object.name} (${r.refused})`);
        continue;
      }
      throw new ApiError('CALCULATION_ERROR', `The heliacal ${event} of ${object.name} could not be computed: ${r.refused}`);
    }
    out.push({ event, startVisible: r.startVisible, optimum: r.optimum, endVisible: r.endVisible, ...arcusVisionisAt(ephemeris, r.startVisible, object, place) });
  }
  return out.sort((a, b) => a.startVisible - b.startVisible);
}

/** The answer of /astronomy/heliacal-events: events from 00:00 UTC of the date, instants in UTC. */
export function heliacalAnswer(ephemeris: Ephemeris, input: HeliacalInput, lang: LangCode) {
  const from = localJd(ephemeris, input.date, 0);
  const object = resolveObject(ephemeris, from, input.object, lang);
  const events = heliacalEvents(ephemeris, from, input, object);
  const first = events[0];
  return {
    object: { id: object.id, slug: object.slug, name: object.name },
    events: events.map((e) => ({ event: e.event, startVisible: instant(e.startVisible), optimum: instantOrNull(e.optimum), endVisible: instantOrNull(e.endVisible), arcusVisionis: e.arcusVisionis, topocentricArcusVisionis: e.topocentricArcusVisionis })),
    arcusVisionis: first?.arcusVisionis ?? null,
    topocentricArcusVisionis: first?.topocentricArcusVisionis ?? null,
  };
}
