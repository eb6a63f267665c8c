/**
 * /interpret/synastry: the facts first, from the western family's relationship computations
 * (plugins/western/src/lib/relationships.ts: matchScore for /match/score's figures, synastry
 * for the inter-aspects, overlaysOf for the house overlays), then each pair read and the
 * whole synthesised.
 */
import type { LangCode } from '@celestial/core';
import { houseNamed } from '@celestial/core';
import { castBoth, matchScore, overlaysOf, synastry } from '@celestial/plugin-western/lib/relationships';
import type { Services, TwoCharts } from '@celestial/plugin-western/lib/relationships';
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

const SEVEN = [0, 1, 2, 3, 4, 5, 6];

export function synastryFacts(body: TwoCharts, relationship: Relationship, services: Services, lang: LangCode) {
  const score = matchScore(body, services);
  const s = synastry(body, services, lang);
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
  const [c1, c2] = castBoth(body, services, SEVEN);
  const houses = RELATIONSHIP_HOUSES[relationship];
  const overlays = [
    ...overlaysOf(c1, c2).map((o) => ({ ...o, owner: 'chart1' as const })),
    ...overlaysOf(c2, c1).map((o) => ({ ...o, owner: 'chart2' as const })),
  ]
    .filter((o) => houses.includes(o.house))
    .map((o) => ({ planet: { slug: o.planet.toLowerCase(), name: pointName(o.planet, lang) }, owner: o.owner, house: o.house, houseName: houseNamed(o.house, lang).name }));
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
  composed.advice = top ? sentence(lang, [aspectText(lang, pointName(top.planet1, lang), top.aspect, pointName(top.planet2, lang), top.orb)]) : sentence(lang, [`${f.score.score}/100`]);
  return { subject: `a ${f.relationship} synastry reading`, language: lang, question, facts: f, slots, composed };
}
