/**
 * The panchang-today widget's day: the five limbs of POST /vedic/panchang/full read at local
 * Hindu sunrise of the Vedic day containing local noon of the date, each with its end, and
 * Rahu kalam (all from the vedic family's lib: panchangContext, tithiAt ... rahuKaal), then the
 * page body that shows them. The handler only reads its query and calls these.
 */
import { ApiError, jdToIsoWithOffset } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { AYANAMSA_SLUGS, ayanamsaBySlug } from '@celestial/core/astro';
import { karanaAt, nakshatraAt, panchangContext, tithiAt, weekdayOut, yogaAt } from '@celestial/plugin-vedic/lib/panchang';
import { rahuKaal } from '@celestial/plugin-vedic/lib/panchang-periods';
import { limbNaming, nakshatraNaming } from '@celestial/plugin-vedic/lib/vocabulary';
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
  /** Julian day (UT) the limb ends; null for the vara, which lasts the day. */
  endsAt: number | null;
}

export interface PanchangToday {
  date: string;
  /** Minutes east of UTC the times are written in. */
  offsetMinutes: number;
  sunrise: number;
  sunset: number;
  vara: Limb;
  tithi: Limb;
  nakshatra: Limb;
  yoga: Limb;
  karana: Limb;
  rahuKalam: { start: number; end: number };
}

/** The day's limbs at sunrise, named in `lang`; ayanamsa checked against the catalogue's slugs. */
export function panchangToday(q: PanchangTodayQuery, services: { ephemeris: Ephemeris; timeZones: TimeZones }, lang: LangCode): PanchangToday {
  if (q.ayanamsa !== undefined && !ayanamsaBySlug(q.ayanamsa)) throw ApiError.invalidField('ayanamsa', `must be one of ${AYANAMSA_SLUGS.join(', ')}`);
  const ctx = panchangContext({ date: q.date, time: '12:00:00', timezoneOffset: q.tz, latitude: q.lat, longitude: q.lng, ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}) } as Parameters<typeof panchangContext>[0], services);
  const { ephemeris: e, sidereal: s, day } = ctx;
  const tithi = tithiAt(e, day.sunrise, s);
  const nak = nakshatraAt(e, day.sunrise, s);
  const yoga = yogaAt(e, day.sunrise, s);
  const karana = karanaAt(e, day.sunrise, s);
  const rahu = rahuKaal(day);
  return {
    date: q.date,
    offsetMinutes: Math.round(ctx.offset * 60),
    sunrise: day.sunrise,
    sunset: day.sunset,
    vara: { number: null, name: weekdayOut(day.weekday, lang).name, endsAt: null },
    tithi: { number: tithi.number, name: limbNaming('tithi', tithi.name, lang).name, endsAt: tithi.endsAt },
    nakshatra: { number: nak.number, name: nakshatraNaming(nak.number, lang).name, endsAt: nak.endsAt },
    yoga: { number: yoga.number, name: limbNaming('panchang-yoga', yoga.name, lang).name, endsAt: yoga.endsAt },
    karana: { number: null, name: limbNaming('karana', karana.name, lang).name, endsAt: karana.endsAt },
    rahuKalam: { start: rahu.start, end: rahu.end },
  };
}

// The limbs' Sanskrit names, transliterated (IAST without diacritics), as every language writes them.
const LIMBS = [['vara', 'Vara'], ['tithi', 'Tithi'], ['nakshatra', 'Nakshatra'], ['yoga', 'Yoga'], ['karana', 'Karana']] as const;

/** The widget's body: date, sunrise and sunset, the limbs' table with their ends, Rahu kalam. */
export function panchangTodayBody(p: PanchangToday, t: Labels): string {
  const clock = (jd: number) => clockOf(jdToIsoWithOffset(jd, p.offsetMinutes));
  const local = (jd: number) => `${jdToIsoWithOffset(jd, p.offsetMinutes).slice(0, 10)} ${clock(jd)}`;
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
