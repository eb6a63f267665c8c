/**
 * The panchang-today widget's day: the five limbs of POST /vedic/panchang/full, read at local
 * Hindu sunrise of the Vedic day containing local noon of the date, each with its end, and Rahu
 * kalam of POST /vedic/panchang/rahu-kaal (both invoked through the Operations service by the
 * handler), then the page body that shows them.
 */
import { ApiError } from '@celestial/core';
import { AYANAMSA_SLUGS, ayanamsaBySlug } from '@celestial/core/astro';
import type { Labels } from './labels.js';
import { esc, table } from './page.js';
import { clockOf } from './time.js';

export interface PanchangTodayQuery {
  lat: number;
  lng: number;
  /** Hours east of UTC. */
  tz: number;
  date: string;
  ayanamsa?: string;
}

export interface Limb {
  number: number | null;
  name: string;
  /** The local instant (ISO with the offset) the limb ends; null for the vara, which lasts the day. */
  endsAt: string | null;
}

export interface PanchangToday {
  date: string;
  /** Local instants, ISO with the `tz` offset. */
  sunrise: string;
  sunset: string;
  vara: Limb;
  tithi: Limb;
  nakshatra: Limb;
  yoga: Limb;
  karana: Limb;
  rahuKalam: { start: string; end: string };
}

/** What the widget reads of POST /vedic/panchang/full's answer. */
export interface PanchangFull {
  vara: { name: string };
  tithi: { number: number; name: string; endsAt: string };
  nakshatra: { number: number; name: string; endsAt: string };
  yoga: { number: number; name: string; endsAt: string };
  karana: { name: string; endsAt: string };
  sunrise: string;
  sunset: string;
}

/**
 * The body of both calls: local noon of the date at the place, the `tz` offset; the ayanamsa
 * checked against the catalogue's slugs first (the widget's own query names the field).
 */
export function panchangRequest(q: PanchangTodayQuery) {
  if (q.ayanamsa !== undefined && !ayanamsaBySlug(q.ayanamsa)) throw ApiError.invalidField('ayanamsa', `must be one of ${AYANAMSA_SLUGS.join(', ')}`);
  return { date: q.date, time: '12:00:00', timezoneOffset: q.tz, latitude: q.lat, longitude: q.lng, ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}) };
}

/** The day from the two answers (names already in the answer's language). */
export function panchangTodayOf(date: string, full: PanchangFull, rahu: { start: string; end: string }): PanchangToday {
  return {
    date,
    sunrise: full.sunrise,
    sunset: full.sunset,
    vara: { number: null, name: full.vara.name, endsAt: null },
    tithi: { number: full.tithi.number, name: full.tithi.name, endsAt: full.tithi.endsAt },
    nakshatra: { number: full.nakshatra.number, name: full.nakshatra.name, endsAt: full.nakshatra.endsAt },
    yoga: { number: full.yoga.number, name: full.yoga.name, endsAt: full.yoga.endsAt },
    karana: { number: null, name: full.karana.name, endsAt: full.karana.endsAt },
    rahuKalam: { start: rahu.start, end: rahu.end },
  };
}

// The limbs' Sanskrit names, transliterated (IAST without diacritics), as every language writes them.
const LIMBS = [['vara', 'Vara'], ['tithi', 'Tithi'], ['nakshatra', 'Nakshatra'], ['yoga', 'Yoga'], ['karana', 'Karana']] as const;

/** The widget's body: date, sunrise and sunset, the limbs' table with their ends, Rahu kalam. */
export function panchangTodayBody(p: PanchangToday, t: Labels): string {
  const clock = (iso: string) => clockOf(iso);
  const local = (iso: string) => `${iso.slice(0, 10)} ${clock(iso)}`;
  const rows = LIMBS.map(([key, label]) => {
    const limb = p[key];
    return [`<span data-limb="${key}">${esc(label)}</span>`, limb.number === null ? '' : `${limb.number}`, esc(limb.name), limb.endsAt === null ? '' : esc(local(limb.endsAt))];
  });
  // The vara row keeps its name in the second column, as the page always showed it.
  rows[0] = [rows[0]![0]!, esc(p.vara.name), '', ''];
  return `<p class="sub">${esc(p.date)} · ${esc(t.sunrise)} ${esc(clock(p.sunrise))} · ${esc(t.sunset)} ${esc(clock(p.sunset))}</p>`
    + table(['', '#', '', '→'], rows)
    + `<p data-rahu-kalam>Rahu kalam: <b>${esc(clock(p.rahuKalam.start))} – ${esc(clock(p.rahuKalam.end))}</b></p>`;
}
