/**
 * The decumbiture (Nicholas Culpeper, Astrological Judgement of Diseases from the Decumbiture of
 * the Sick, 1655): the figure of the moment one falls ill or first consults. The crises follow
 * the Moon from her decumbiture longitude: critical days at her square, opposition, second
 * square and return (90, 180, 270, 360 deg), judicial days at the semi-squares and
 * sesquiquadrates between (45, 135, 225, 315 deg). The 6th lord (the disease) and the ASC lord
 * (the sick) are weighed by Lilly's essential dignity points. Historical doctrine, not advice.
 */
import { position } from '@celestial/core';
import type { LangCode, ZodiacSettings } from '@celestial/core';
import { bodyTrack, normalizeDegrees, trackCrossings } from '@celestial/core/astro';
import type { BirthInput } from '@celestial/core/astro';
import { echo } from './answers.js';
import { castFigure, iso, planetRef } from './figure.js';
import type { Services } from './figure.js';
import { domicileLordOf, lillyDignity } from './lilly.js';
import { inViaCombusta } from './via-combusta.js';

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
  const testimonies: string[] = [];
  if (sixthLord === ascLord) testimonies.push('The same planet rules the 1st and the 6th: the sick is the author of the disease (Culpeper).');
  testimonies.push(first.score > sixth.score
    ? `The ASC lord (${first.score}) is stronger in essential dignity than the 6th lord (${sixth.score}): the sick stronger than the disease.`
    : `The 6th lord (${sixth.score}) is as strong as or stronger than the ASC lord (${first.score}) in essential dignity: the disease stronger than the sick.`);
  if (inViaCombusta(moon)) testimonies.push('The Moon is in the via combusta (15 Libra to 15 Scorpio): an ill testimony.');
  if (moonDignity.score < 0) testimonies.push(`The Moon is essentially debilitated (${moonDignity.score}).`);
  if (f.house.Moon === 6 || f.house.Moon === 8 || f.house.Moon === 12) testimonies.push(`The Moon is in the ${f.house.Moon}th house: an ill testimony.`);
  return {
    ...echo(f, services, lang),
    moon: { ...position(moon, lang), speed: f.speed.Moon, house: f.house.Moon, dignityScore: moonDignity.score },
    crises: crises.map((c) => ({ angle: c.angle, kind: c.kind, longitude: normalizeDegrees(moon + c.angle), date: iso(f, c.jd), daysAfter: c.jd - f.jd })),
    sixthLord: { ...planetRef(sixthLord, lang), ...position(f.lon[sixthLord], lang), house: f.house[sixthLord], dignityScore: sixth.score },
    ascLord: { ...planetRef(ascLord, lang), ...position(f.lon[ascLord], lang), house: f.house[ascLord], dignityScore: first.score },
    testimonies,
    disclaimer: 'Historical astrological doctrine (Culpeper, 1655), not medical advice.',
  };
}
