/**
 * Antiochus' conditions of maltreatment and bonification, as Porphyry transmits them
 * (Introduction; Brennan, Hellenistic Astrology, 2017, ch. 9): adherence (a body in the same
 * sign within 3 deg), striking with a ray (a square or opposition, by sign, within 3 deg),
 * overcoming from the superior square (the 10th sign from the planet) and enclosure (the nearest
 * body or ray on each side within 7 deg, nothing between, both of one kind).
 */
import type { LangCode } from '@celestial/core';
import { normalizeDegrees, SEVEN_PLANETS, shortestArc, signIndexOf } from '@celestial/core/astro';
import type { BirthInput, SevenPlanet } from '@celestial/core/astro';
import { echo, natal, planetRef } from './natal.js';
import type { Natal, Services } from './natal.js';

type Condition = 'adherence' | 'ray' | 'overcoming' | 'enclosure';
const MALEFICS: readonly SevenPlanet[] = ['Mars', 'Saturn'];
const BENEFICS: readonly SevenPlanet[] = ['Jupiter', 'Venus'];

export function conditions(n: Natal, p: SevenPlanet, agents: readonly SevenPlanet[]): { condition: Condition; by: SevenPlanet; orb: number | null }[] {
  const out: { condition: Condition; by: SevenPlanet; orb: number | null }[] = [];
  const sp = signIndexOf(n.lon[p]);
  for (const a of agents) {
    if (a === p) continue;
    const sa = signIndexOf(n.lon[a]);
    const signs = (sa - sp + 12) % 12;
    const arc = shortestArc(n.lon[p], n.lon[a]);
    if (signs === 0 && arc <= 3) out.push({ condition: 'adherence', by: a, orb: arc });
    if ((signs === 3 || signs === 9) && Math.abs(arc - 90) <= 3) out.push({ condition: 'ray', by: a, orb: Math.abs(arc - 90) });
    if (signs === 6 && Math.abs(arc - 180) <= 3) out.push({ condition: 'ray', by: a, orb: Math.abs(arc - 180) });
    if (signs === 9) out.push({ condition: 'overcoming', by: a, orb: null });
  }
  // Enclosure: the nearest body or ray of any other planet on each side, within 7 deg.
  const points = SEVEN_PLANETS.filter((q) => q !== p).flatMap((q) => [0, 60, -60, 90, -90, 120, -120, 180].map((r) => ({ q, lon: normalizeDegrees(n.lon[q] + r) })));
  const ahead = points.map((x) => ({ ...x, d: normalizeDegrees(x.lon - n.lon[p]) })).filter((x) => x.d > 0 && x.d <= 7).sort((a, b) => a.d - b.d)[0];
  const behind = points.map((x) => ({ ...x, d: normalizeDegrees(n.lon[p] - x.lon) })).filter((x) => x.d > 0 && x.d <= 7).sort((a, b) => a.d - b.d)[0];
  if (ahead && behind && agents.includes(ahead.q) && agents.includes(behind.q)) {
    out.push({ condition: 'enclosure', by: behind.q, orb: behind.d }, { condition: 'enclosure', by: ahead.q, orb: ahead.d });
  }
  return out;
}

export function bonification(birth: BirthInput, services: Services, lang: LangCode) {
  const n = natal(birth, services);
  // The malefic contrary to the sect (Mars by day, Saturn by night) weighs double.
  const contrary: SevenPlanet = n.diurnal ? 'Mars' : 'Saturn';
  return {
    ...echo(n, services, lang),
    maleficContraryToSect: planetRef(contrary, lang),
    planets: SEVEN_PLANETS.map((p) => {
      const bad = conditions(n, p, MALEFICS);
      const good = conditions(n, p, BENEFICS);
      const weight = (x: { by: SevenPlanet }) => (x.by === contrary ? 2 : 1);
      return {
        ...planetRef(p, lang),
        maltreatment: bad.map((x) => ({ condition: x.condition, by: planetRef(x.by, lang), orb: x.orb, weight: weight(x) })),
        bonification: good.map((x) => ({ condition: x.condition, by: planetRef(x.by, lang), orb: x.orb, weight: 1 })),
        net: good.length - bad.reduce((s, x) => s + weight(x), 0),
      };
    }),
  };
}
