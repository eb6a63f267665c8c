/**
 * Element balance, day-master strength and the useful god (Fu Yi), on the points schemes the
 * catalogue publishes (this service's numbers; the principles de ling / de di / de shi of Di
 * Tian Sui with Ren Tieqiao's commentary). Phases 0 wood ... 4 water; relation r = (x - dm)
 * mod 5: 0 companion, 1 output, 2 wealth, 3 officer, 4 resource.
 */
import { BRANCH_PHASE, mod, stemPhase } from './cycle.js';
import { hiddenStemsOf } from './zi-ping.js';

export const SEASON_STATES = ['wang', 'xiang', 'xiu', 'qiu', 'si'] as const;
export type SeasonState = (typeof SEASON_STATES)[number];
/**
 * State of a phase in the season of the month branch (yin/mao wood, si/wu fire, shen/you metal,
 * hai/zi water, chen/xu/chou/wei earth): wang = the season's phase, xiang = produced by it, xiu =
 * producing it, qiu = controlling it, si = controlled by it.
 */
export function seasonState(phase: number, monthBranch: number): SeasonState {
  const s = BRANCH_PHASE[monthBranch]!;
  return (['wang', 'xiang', 'si', 'qiu', 'xiu'] as const)[mod(phase - s, 5)]!;
}
export const SEASON_FACTOR: Record<SeasonState, number> = { wang: 1.2, xiang: 1.1, xiu: 1.0, qiu: 0.9, si: 0.8 };

/** Stems and branches of the four pillars: [year, month, day, hour] cycle indexes. */
export type Four = readonly [number, number, number, number];

/** Element balance: visible counts (8 characters), points (4 stems 1 each + hidden stems by weight), seasonal factors. */
export function elementBalance(p: Four, seasonal: boolean) {
  const count = [0, 0, 0, 0, 0], points = [0, 0, 0, 0, 0];
  let yang = 0, yin = 0;
  for (const i of p) {
    const s = i % 10, b = i % 12;
    count[stemPhase(s)]! += 1; count[BRANCH_PHASE[b]!]! += 1;
    points[stemPhase(s)]! += 1;
    for (const h of hiddenStemsOf(b)) points[stemPhase(h.stem)]! += h.weight;
    if (s % 2 === 0) yang++; else yin++;
    if (b % 2 === 0) yang++; else yin++;
  }
  if (seasonal) for (let e = 0; e < 5; e++) points[e] = points[e]! * SEASON_FACTOR[seasonState(e, p[1] % 12)];
  return { count, points, yang, yin };
}

export type Verdict = 'very-weak' | 'weak' | 'balanced' | 'strong' | 'very-strong';

/**
 * Day-master strength: the seven stems other than the day stem 10 points each; hidden stems of
 * the four branches 10 x weight; the month branch's hidden stems doubled; support = points of
 * the day master's phase and of its resource; score = support / total x 100.
 */
export function dayMasterStrength(p: Four) {
  const dm = p[2] % 10, dmPhase = stemPhase(dm);
  const points = [0, 0, 0, 0, 0];
  const supports = (phase: number) => phase === dmPhase || phase === mod(dmPhase - 1, 5);
  let stemsSupport = 0, monthSupport = 0, rootSupport = 0, rooted = false;
  p.forEach((i, k) => {
    if (k !== 2) { const ph = stemPhase(i % 10); points[ph]! += 10; if (supports(ph)) stemsSupport += 10; }
    for (const h of hiddenStemsOf(i % 12)) {
      const ph = stemPhase(h.stem);
      const v = 10 * h.weight * (k === 1 ? 2 : 1);
      points[ph]! += v;
      if (supports(ph)) { if (k === 1) monthSupport += v; else rootSupport += v; }
      if (ph === dmPhase) rooted = true;
    }
  });
  const total = points.reduce((a, b) => a + b, 0);
  const support = stemsSupport + monthSupport + rootSupport;
  const score = (support / total) * 100;
  const verdict: Verdict = score < 25 ? 'very-weak' : score < 40 ? 'weak' : score <= 60 ? 'balanced' : score <= 75 ? 'strong' : 'very-strong';
  return {
    dm, dmPhase, points, total, score, verdict, rooted, followCandidate: score < 15 && !rooted,
    season: seasonState(dmPhase, p[1] % 12),
    components: { seasonal: monthSupport, rooting: rootSupport, support: stemsSupport, drain: total - support },
  };
}

export type Method = 'support-suppress' | 'follow' | 'mediate';
/** Why the useful god was chosen: a slug of core's useful-god-reason table and the strength score its sentence quotes. */
export interface UsefulGodReason { slug: 'follow' | 'mediate' | 'strong' | 'weak-resource' | 'weak-companion'; score: number }

/**
 * Fu Yi: strong (score >= 50) -> among output, wealth and officer the phase with the fewest
 * points; weak -> resource, then companion (resource unless it has no points and the companion
 * has); follow candidate -> the dominant phase; when the two phases with the most points stand
 * in a control relation within 10 % of each other, the mediating phase (produced by the
 * attacker, producing the attacked: Tong Guan). Then favourable = useful + its producer,
 * unfavourable = its controller, enemy = the producer of that, idle = the rest.
 */
export function usefulGod(p: Four) {
  const s = dayMasterStrength(p);
  const pts = s.points;
  const reasoning: UsefulGodReason[] = [];
  let useful: number, method: Method = 'support-suppress';
  const ranked = [0, 1, 2, 3, 4].sort((a, b) => pts[b]! - pts[a]! || a - b);
  const [a, b] = [ranked[0]!, ranked[1]!];
  const attacker = mod(b - a, 5) === 2 ? a : mod(a - b, 5) === 2 ? b : null;
  if (s.followCandidate) {
    method = 'follow'; useful = a;
    reasoning.push({ slug: 'follow', score: s.score });
  } else if (attacker !== null && Math.abs(pts[a]! - pts[b]!) <= 0.1 * Math.max(pts[a]!, pts[b]!)) {
    method = 'mediate'; useful = mod(attacker + 1, 5);
    reasoning.push({ slug: 'mediate', score: s.score });
  } else if (s.score >= 50) {
    const cands = [1, 2, 3].map((r) => mod(s.dmPhase + r, 5));
    useful = cands.sort((x, y) => pts[x]! - pts[y]! || 0)[0]!;
    reasoning.push({ slug: 'strong', score: s.score });
  } else {
    const resource = mod(s.dmPhase - 1, 5);
    useful = pts[resource]! === 0 && pts[s.dmPhase]! > 0 ? s.dmPhase : resource;
    reasoning.push({ slug: useful === resource ? 'weak-resource' : 'weak-companion', score: s.score });
  }
  return {
    strength: s, useful, method, reasoning,
    favourable: [useful, mod(useful - 1, 5)], unfavourable: [mod(useful - 2, 5)], enemy: [mod(useful - 3, 5)], idle: [mod(useful + 1, 5)],
  };
}
