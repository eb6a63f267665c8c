/**
 * Astro dice: three twelve-sided dice, planet (what), sign (how) and house (where). The keywords
 * are short conventional ones of modern astrology, in our own words (English).
 */
export const PLANET_FACES = [
  { slug: 'sun', id: 0, keywords: ['self', 'vitality', 'purpose'] },
  { slug: 'moon', id: 1, keywords: ['feelings', 'habits', 'needs'] },
  { slug: 'mercury', id: 2, keywords: ['thought', 'speech', 'exchange'] },
  { slug: 'venus', id: 3, keywords: ['love', 'beauty', 'values'] },
  { slug: 'mars', id: 4, keywords: ['action', 'desire', 'courage'] },
  { slug: 'jupiter', id: 5, keywords: ['growth', 'faith', 'opportunity'] },
  { slug: 'saturn', id: 6, keywords: ['structure', 'limits', 'duty'] },
  { slug: 'uranus', id: 7, keywords: ['change', 'freedom', 'surprise'] },
  { slug: 'neptune', id: 8, keywords: ['dreams', 'imagination', 'dissolution'] },
  { slug: 'pluto', id: 9, keywords: ['transformation', 'power', 'depth'] },
  { slug: 'north-node', id: 10, keywords: ['direction', 'growth to seek', 'the new'] },
  { slug: 'south-node', id: -10, keywords: ['the familiar', 'release', 'the past'] },
] as const;

export const SIGN_KEYWORDS: readonly string[][] = [
  ['boldly', 'impulsively', 'first'], ['steadily', 'sensually', 'patiently'], ['curiously', 'lightly', 'in words'], ['protectively', 'tenderly', 'at home'],
  ['proudly', 'warmly', 'on stage'], ['carefully', 'modestly', 'in detail'], ['fairly', 'gracefully', 'with others'], ['intensely', 'secretly', 'to the root'],
  ['freely', 'expansively', 'with a vision'], ['soberly', 'ambitiously', 'with a plan'], ['unconventionally', 'detachedly', 'for the group'], ['compassionately', 'dreamily', 'without borders'],
];

export const HOUSE_KEYWORDS: readonly string[][] = [
  ['self', 'body', 'beginnings'], ['money', 'possessions', 'values'], ['siblings', 'neighbourhood', 'messages'], ['home', 'family', 'roots'],
  ['children', 'pleasure', 'creation'], ['work', 'health', 'daily routine'], ['partners', 'contracts', 'open rivals'], ['shared resources', 'crisis', 'intimacy'],
  ['travel', 'study', 'beliefs'], ['career', 'reputation', 'authority'], ['friends', 'groups', 'hopes'], ['the hidden', 'retreat', 'undoing'],
];

/** Three faces 0-11 from three PRNG values, in the order planet, sign, house. */
export function rollDice(next: () => number): [number, number, number] {
  return [Math.floor(next() * 12), Math.floor(next() * 12), Math.floor(next() * 12)];
}
