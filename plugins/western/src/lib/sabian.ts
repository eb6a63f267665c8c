/**
 * Sabian symbols: the 360 images of Marc Edmund Jones and Elsie Wheeler (1925), one per
 * degree. Degree rule (Jones, The Sabian Symbols in Astrology, 1953; Rudhyar, An
 * Astrological Mandala, 1973): the symbol of a position is that of the degree it is in,
 * counted from 1, i.e. the degree in sign rounded up: 15 deg 00' exactly is the 15th, any part
 * past it (15 deg 01') the 16th, and 0 deg 00' the 1st. Texts: plugins/western/data/sabian-symbols.json,
 * phrases written for this service describing each image.
 */
import fs from 'node:fs';
import { position } from '@celestial/core';
import type { Ephemeris, LangCode, TimeZones } from '@celestial/core';
import { castChart, momentEcho, normalizeDegrees, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';

type Services = { ephemeris: Ephemeris; timeZones: TimeZones };

export interface SabianEntry { index: number; sign: string; degree: number; symbol: string }

export const SABIAN_SYMBOLS: readonly SabianEntry[] = (JSON.parse(
  fs.readFileSync(new URL('../../data/sabian-symbols.json', import.meta.url), 'utf8'),
) as { symbols: SabianEntry[] }).symbols;

/** Tolerance for "exactly on the degree": a billionth of a degree (numbers from the ephemeris are never exact). */
const EXACT = 1e-9;

/** 1..360: the symbol index of an ecliptic longitude (the degree rounded up; 0 deg 00' is the 1st). */
export function sabianIndex(longitude: number): number {
  const lon = normalizeDegrees(longitude);
  const sign = Math.floor(lon / 30);
  const inSign = lon - sign * 30;
  const whole = Math.round(inSign);
  const deg = Math.abs(inSign - whole) < EXACT ? Math.max(1, whole) : Math.ceil(inSign);
  return sign * 30 + Math.min(30, deg);
}

/** The symbol of a longitude, with the longitude's position (full precision; the symbol table's sign is the position's). */
export function sabianOf(longitude: number, lang: LangCode = 'en') {
  const index = sabianIndex(longitude);
  const e = SABIAN_SYMBOLS[index - 1]!;
  return { ...position(longitude, lang), symbolDegree: e.degree, index, symbol: e.symbol };
}

export function sabianSymbols(birth: BirthInput & { points?: number[] }, services: Services, lang: LangCode = 'en') {
  const chart = castChart(birth, services);
  const jd = chart.moment.julianDayUT;
  const points = [
    ...chart.bodies.map((b) => ({ point: b.name, ...sabianOf(b.longitude, lang) })),
    { point: 'Ascendant', ...sabianOf(chart.angles.ascendant, lang) },
    { point: 'MC', ...sabianOf(chart.angles.mc, lang) },
    ...(birth.points ?? []).map((p, i) => ({ point: `points.${i}`, ...sabianOf(p, lang) })),
  ];
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, jd, services.ephemeris, lang),
    points,
    warnings: chart.warnings,
  };
}
