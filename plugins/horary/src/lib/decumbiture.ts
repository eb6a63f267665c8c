/**
 * The decumbiture (Nicholas Culpeper, Astrological Judgement of Diseases from the Decumbiture of
 * the Sick, 1655): the figure of the moment one falls ill or first consults. The crises follow
 * the Moon from her decumbiture longitude: critical days at her square, opposition, second
 * square and return (90, 180, 270, 360 deg), judicial days at the semi-squares and
 * sesquiquadrates between (45, 135, 225, 315 deg). The 6th lord (the disease) and the ASC lord
 * (the sick) are weighed by Lilly's essential dignity points. Historical doctrine, not advice.
 */
import { position, term } from '@celestial/core';
import type { LangCode, ZodiacSettings } from '@celestial/core';
import { bodyTrack, normalizeDegrees, trackCrossings } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { echo } from './answers.js';
import { castFigure, iso, planetRef } from './figure.js';
import type { Services } from './figure.js';
import { domicileLordOf, lillyDignity } from './lilly.js';
import { inViaCombusta } from './via-combusta.js';
import { explanation } from './testimony.js';
import type { Explanation, ExplanationData } from './testimony.js';

export const CRISIS_ANGLES = [45, 90, 135, 180, 225, 270, 315, 360] as const;

/**
 * The first instants after `jd` when the Moon's longitude reaches moonAt + angle, each angle in
 * turn: roots of wrap(lambda Moon(t) - target) on core's bracketed track (0.5-day nodes,
 * refined), over 32 days (a sidereal month is 27.3 days; the slowest Moon needs about 30).
 */
export function moonCrises(services: Services, jd: number, moonAt: number, zodiac: ZodiacSettings) {
  const track = bodyTrack(services.ephemeris, 1, jd, jd + 32, zodiac);
  return CRISIS_ANGLES.map((angle) => {
    // The return (360) starts on the target itself: the root at the instant of the figure is not it.
    const root = trackCrossings(track, normalizeDegrees(moonAt + angle)).find((r) => r.jd > jd + 0.5);
    return { angle, kind: angle % 90 === 0 ? ('critical' as const) : ('judicial' as const), jd: root!.jd };
  });
}

export function decumbiture(body: BirthInput, services: Services, lang: LangCode) {
  const f = castFigure(body, services);
  const moon = f.lon.Moon;
  const crises = moonCrises(services, f.jd, moon, f.zodiac);
  const sixthLord = domicileLordOf(f.cusps[5]!);
  const ascLord = domicileLordOf(f.asc);
  const sixth = lillyDignity(sixthLord, f.lon[sixthLord], f.diurnal);
  const first = lillyDignity(ascLord, f.lon[ascLord], f.diurnal);
  const moonDignity = lillyDignity('Moon', moon, f.diurnal);
  const testimonies: Explanation[] = [];
  const say = (slug: string, d: ExplanationData = {}) => testimonies.push(explanation('horary-testimony', slug, lang, d));
  if (sixthLord === ascLord) say('same-lord-first-and-sixth', { planet: ascLord, houses: [1, 6] });
  if (first.score > sixth.score) say('sick-stronger-than-disease', { planet: ascLord, score: first.score, other: sixthLord, otherScore: sixth.score });
  else say('disease-stronger-than-sick', { planet: ascLord, score: first.score, other: sixthLord, otherScore: sixth.score });
  if (inViaCombusta(moon)) say('moon-via-combusta-ill');
  if (moonDignity.score < 0) say('moon-debilitated', { score: moonDignity.score });
  if (f.house.Moon === 6 || f.house.Moon === 8 || f.house.Moon === 12) say('moon-in-ill-house', { house: f.house.Moon });
  return {
    ...echo(f, services, lang),
    moon: { ...position(moon, lang), speed: f.speed.Moon, house: f.house.Moon, dignityScore: moonDignity.score },
    crises: crises.map((c) => ({ angle: c.angle, kind: c.kind, longitude: normalizeDegrees(moon + c.angle), date: iso(f, c.jd), daysAfter: c.jd - f.jd })),
    sixthLord: { ...planetRef(sixthLord, lang), ...position(f.lon[sixthLord], lang), house: f.house[sixthLord], dignityScore: sixth.score },
    ascLord: { ...planetRef(ascLord, lang), ...position(f.lon[ascLord], lang), house: f.house[ascLord], dignityScore: first.score },
    testimonies,
    disclaimer: term('horary-testimony', 'not-medical-advice', lang),
  };
}
