/**
 * Uranian (Hamburg School) house frames over the natal chart.
 */
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { castChart, houseOfLongitude, momentEcho, normalizeDegrees, settingsEcho } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import type { Services } from './natal.js';

export const FRAMES = ['meridian', 'earth', 'ascendant', 'sun', 'moon', 'node'] as const;
export const SLUGS = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true-node'] as const;

/** Equal 30-degree houses with house `k` (1-12) beginning at `longitude`. */
export function equalFrom(longitude: number, k: number): number[] {
  return Array.from({ length: 12 }, (_, i) => normalizeDegrees(longitude + (i + 1 - k) * 30));
}

/**
 * The six Uranian house frames (Jacobson, The Language of Uranian Astrology, 1975, ch. IV):
 * Meridian houses (Swiss Ephemeris system 'X', equal steps of right ascension from the MC);
 * Earth houses (0 Cancer on the 10th, 0 Libra on the 1st); Ascendant houses (the ASC on the
 * 1st); Sun houses (the Sun on the 4th); Moon houses (the Moon on the 10th); Node houses (the
 * true node on the 1st); the last five equal 30-degree houses.
 */
export function personalPointHouses(birth: BirthInput, services: Services, lang: LangCode) {
  const chart = castChart(birth, services, { bodies: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11] });
  const jd = chart.moment.julianDayUT;
  const lon = (id: number) => chart.bodies.find((b) => b.id === id)!.longitude;
  const meridian = services.ephemeris.houses(jd, birth.latitude, birth.longitude, 'X', chart.settings).cusps.slice(0, 12);
  const cuspsOf: Record<(typeof FRAMES)[number], number[]> = {
    meridian,
    earth: equalFrom(180, 1),
    ascendant: equalFrom(chart.angles.ascendant, 1),
    sun: equalFrom(lon(0), 4),
    moon: equalFrom(lon(1), 10),
    node: equalFrom(lon(11), 1),
  };
  const ids = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11];
  return {
    moment: momentEcho(chart.moment, services.ephemeris),
    settings: settingsEcho(chart.settings, jd, services.ephemeris),
    frames: FRAMES.map((frame) => ({
      frame,
      cusps: cuspsOf[frame],
      planets: ids.map((id, i) => ({ slug: SLUGS[i]!, name: term('body', SLUGS[i]!, lang), longitude: lon(id), house: houseOfLongitude(lon(id), cuspsOf[frame]) })),
    })),
  };
}

