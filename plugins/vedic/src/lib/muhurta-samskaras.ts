/**
 * The activity-specific day rules of the finders: the ages of the samskaras (Muhurta
 * Chintamani, Samskara prakarana), the disha shoola of a journey (Yatra prakarana), and the
 * grahas an activity wants unafflicted.
 */
import { GRAHA_NAMES, isCombust, signDignity } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { WEEKDAY_NAMES } from './day.js';
import { daysBetween } from './muhurta.js';
import type { MuhurtaDay, MuhurtaHooks } from './muhurta.js';

/** Mean solar month, days (a sidereal year / 12). */
export const SOLAR_MONTH_DAYS = 365.256363 / 12;
/** Conception is taken 266 days (38 weeks) before birth for the "years from conception" of upanayana. */
export const GESTATION_DAYS = 266;

/** Disha shoola (Muhurta Chintamani, Yatra prakarana): the direction each weekday (0 Sunday) pierces. */
export const DISHA_SHOOLA: readonly string[] = ['west', 'east', 'north', 'north', 'south', 'west', 'east'];

const combust = (d: MuhurtaDay, g: GrahaNumber) => isCombust(g, d.longitudes[g]!, d.longitudes[0]!, d.retrograde[g]!);
const age = (birthDate: string, d: MuhurtaDay) => daysBetween(birthDate, d.date);

export const muhurtaHooks = {
  travel: (body: { direction: string }): MuhurtaHooks => ({
    dayCheck: (d) => (DISHA_SHOOLA[d.day.weekday] === body.direction ? [`disha shoola: ${WEEKDAY_NAMES[d.day.weekday]} pierces the ${body.direction}`] : []),
  }),
  /** From the 12th day after birth (the birth day is the 1st). */
  namakarana: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d) => (age(body.birthDate, d) < 11 ? [`before the 12th day after birth (day ${age(body.birthDate, d) + 1})`] : []),
  }),
  /** The 6th or 8th solar month for boys, the 5th or 7th for girls. */
  annaprashana: (body: { birthDate: string; sex: 'male' | 'female' }): MuhurtaHooks => ({
    dayCheck: (d) => {
      const month = Math.floor(age(body.birthDate, d) / SOLAR_MONTH_DAYS) + 1;
      const allowed = body.sex === 'male' ? [6, 8] : [5, 7];
      return allowed.includes(month) ? [] : [`solar month ${month} of age; ${body.sex === 'male' ? 'boys' : 'girls'} take the ${allowed.join(' or ')}`];
    },
  }),
  /** The 1st, 3rd or 5th year of age. */
  mundan: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d) => {
      const year = Math.floor(age(body.birthDate, d) / 365.256363) + 1;
      return [1, 3, 5].includes(year) ? [] : [`year ${year} of age; chudakarana in the 1st, 3rd or 5th`];
    },
  }),
  /** The 8th year from conception (garbhashtama), Jupiter strong. */
  upanayana: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d) => {
      const year = Math.floor((age(body.birthDate, d) + GESTATION_DAYS) / 365.256363) + 1;
      return year === 8 ? [] : [`year ${year} from conception; upanayana in the 8th`];
    },
  }),
  /** From the 5th year; Mercury and Jupiter not combust. */
  vidyarambha: (body: { birthDate: string }): MuhurtaHooks => ({
    dayCheck: (d) => {
      const out: string[] = [];
      const year = Math.floor(age(body.birthDate, d) / 365.256363) + 1;
      if (year < 5) out.push(`year ${year} of age; vidyarambha from the 5th`);
      for (const g of [3, 4] as const) if (combust(d, g)) out.push(`${GRAHA_NAMES[g]} combust`);
      return out;
    },
  }),
  /** Mars, the significator of land, neither combust nor debilitated. */
  property: (_body: unknown): MuhurtaHooks => ({
    dayCheck: (d) => {
      const out: string[] = [];
      if (combust(d, 2)) out.push('Mars combust');
      if (signDignity(2, d.longitudes[2]!) === 'debilitated') out.push('Mars debilitated');
      return out;
    },
  }),
};
