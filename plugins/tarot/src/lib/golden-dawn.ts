/**
 * The Golden Dawn 'Book T' correspondences (published in Israel Regardie, 'The Golden Dawn',
 * 1937-40) used by /tarot/natal-signature and the card records: signs and planets to majors,
 * decans to pips 2-10, 20-degree court spans to the courts.
 */
import { COURT_SPANS, RANKS, RWS_SUITS } from './decks.js';

/** RWS major number of each sign, Aries first (Aries Emperor IV ... Pisces Moon XVIII). */
export const SIGN_MAJOR = [4, 5, 6, 7, 8, 9, 11, 13, 14, 15, 17, 18] as const;
/** RWS major number of each classical planet. */
export const PLANET_MAJOR: Readonly<Record<string, number>> = { sun: 19, moon: 2, mercury: 1, venus: 3, mars: 16, jupiter: 10, saturn: 21 };

const SUIT_OF_ELEMENT = ['wands', 'pentacles', 'swords', 'cups'] as const; // fire, earth, air, water by sign index mod 4

function norm(lon: number): number {
  return ((lon % 360) + 360) % 360;
}

/** The pip of a longitude's decan: suit of the sign's element; 2-4 cardinal, 5-7 fixed, 8-10 mutable. */
export function decanCardSlug(longitude: number): string {
  const l = norm(longitude);
  const sign = Math.floor(l / 30);
  const decan = Math.min(2, Math.floor((l - sign * 30) / 10));
  const rank = (sign % 3) * 3 + decan + 2;
  return `${RANKS[rank - 1]}-of-${SUIT_OF_ELEMENT[sign % 4]}`;
}

/** The court whose Book T span (20 deg of one sign to 20 deg of the next) holds the longitude. */
export function courtCardSlug(longitude: number): string {
  const start = Math.floor(norm(longitude - 20) / 30);
  for (const rank of ['queen', 'king', 'knight'] as const) {
    const suit = COURT_SPANS[rank].indexOf(start);
    if (suit >= 0) return `${rank}-of-${RWS_SUITS[suit]}`;
  }
  throw new Error(`no court span starts at sign ${start}`);
}
