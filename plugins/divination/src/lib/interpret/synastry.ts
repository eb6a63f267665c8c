/**
 * /interpret/synastry: the facts first, from the answers of the western family's operations
 * (/match/score's figures, /synastry's inter-aspects, /synastry/house-overlays), then each pair
 * read and the whole synthesised. The house areas and ordinals are the western family's phrase
 * tables (text, which no operation answers).
 */
import type { LangCode } from '@celestial/core';
import { houseNamed } from '@celestial/core';
import { areaOf, ordinalOf } from '@celestial/plugin-western/lib/horoscope-phrases';
import type { ReadingJob } from '@celestial/core';
import { aspectText, pointName, sentence } from './chart-texts.js';

export const RELATIONSHIPS = ['romantic', 'friendship', 'business'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/**
 * The houses each kind of bond is read in (the traditional significations: the 5th of
 * pleasure and the 7th of the partner and the 8th of shared goods for lovers; the 3rd of
 * neighbours and the 11th of friends; the 2nd of substance, the 6th of service, the 10th of
 * office and the 7th of contracts for business).
 */
export const RELATIONSHIP_HOUSES: Readonly<Record<Relationship, number[]>> = {
  romantic: [5, 7, 8],
  friendship: [3, 11, 7],
  business: [2, 6, 7, 10],
};

/** At most this many inter-aspects are read, tightest first (the reading stays about the strongest contacts). */
export const MAX_ASPECTS = 10;

/** The seven traditional planets, whose places in the partner's houses are read. */
const SEVEN = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];

type Overlay = { planet: { slug: string }; house: number };

/**
 * The answers a synastry reading is made of, each from its operation (invoked through the
 * Operations service): POST /match/score, POST /synastry (the inter-aspects) and POST
 * /synastry/house-overlays, all three for the same { chart1, chart2 }.
 */
/** What the reading reads of POST /match/score's answer (and echoes whole). */
export interface MatchScoreAnswer {
  score: number;
  label: 'challenging' | 'mixed' | 'good' | 'excellent';
  harmony: number;
  tension: number;
  attraction: number;
  /** The bodies by reference ({ id, slug, name }, issue 12), as /match/score answers them. */
  topAspects: { planet1: MatchBody; planet2: MatchBody; aspect: string; orb: number; effect: 'harmony' | 'tension' | 'attraction' }[];
  greenFlags: MatchFlag[];
  redFlags: MatchFlag[];
}

type MatchBody = { id?: number; slug: string; name: string };
/** A /match/score flag: the two bodies and their aspect by reference (issue 12). */
type MatchFlag = { planet1: MatchBody; planet2: MatchBody; aspect: { slug: string; name: string } };
const slugOf = (b: MatchBody) => b.slug;

export interface SynastryAnswers {
  score: MatchScoreAnswer;
  synastry: { aspects: { planet1: { slug: string; name: string }; planet2: { slug: string; name: string }; type: { slug: string; name: string; isMajor: boolean }; orb: number }[] };
  overlays: { chart1InChart2: Overlay[]; chart2InChart1: Overlay[] };
}

export function synastryFacts(answers: SynastryAnswers, relationship: Relationship, lang: LangCode) {
  const { score, synastry: s } = answers;
  const aspects = s.aspects
    .filter((a) => a.type.isMajor)
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.orb - y.a.orb || x.i - y.i)
    .slice(0, MAX_ASPECTS)
    .map(({ a }) => ({
      planet1: { slug: a.planet1.slug, name: a.planet1.name },
      planet2: { slug: a.planet2.slug, name: a.planet2.name },
      type: { slug: a.type.slug, name: a.type.name },
      orb: a.orb,
    }));
  const houses = RELATIONSHIP_HOUSES[relationship];
  const seven = (list: readonly Overlay[]) => list.filter((o) => SEVEN.includes(o.planet.slug));
  const overlays = [
    ...seven(answers.overlays.chart1InChart2).map((o) => ({ ...o, owner: 'chart1' as const })),
    ...seven(answers.overlays.chart2InChart1).map((o) => ({ ...o, owner: 'chart2' as const })),
  ]
    .filter((o) => houses.includes(o.house))
    .map((o) => ({ planet: { slug: o.planet.slug, name: pointName(o.planet.slug, lang) }, owner: o.owner, house: o.house, houseName: houseNamed(o.house, lang).name }));
  return { score, aspects, overlays, relationship };
}

export type SynastryFacts = ReturnType<typeof synastryFacts>;

export function overlayText(lang: LangCode, o: SynastryFacts['overlays'][number]): string {
  return `${o.owner}: ${o.planet.name} → ${ordinalOf(lang, o.house)} (${areaOf(lang, o.house)})`;
}

/**
 * The composer: each aspect read as its own words (the pair and its orb), each overlay as the
 * house it falls in and that house's area; the synthesis the score and the three tightest
 * contacts; the advice the heaviest tension of /match/score to work with (else its heaviest harmony).
 */
export function synastryJob(f: SynastryFacts, question: string | null, lang: LangCode): ReadingJob<string> {
  const slots: Record<string, string> = {};
  const composed: Record<string, string> = {};
  f.aspects.forEach((a, i) => {
    slots[`aspect${i + 1}`] = `the reading of inter-aspect ${i + 1} (${a.planet1.name} of chart1 ${a.type.name} ${a.planet2.name} of chart2) for a ${f.relationship} bond, one or two sentences`;
    composed[`aspect${i + 1}`] = sentence(lang, [aspectText(lang, a.planet1.name, a.type.slug, a.planet2.name, a.orb)]);
  });
  f.overlays.forEach((o, i) => {
    slots[`overlay${i + 1}`] = `the reading of overlay ${i + 1} (${o.planet.name} of ${o.owner} in the partner's house ${o.house}) for a ${f.relationship} bond, one sentence`;
    composed[`overlay${i + 1}`] = sentence(lang, [overlayText(lang, o)]);
  });
  slots.synthesis = `a synthesis of the ${f.relationship} bond from the score and the contacts, three to five sentences`;
  slots.advice = 'one piece of advice, one sentence';
  composed.synthesis = sentence(lang, [`${f.score.score}/100`, ...f.aspects.slice(0, 3).map((a) => aspectText(lang, a.planet1.name, a.type.slug, a.planet2.name, a.orb))]);
  const top = f.score.topAspects.find((t) => t.effect === 'tension') ?? f.score.topAspects[0];
  composed.advice = top ? sentence(lang, [aspectText(lang, pointName(slugOf(top.planet1), lang), top.aspect, pointName(slugOf(top.planet2), lang), top.orb)]) : sentence(lang, [`${f.score.score}/100`]);
  return { subject: `a ${f.relationship} synastry reading`, language: lang, question, facts: f, slots, composed };
}
