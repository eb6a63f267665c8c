/**
 * Mary K. Greer's birth and year cards ('Who Are You in the Tarot?', 2002; 'Tarot
 * Constellations', 1987), Rider-Waite numbering: month + day + year added as numbers
 * (4 + 29 + 1962 = 1995), digits summed repeatedly until the result is 22 or less (22 = The
 * Fool); the soul card is that number's digit sum reduced to one digit; a constellation is every
 * major reducing to the soul number (The Fool counted as 22, so with 4).
 */
import { digitSum, reduceWhileAbove } from './engine.js';

/** Major number in the constellation arithmetic: The Fool counts 22. */
function asGreer(n: number): number {
  return n === 0 ? 22 : n;
}
/** The RWS major number of a Greer number (22 = The Fool 0). */
export function majorOf(n: number): number {
  return n === 22 ? 0 : n;
}

export function greerReduce(sum: number): number {
  return reduceWhileAbove(sum, 22);
}

export function soulOf(personality: number): number {
  return reduceWhileAbove(personality, 9);
}

export interface BirthCards {
  sum: number;
  personality: number;
  soul: number;
  constellation: number[];
}

/** Majors (RWS numbers, The Fool 0) whose Greer number reduces to `soul`, in ascending Greer number. */
export function constellationOf(soul: number): number[] {
  return Array.from({ length: 22 }, (_, n) => n + 1)
    .filter((g) => reduceWhileAbove(g, 9) === soul)
    .map(majorOf)
    .sort((a, b) => asGreer(a) - asGreer(b));
}

export function birthCards(year: number, month: number, day: number): BirthCards {
  const sum = month + day + year;
  const personality = greerReduce(sum);
  return { sum, personality: majorOf(personality), soul: soulOf(personality), constellation: constellationOf(soulOf(personality)) };
}

export function yearCard(birthMonth: number, birthDay: number, year: number): { sum: number; card: number; soul: number } {
  const sum = birthMonth + birthDay + year;
  const card = greerReduce(sum);
  return { sum, card: majorOf(card), soul: soulOf(card) };
}

export { digitSum };
