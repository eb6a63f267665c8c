/**
 * The twelve houses by number ('1' ... '12'), as each language names a house in a chart
 * ("1st house", "1. Haus", "1-й дім"...). Slugs are the numbers because a house has no other
 * stable name across traditions.
 */
import type { TermTable } from '../terms.js';

const ORDINAL_EN = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

export const HOUSE_TERMS: TermTable = Object.fromEntries(
  ORDINAL_EN.map((o, i) => [String(i + 1), { en: `${o} house` }]),
);
