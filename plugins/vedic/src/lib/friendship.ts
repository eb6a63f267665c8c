/**
 * Planetary friendship (BPHS ch. 3, sl. 55-60): natural (naisargika), temporary (tatkalika:
 * a graha in the 2nd, 3rd, 4th, 10th, 11th or 12th sign from another is its friend, otherwise
 * its enemy) and compound (panchadha: the two combined into five grades).
 */
import { naturalRelation } from './grahas.js';
import type { Relation } from './grahas.js';

export type TemporaryRelation = 'friend' | 'enemy';
export type CompoundRelation = 'adhimitra' | 'mitra' | 'sama' | 'shatru' | 'adhishatru';

/** Temporary relation of the graha in sign `ofSign` towards the graha in sign `toSign` (signs 1-12 or 0-11). */
export function temporaryRelation(ofSign: number, toSign: number): TemporaryRelation {
  const house = ((((toSign - ofSign) % 12) + 12) % 12) + 1;
  return [2, 3, 4, 10, 11, 12].includes(house) ? 'friend' : 'enemy';
}

/** Panchadha maitri: natural + temporary (BPHS ch. 3 sl. 57-58). */
export function compoundRelation(natural: Relation, temporary: TemporaryRelation): CompoundRelation {
  if (natural === 'friend') return temporary === 'friend' ? 'adhimitra' : 'sama';
  if (natural === 'neutral') return temporary === 'friend' ? 'mitra' : 'shatru';
  return temporary === 'friend' ? 'sama' : 'adhishatru';
}

/** Compound relation of graha `of` (in sign ofSign) towards graha `to` (in toSign), for the seven. */
export function compoundRelationOf(of: number, ofSign: number, to: number, toSign: number): CompoundRelation {
  return compoundRelation(naturalRelation(of, to), temporaryRelation(ofSign, toSign));
}
