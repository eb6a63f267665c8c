/**
 * The activity-specific day rules of the finders: the ages of the samskaras (Muhurta
 * Chintamani, Samskara prakarana), the disha shoola of a journey (Yatra prakarana), and the
 * grahas an activity wants unafflicted. Each refusal is a reason of core's muhurta-reason table
 * (slug, data as members, the sentence in the answer's language).
 */
import { grahaNaming } from './vocabulary.js';
import { isCombust, signDignity } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { combustReason, daysBetween, muhurtaReason, weekdayNamed } from './muhurta.js';
import type { MuhurtaDay, MuhurtaHooks } from './muhurta.js';

/** Mean solar month, days (a sidereal year / 12). */
export const SOLAR_MONTH_DAYS = 365.256363 / 12;
/** Conception is taken 266 days (38 weeks) before birth for the "years from conception" of upanayana. */
export const GESTATION_DAYS = 266;

/** Disha shoola (Muhurta Chintamani, Yatra prakarana): the direction each weekday (0 Sunday) pierces. */
export const DISHA_SHOOLA = ['west', 'east', 'north', 'north', 'south', 'west', 'east'] as const;

const combust = (d: MuhurtaDay, g: GrahaNumber) => isCombust(g, d.longitudes[g]!, d.longitudes[0]!, d.retrograde[g]!);
const age = (birthDate: string, d: MuhurtaDay) => daysBetween(birthDate, d.date);

export const muhurtaHooks = {
  travel: (body: { direction: string }): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const direction = DISHA_SHOOLA[d.day.weekday]!;
      if (direction !== body.direction) return [];
      const weekday = weekdayNamed(d.day.weekday, lang);
      return [muhurtaReason(`disha-shoola-${direction}`, lang, { weekday: weekday.name }, { weekday, direction })];
    },
  }),
  /** From the 12th day after birth (the birth day is the 1st). */
  namakarana: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d, lang) => (age(body.birthDate, d) < 11 ? [muhurtaReason('before-twelfth-day', lang, { day: age(body.birthDate, d) + 1 }, { day: age(body.birthDate, d) + 1 })] : []),
  }),
  /** The 6th or 8th solar month for boys, the 5th or 7th for girls. */
  annaprashana: (body: { birthDate: string; sex: 'male' | 'female' }): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const month = Math.floor(age(body.birthDate, d) / SOLAR_MONTH_DAYS) + 1;
      const allowed = body.sex === 'male' ? [6, 8] : [5, 7];
      return allowed.includes(month) ? [] : [muhurtaReason(body.sex === 'male' ? 'annaprashana-month-boy' : 'annaprashana-month-girl', lang, { month }, { solarMonth: month })];
    },
  }),
  /** The 1st, 3rd or 5th year of age. */
  mundan: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const year = Math.floor(age(body.birthDate, d) / 365.256363) + 1;
      return [1, 3, 5].includes(year) ? [] : [muhurtaReason('mundan-year', lang, { year }, { year })];
    },
  }),
  /** The 8th year from conception (garbhashtama), Jupiter strong. */
  upanayana: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const year = Math.floor((age(body.birthDate, d) + GESTATION_DAYS) / 365.256363) + 1;
      return year === 8 ? [] : [muhurtaReason('upanayana-year', lang, { year }, { year })];
    },
  }),
  /** From the 5th year; Mercury and Jupiter not combust. */
  vidyarambha: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const out = [];
      const year = Math.floor(age(body.birthDate, d) / 365.256363) + 1;
      if (year < 5) out.push(muhurtaReason('vidyarambha-year', lang, { year }, { year }));
      for (const g of [3, 4] as const) if (combust(d, g)) out.push(combustReason(g, lang));
      return out;
    },
  }),
  /** Mars, the significator of land, neither combust nor debilitated. */
  property: (_body: unknown): MuhurtaHooks => ({
    dayCheck: (d, lang) => {
      const out = [];
      if (combust(d, 2)) out.push(combustReason(2, lang));
      if (signDignity(2, d.longitudes[2]!) === 'debilitated') out.push(muhurtaReason('graha-debilitated', lang, { graha: grahaNaming(2, lang).name }, { graha: grahaNaming(2, lang) }));
      return out;
    },
  }),
};
