/**
 * Every yoga family on one cast chart (/vedic/yogas/all), plus what the yoga operations share:
 * the birth-time facts (day birth, twilight) read once from the Vedic day, and the answer
 * schema of the families that answer `yogas [...]; count`.
 */
import { Type } from '@sinclair/typebox';
import type { Ephemeris, LangCode } from '@celestial/core';
import { vedicDayAt } from './day.js';
import { GRAHA_NAMES } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { ChartEcho } from './schemas.js';
import { readYogaChart, yoga, yogaAnswer, YogaSchema } from './yogas.js';
import type { YogaChart, YogaResult } from './yogas.js';
import {
  adhiYogas, daridra, dhanaYogas, gajaKesari, lakshmi, lunarYogas, mahabhagya, panchaMahapurusha, parivartana, pravrajya, rajaYogas, saraswati, shakata, solarYogas, viparitaRaja,
} from './yogas-rules.js';
import { nabhasaYogas } from './yogas-nabhasa.js';
import { arishta, kartari, neechaBhanga } from './yogas-special.js';
import { bphsChapter36 } from './yogas-bphs36.js';

export const YogaListResponse = Type.Object({
  ...ChartEcho,
  yogas: Type.Array(YogaSchema),
  count: Type.Integer({ minimum: 0, description: 'number of yogas present' }),
});

export function yogaList(yogas: YogaResult[], lang: LangCode) {
  return { yogas: yogas.map((r) => yogaAnswer(r, lang)), count: yogas.filter((x) => x.present).length };
}

export interface BirthDayFacts { dayBirth: boolean; twilight: boolean }

/** Day or night birth (sunrise to sunset by the chart's sunrise convention) and the twilights (one ghati = 24 min either side of sunrise or sunset). */
export function birthDayFacts(chart: RashiChart, ephemeris: Ephemeris): BirthDayFacts {
  const d = vedicDayAt(ephemeris, chart.jd, chart.latitude, chart.longitude, chart.moment.timezoneOffset, chart.settings.sunrise);
  const ghati = 24 / 1440;
  const near = [d.sunrise, d.sunset, d.nextSunrise, d.previousSunset].some((t) => Math.abs(chart.jd - t) <= ghati);
  return { dayBirth: d.isDaytime, twilight: near };
}

export function allYogas(y: YogaChart, facts: BirthDayFacts, sex?: 'male' | 'female'): YogaResult[] {
  const nabhasa = nabhasaYogas(y).map((n) => yoga(`nabhasa-${n.group}`, n.name, n.present, { strength: 60, rule: { slug: n.rule }, source: 'BPHS ch. 35; Brihat Jataka ch. 12' }));
  // The rules that cancel the fall are listed by /vedic/yogas/neecha-bhanga; here the yoga's condition names the graha.
  const neecha = neechaBhanga(y).map((d) => {
    const graha = GRAHA_NAMES.indexOf(d.graha as (typeof GRAHA_NAMES)[number]) as GrahaNumber;
    return yoga('neecha-bhanga', `Neecha bhanga (${d.graha})`, d.cancelled, { planets: [], circumstance: { slug: 'debilitated', graha }, strength: 20 + 15 * d.rulesMet.length, rule: { slug: 'neecha-bhanga', graha }, source: 'Phaladeepika ch. 7' });
  });
  const k = kartari(y);
  const kart = [
    yoga('kartari', 'Shubha kartari (lagna)', k.lagna.shubhaKartari, { circumstance: { slug: 'around-lagna' }, houses: [1], strength: 70, source: 'Phaladeepika ch. 6' }),
    yoga('kartari', 'Papa kartari (lagna)', k.lagna.papaKartari, { circumstance: { slug: 'around-lagna' }, houses: [1], strength: 70, source: 'Phaladeepika ch. 6' }),
    yoga('kartari', 'Shubha kartari (Moon)', k.moon.shubhaKartari, { circumstance: { slug: 'around-moon' }, planets: [1], houses: [k.moon.house], strength: 70, source: 'Phaladeepika ch. 6' }),
    yoga('kartari', 'Papa kartari (Moon)', k.moon.papaKartari, { circumstance: { slug: 'around-moon' }, planets: [1], houses: [k.moon.house], strength: 70, source: 'Phaladeepika ch. 6' }),
  ];
  return [
    ...panchaMahapurusha(y), ...rajaYogas(y), ...dhanaYogas(y), ...lunarYogas(y), ...solarYogas(y), ...adhiYogas(y), ...gajaKesari(y), ...shakata(y),
    ...neecha, ...viparitaRaja(y), ...nabhasa, ...arishta(y, facts.twilight).yogas, ...parivartana(y), ...daridra(y), ...pravrajya(y).yogas, ...kart,
    ...lakshmi(y), ...saraswati(y), ...(sex ? mahabhagya(y, sex, facts.dayBirth) : []), ...bphsChapter36(y),
  ];
}

export { readYogaChart };
