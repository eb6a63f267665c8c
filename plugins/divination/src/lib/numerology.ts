/**
 * Numerology after Hans Decoz with Tom Monte, 'Numerology: Key to Your Inner Self' (1994), and
 * Juno Jordan, 'Numerology: The Romance in Your Name' (1965), for the Pythagorean system, and
 * Cheiro (Louis Hamon), 'Cheiro's Book of Numbers' (1926), for the Chaldean letter values and the
 * compound numbers. The meanings are short paraphrases in our own words.
 */
import { ApiError } from '@celestial/core';

export type NumerologySystem = 'pythagorean' | 'chaldean';

export const MASTERS = [11, 22, 33] as const;

export function digitSum(n: number): number {
  let s = 0;
  for (const d of String(Math.abs(n))) s += Number(d);
  return s;
}

/** Repeated digit sum down to one digit, keeping the master numbers 11, 22 and 33 unless `keepMasters` is false. */
export function reduce(n: number, keepMasters = true): number {
  let x = n;
  while (x > 9 && !(keepMasters && (MASTERS as readonly number[]).includes(x))) x = digitSum(x);
  return x;
}

export const isMaster = (n: number) => (MASTERS as readonly number[]).includes(n);

/** Cheiro (1926): no letter is 9, the number of the divine. */
const CHALDEAN: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 8, G: 3, H: 5, I: 1, J: 1, K: 2, L: 3, M: 4, N: 5, O: 7, P: 8, Q: 1, R: 2, S: 3, T: 4, U: 6, V: 6, W: 6, X: 5, Y: 1, Z: 7 };

export function letterValue(letter: string, system: NumerologySystem): number {
  const code = letter.charCodeAt(0) - 65;
  return system === 'chaldean' ? CHALDEAN[letter]! : (code % 9) + 1;
}

/** The name's parts as upper-case A-Z letters: diacritics stripped (NFD), other Latin marks dropped, non-Latin letters refused. */
export function nameParts(name: string, field: string): string[] {
  const stripped = name.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'SS').replace(/[Ææ]/g, 'AE').replace(/[Œœ]/g, 'OE').replace(/[Øø]/g, 'O').replace(/[Łł]/g, 'L').replace(/[Đđ]/g, 'D');
  const bad = [...stripped].find((c) => /\p{L}/u.test(c) && !/[A-Za-z]/.test(c));
  if (bad) throw new ApiError('INVALID_INPUT', `Validation failed: ${field} has a letter outside the Latin alphabet ("${bad}")`, { details: [{ path: field, message: `letters must be Latin (after removing diacritics); "${bad}" is not` }] });
  const parts = stripped.toUpperCase().split(/\s+/).map((p) => p.replace(/[^A-Z]/g, '')).filter(Boolean);
  if (parts.length === 0) throw new ApiError('INVALID_INPUT', `Validation failed: ${field} has no letters`, { details: [{ path: field, message: 'must contain at least one letter' }] });
  return parts;
}

const PLAIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/** Vowels of a word: A E I O U, and Y when neither neighbouring letter is a vowel (Lynn, Mary; not Yolanda, Murray). */
export function isVowelAt(word: string, i: number): boolean {
  const c = word[i]!;
  if (PLAIN_VOWELS.has(c)) return true;
  if (c !== 'Y') return false;
  return !PLAIN_VOWELS.has(word[i - 1] ?? '') && !PLAIN_VOWELS.has(word[i + 1] ?? '');
}

export interface NameNumber {
  number: number;
  unreducedTotal: number;
  parts: { part: string; value: number }[];
  letters: { letter: string; value: number }[];
}

/** A name number over the letters `pick` selects: each part reduced first (masters kept), then the total. */
export function nameNumber(parts: string[], system: NumerologySystem, pick: (word: string, i: number) => boolean = () => true): NameNumber {
  const letters: { letter: string; value: number }[] = [];
  const partValues = parts.map((word) => {
    let sum = 0;
    for (let i = 0; i < word.length; i++) {
      if (!pick(word, i)) continue;
      const value = letterValue(word[i]!, system);
      letters.push({ letter: word[i]!, value });
      sum += value;
    }
    return { part: word, value: reduce(sum) };
  });
  const unreducedTotal = partValues.reduce((s, p) => s + p.value, 0);
  return { number: reduce(unreducedTotal), unreducedTotal, parts: partValues, letters };
}

export const expression = (parts: string[], system: NumerologySystem) => nameNumber(parts, system);
export const soulUrge = (parts: string[], system: NumerologySystem) => nameNumber(parts, system, isVowelAt);
export const personality = (parts: string[], system: NumerologySystem) => nameNumber(parts, system, (w, i) => !isVowelAt(w, i));

export interface BirthDate { year: number; month: number; day: number }

export function parseBirthDate(date: string): BirthDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export interface LifePath { number: number; components: { month: number; day: number; year: number }; unreducedTotal: number }

/** Life path (Decoz): month, day and year each reduced (masters kept), summed and reduced; full-sum: all eight digits at once. */
export function lifePath(b: BirthDate, method: 'reduce-parts' | 'full-sum' = 'reduce-parts'): LifePath {
  const components = { month: reduce(b.month), day: reduce(b.day), year: reduce(b.year) };
  const unreducedTotal = method === 'full-sum' ? digitSum(b.month) + digitSum(b.day) + digitSum(b.year) : components.month + components.day + components.year;
  return { number: reduce(unreducedTotal), components, unreducedTotal };
}

export const KARMIC_DEBTS = [13, 14, 16, 19] as const;
export const karmicDebtOf = (unreduced: number): number | null => ((KARMIC_DEBTS as readonly number[]).includes(unreduced) ? unreduced : null);

/** Personal year (Decoz): birth month + birth day + the year, each reduced to one digit, the sum reduced (11 and 22 flagged). */
export function personalYear(b: BirthDate, year: number): { number: number; master: number | null } {
  const sum = reduce(b.month, false) + reduce(b.day, false) + reduce(year, false);
  const r = reduce(sum);
  return r === 11 || r === 22 ? { number: reduce(r, false), master: r } : { number: reduce(r, false), master: null };
}

/** The pinnacle and challenge periods' ages: the first ends at 36 - life path (one digit), then two of 9 years, then the rest of life. */
export function periodAges(lifePathNumber: number): { fromAge: number; toAge: number | null }[] {
  const first = 36 - reduce(lifePathNumber, false);
  return [{ fromAge: 0, toAge: first }, { fromAge: first, toAge: first + 9 }, { fromAge: first + 9, toAge: first + 18 }, { fromAge: first + 18, toAge: null }];
}

/** Whole years of age on `date` (YYYY-MM-DD) for a birth date. */
export function ageOn(b: BirthDate, date: string): number {
  const d = parseBirthDate(date);
  return d.year - b.year - (d.month < b.month || (d.month === b.month && d.day < b.day) ? 1 : 0);
}

export function pinnacles(b: BirthDate): number[] {
  const m = reduce(b.month);
  const d = reduce(b.day);
  const y = reduce(b.year);
  const p1 = reduce(m + d);
  const p2 = reduce(d + y);
  return [p1, p2, reduce(p1 + p2), reduce(m + y)];
}

export function challenges(b: BirthDate): number[] {
  const m = reduce(b.month, false);
  const d = reduce(b.day, false);
  const y = reduce(b.year, false);
  const c1 = Math.abs(m - d);
  const c2 = Math.abs(d - y);
  return [c1, c2, Math.abs(c1 - c2), Math.abs(m - y)];
}

/** Inclusion table: how many letters of the full name have each value 1-9. */
export function inclusion(parts: string[], system: NumerologySystem): Record<string, number> {
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0, 9: 0 };
  for (const w of parts) for (const c of w) counts[letterValue(c, system)]!++;
  return counts;
}

/** Meanings of the core numbers (own paraphrase after Decoz and Jordan). */
export const NUMBER_MEANINGS: Record<number, string> = {
  1: 'independence, initiative and leadership; the drive to begin and to stand alone',
  2: 'cooperation, diplomacy and sensitivity; the peacemaker and partner',
  3: 'self-expression, creativity and joy; words, art and sociability',
  4: 'order, work and reliability; building on firm foundations',
  5: 'freedom, change and adventure; curiosity and versatility',
  6: 'responsibility, care and harmony; home, family and service',
  7: 'analysis, introspection and wisdom; the seeker of truth',
  8: 'power, ambition and material mastery; authority and judgement',
  9: 'compassion, idealism and completion; the humanitarian',
  11: 'master number of intuition and inspiration: the illuminator, with the nervous intensity of a 2 raised to a higher pitch',
  22: 'master number of the master builder: great vision put to practical work, the 4 on a larger scale',
  33: 'master number of the master teacher: selfless care and guidance, the 6 raised to its highest',
};

export const KARMIC_DEBT_MEANINGS: Record<number, string> = {
  13: 'laziness of a past life repaid by hard, patient work: effort, focus and discipline are demanded',
  14: 'freedom abused in a past life: moderation, adaptability and self-control are demanded',
  16: 'ego and illicit love in a past life: the fall of the false self and rebuilding on humility',
  19: 'power misused in a past life: learning independence without selfishness, and to accept help',
};

export const LESSON_MEANINGS: Record<number, string> = {
  1: 'to take initiative and stand up for oneself',
  2: 'patience, tact and cooperation with others',
  3: 'to express oneself and trust one\'s creativity',
  4: 'discipline, method and steady work',
  5: 'to accept change and use freedom well',
  6: 'to take on responsibility for home and others',
  7: 'to look inward, study and trust one\'s own mind',
  8: 'to handle money, authority and material matters',
  9: 'tolerance, compassion and a wider view of life',
};

export const CHALLENGE_MEANINGS: Record<number, string> = {
  0: 'the challenge of choice: all or none of the obstacles, met by free decision',
  1: 'to assert oneself without domineering or being dominated',
  2: 'oversensitivity: to cooperate without losing oneself',
  3: 'to express oneself without scattering or self-doubt',
  4: 'to accept order and work without rigidity',
  5: 'to use freedom without excess or restlessness',
  6: 'to care without controlling; perfectionism in love',
  7: 'to trust others and faith beyond the intellect',
  8: 'to keep money and power in proportion',
};

/** Cheiro's compound numbers 10-52, paraphrased (Book of Numbers, ch. 'The compound numbers'). */
export const CHEIRO_COMPOUNDS: Record<number, string> = {
  10: 'the Wheel of Fortune: honour, faith and self-confidence; rise and fall by one\'s own will',
  11: 'a clenched hand, a lion muzzled: hidden dangers, trials and treachery from others',
  12: 'the sacrifice, the victim: anxiety, sacrifice for the plans of others',
  13: 'regeneration and change: upheaval and destruction that clear the way for power',
  14: 'movement and combination: dealings with people and money, risks from natural forces and others\' mistakes',
  15: 'magic and mystery: eloquence, gifts of persuasion, help from others; use for good',
  16: 'the shattered citadel, the lightning-struck tower: a warning of fatality and defeated plans',
  17: 'the Star of the Magi: spirituality rising over trials; peace and love, immortality of name',
  18: 'materialism destroying the spiritual: bitter quarrels, deception and danger from the elements',
  19: 'the Prince of Heaven: success, esteem and honour; happiness and fulfilment',
  20: 'the awakening, the judgement: a call to action for a great purpose',
  21: 'the crown of the Magi: advancement, honour and elevation; success after long struggle',
  22: 'a good man blinded by the folly of others: illusion and delusion, warning of false judgement',
  23: 'the Royal Star of the Lion: help from superiors, protection and success',
  24: 'love and money gained through the opposite sex and those in authority',
  25: 'strength gained through experience and observation; success after trials',
  26: 'partnerships and associations: a warning of ruin through bad advice and others\' speculations',
  27: 'the sceptre: authority and command; rewards from the intellect and creative work',
  28: 'contradictions: great promise lost through trust in others and competition',
  29: 'uncertainties, treachery and deception by others; trials through the opposite sex',
  30: 'thoughtful deduction, retrospection and mental superiority, sometimes lonely',
  31: 'like 30, but more isolated: self-contained and lonely',
  32: 'magical power of combination with people and nations: fortunate if one holds to one\'s own judgement',
  33: 'no occult meaning of its own: as 24',
  34: 'as 25',
  35: 'as 26',
  36: 'as 27',
  37: 'good friendships and love, fortunate partnerships',
  38: 'as 29',
  39: 'as 30',
  40: 'as 31',
  41: 'as 32',
  42: 'as 24',
  43: 'revolution and upheaval, strife and failure of plans',
  44: 'as 26',
  45: 'as 27',
  46: 'as 37',
  47: 'as 29',
  48: 'as 30',
  49: 'as 31',
  50: 'as 32',
  51: 'the warrior: sudden advancement, but danger from enemies',
  52: 'as 43',
};

/** Compound number in Cheiro's range: above 52 reduced by digit sum until it is at most 52. */
export function cheiroCompound(total: number): number {
  let x = total;
  while (x > 52) x = digitSum(x);
  return x;
}

/** The letter of `name` in force at `age`: each letter lasts its value in years, the name repeating from birth. */
export function transitAt(name: string, age: number): { letter: string; value: number; fromAge: number; toAge: number } {
  const cycle = [...name].reduce((s, c) => s + letterValue(c, 'pythagorean'), 0);
  let from = Math.floor(age / cycle) * cycle;
  for (;;) {
    for (const letter of name) {
      const value = letterValue(letter, 'pythagorean');
      if (age < from + value) return { letter, value, fromAge: from, toAge: from + value };
      from += value;
    }
  }
}


/** Number families of the compatibility reading (Decoz). */
const FAMILIES = [[1, 5, 7], [2, 4, 8], [3, 6, 9]];
export const COMPATIBILITY_WEIGHT = { 'life-path': 50, expression: 30, 'soul-urge': 20 } as const;
export const COMPATIBILITY_POINTS = { natural: 3, compatible: 2, challenging: 1 } as const;

/** Same family of 1-5-7, 2-4-8 or 3-6-9: natural; both odd or both even: compatible; else challenging. */
export function rate(a: number, b: number): 'natural' | 'compatible' | 'challenging' {
  const x = reduce(a, false);
  const y = reduce(b, false);
  if (FAMILIES.some((f) => f.includes(x) && f.includes(y))) return 'natural';
  return x % 2 === y % 2 ? 'compatible' : 'challenging';
}

