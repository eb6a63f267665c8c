/**
 * Sudarshana chakra dasha (BPHS ch. 74, "Sudarshana chakra phala"): the n-th year of life
 * (age n - 1 completed) activates the n-th house counted at once from the lagna, the Moon and
 * the Sun; the year is divided into 12 months of one sign each, progressing from the year's
 * sign (the month signs below follow the lagna chakra), each month into 12 parts of one sign
 * (about 2.5 days).
 */
import type { RashiChart } from './rashi.js';

export interface SudarshanaYear {
  age: number;
  start: number;
  end: number;
  fromLagna: { house: number; sign0: number };
  fromMoon: { house: number; sign0: number };
  fromSun: { house: number; sign0: number };
  months: { start: number; end: number; sign0: number }[];
}

export function sudarshanaYears(chart: RashiChart, fromAge: number, years: number, yearDays: number): SudarshanaYear[] {
  const bases = { lagna: chart.lagna.sign - 1, moon: chart.grahas[1]!.sign - 1, sun: chart.grahas[0]!.sign - 1 };
  const out: SudarshanaYear[] = [];
  for (let age = fromAge; age < fromAge + years; age++) {
    const house = (age % 12) + 1;
    const at = (base: number) => ({ house, sign0: (base + age) % 12 });
    const start = chart.jd + age * yearDays;
    const monthDays = yearDays / 12;
    const yearSign = (bases.lagna + age) % 12;
    out.push({
      age,
      start,
      end: start + yearDays,
      fromLagna: at(bases.lagna),
      fromMoon: at(bases.moon),
      fromSun: at(bases.sun),
      months: Array.from({ length: 12 }, (_, m) => ({ start: start + m * monthDays, end: start + (m + 1) * monthDays, sign0: (yearSign + m) % 12 })),
    });
  }
  return out;
}
