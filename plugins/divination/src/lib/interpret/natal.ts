/**
 * /interpret/natal: the facts first, from the answer of POST /chart (invoked through the
 * Operations service: Swiss Ephemeris positions, houses, major aspects) and Lilly's essential dignities (core/src/astro/dignities.ts; Lilly, Christian
 * Astrology, 1647, p. 104: domicile, exaltation, detriment, fall), grouped by topic; then the
 * reading written around those factors only.
 */
import type { LangCode } from '@celestial/core';
import { position } from '@celestial/core';
import { isDetriment, isFall, signIndexOf, strongestDignityAt } from '@celestial/core/astro';
import type { PlanetName } from '@celestial/core/astro';
import { areaOf } from '@celestial/plugin-western/lib/horoscope-phrases';
import type { ReadingJob } from '@celestial/core';
import { aspectText, dignityText, placementText, pointName, sentence } from './chart-texts.js';

export const NATAL_FOCI = ['overview', 'love', 'career', 'health', 'spirituality'] as const;
export type NatalFocus = (typeof NATAL_FOCI)[number];
export const NATAL_TOPICS = ['identity', 'love', 'career', 'health', 'spirituality'] as const;
export type NatalTopic = (typeof NATAL_TOPICS)[number];

/**
 * The bodies (Swiss numbers) and houses each topic reads, after the traditional significations
 * (Lilly, Christian Astrology, book I ch. 8-19 for the planets, ch. 5 for the houses): the
 * lights and the 1st for the person; Venus, Mars, the Moon, the 5th and 7th for love; the Sun,
 * Saturn, Jupiter, Mars, the 10th, 6th and 2nd for work; the lights, Mars, the 1st and 6th for
 * health; Jupiter, Neptune, the Moon, the 9th and 12th for the spirit.
 */
export const TOPIC_FACTORS: Readonly<Record<NatalTopic, { bodies: number[]; houses: number[] }>> = {
  identity: { bodies: [0, 1], houses: [1] },
  love: { bodies: [3, 4, 1], houses: [5, 7] },
  career: { bodies: [0, 6, 5, 4], houses: [10, 6, 2] },
  health: { bodies: [0, 1, 4], houses: [1, 6] },
  spirituality: { bodies: [5, 8, 1], houses: [9, 12] },
};

export function topicsOf(focus: NatalFocus): NatalTopic[] {
  return focus === 'overview' ? ['identity', 'love', 'career'] : [focus];
}

const TRADITIONAL: readonly string[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

export interface Factor {
  kind: 'placement' | 'aspect' | 'dignity';
  text: string;
}

/** The strong or weak essential dignity of a traditional planet (Lilly's five major states), or null. */
export function majorDignity(planet: string, longitude: number, diurnal: boolean): 'domicile' | 'exaltation' | 'detriment' | 'fall' | null {
  if (!TRADITIONAL.includes(planet)) return null;
  const strongest = strongestDignityAt(planet as PlanetName, longitude, diurnal);
  if (strongest === 'domicile' || strongest === 'exaltation') return strongest;
  const s = signIndexOf(longitude);
  if (isDetriment(planet as PlanetName, s)) return 'detriment';
  if (isFall(planet as PlanetName, s)) return 'fall';
  return null;
}

/** A body of /chart's answer, as the facts read it. */
interface ChartBody {
  id: number;
  slug: string;
  name: string;
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  formatted: string;
  house: number;
}

/** What the facts read of POST /chart's answer (in the reading's language). */
export interface NatalChartAnswer {
  moment: unknown;
  planets: ChartBody[];
  angles: { ascendant: number };
  aspects: { planet1: { id: number; name: string }; planet2: { id: number; name: string }; type: { slug: string; isMajor: boolean }; orb: number }[];
}

export function natalFacts(c: NatalChartAnswer, focus: NatalFocus, lang: LangCode) {
  const byId = new Map(c.planets.map((p) => [p.id, p]));
  const sun = byId.get(0)!;
  const moon = byId.get(1)!;
  // Sect: a day chart has the Sun above the horizon, in houses 7 to 12.
  const diurnal = sun.house >= 7;
  const ascendant = { slug: 'ascendant', name: pointName('ascendant', lang), ...position(c.angles.ascendant, lang) };
  const sections = topicsOf(focus).map((topic) => {
    const { bodies, houses } = TOPIC_FACTORS[topic];
    const placed = c.planets.filter((p) => bodies.includes(p.id) || (p.id <= 9 && houses.includes(p.house)));
    const ids = new Set(placed.map((p) => p.id));
    const factors: Factor[] = placed.map((p) => ({ kind: 'placement', text: placementText(lang, p, p.house) }));
    for (const a of c.aspects) {
      if (!a.type.isMajor || !ids.has(a.planet1.id) || !ids.has(a.planet2.id)) continue;
      if (!bodies.includes(a.planet1.id) && !bodies.includes(a.planet2.id)) continue;
      factors.push({ kind: 'aspect', text: aspectText(lang, a.planet1.name, a.type.slug, a.planet2.name, a.orb) });
    }
    for (const p of placed) {
      const englishName = ENGLISH[p.id];
      const d = englishName ? majorDignity(englishName, p.longitude, diurnal) : null;
      if (d) factors.push({ kind: 'dignity', text: dignityText(lang, p.slug, d) });
    }
    return { topic, factors };
  });
  // The best-placed planet: the first in domicile, else in exaltation (Lilly's scores 5 and 4).
  const strong = [0, 1, 2, 3, 4, 5, 6]
    .map((id) => byId.get(id))
    .filter((p) => p !== undefined)
    .map((p) => ({ p: p!, d: majorDignity(ENGLISH[p!.id]!, p!.longitude, diurnal) }))
    .filter((x) => x.d === 'domicile' || x.d === 'exaltation')
    .sort((x, y) => (x.d === y.d ? 0 : x.d === 'domicile' ? -1 : 1))[0];
  return {
    chart: { sun: pick(sun), moon: pick(moon), ascendant },
    sections,
    strongest: strong ? { body: pick(strong.p), dignity: strong.d!, house: strong.p.house } : null,
    sunHouse: sun.house,
    moment: c.moment,
  };
}

const ENGLISH: Readonly<Record<number, string>> = { 0: 'Sun', 1: 'Moon', 2: 'Mercury', 3: 'Venus', 4: 'Mars', 5: 'Jupiter', 6: 'Saturn', 7: 'Uranus', 8: 'Neptune', 9: 'Pluto' };

function pick(p: { slug: string; name: string; longitude: number; sign: number; signName: string; degreeInSign: number; formatted: string }) {
  return { slug: p.slug, name: p.name, longitude: p.longitude, sign: p.sign, signName: p.signName, degreeInSign: p.degreeInSign, formatted: p.formatted };
}

export type NatalFacts = ReturnType<typeof natalFacts>;

/**
 * The composer: each section's reading is its factors in one sentence; the synthesis the Sun,
 * the Moon and the Ascendant; the advice the best-dignified planet's house area (else the Sun's).
 */
export function natalJob(f: NatalFacts, question: string | null, lang: LangCode): ReadingJob<string> {
  const slots: Record<string, string> = {};
  const composed: Record<string, string> = {};
  for (const s of f.sections) {
    slots[s.topic] = `the reading of the ${s.topic} section, around its factors only, three to five sentences`;
    composed[s.topic] = sentence(lang, s.factors.map((x) => x.text));
  }
  slots.synthesis = 'a synthesis of the chart (Sun, Moon, Ascendant and the sections), three to five sentences';
  slots.advice = 'one piece of advice, one sentence';
  composed.synthesis = sentence(lang, [f.chart.sun, f.chart.moon, f.chart.ascendant].map((b) => placementText(lang, b, null)));
  composed.advice = f.strongest
    ? sentence(lang, [`${dignityText(lang, f.strongest.body.slug, f.strongest.dignity)} — ${areaOf(lang, f.strongest.house)}`])
    : sentence(lang, [`${f.chart.sun.name} — ${areaOf(lang, f.sunHouse)}`]);
  return {
    subject: 'a natal chart reading',
    language: lang,
    question,
    facts: { chart: f.chart, sections: f.sections, strongestPlanet: f.strongest },
    slots,
    composed,
  };
}
