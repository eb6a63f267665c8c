/**
 * The eight trigrams' correspondences. Attribute, image, family member, body part and animal
 * are those of the Shuo Gua ("Discussion of the Trigrams", the eighth Wing), chapters 7-11,
 * in the words of Legge's translation (Sacred Books of the East 16, 1882, Appendix V); the
 * directions are the two arrangements of the Shuo Gua: Early Heaven (Fu Xi, ch. 3 as Shao Yong
 * drew it) and Later Heaven (King Wen, ch. 5); the five phases are the conventional attribution
 * (Qian and Dui metal, Li fire, Zhen and Xun wood, Kan water, Gen and Kun earth).
 */
import type { TrigramSlug } from './king-wen.js';
import { TRIGRAM_LINES, TRIGRAM_SLUGS } from './king-wen.js';

export interface TrigramRecord {
  fuXiNumber: number;
  slug: TrigramSlug;
  chinese: string;
  binary: string;
  /** Slug of core's trigram-attribute table (Legge's words in kebab-case: `peril-the-pit`). */
  attribute: string;
  image: string;
  /** Slug of core's trigram-family table (`youngest-daughter`). */
  family: string;
  element: 'metal' | 'fire' | 'wood' | 'water' | 'earth';
  earlyHeavenDirection: string;
  laterHeavenDirection: string;
  bodyPart: string;
  animal: string;
}

const ROWS: Omit<TrigramRecord, 'fuXiNumber' | 'slug' | 'binary'>[] = [
  { chinese: '乾', attribute: 'strength', image: 'heaven', family: 'father', element: 'metal', earlyHeavenDirection: 'south', laterHeavenDirection: 'north-west', bodyPart: 'head', animal: 'horse' },
  { chinese: '兌', attribute: 'pleasure', image: 'lake (collected water)', family: 'youngest-daughter', element: 'metal', earlyHeavenDirection: 'south-east', laterHeavenDirection: 'west', bodyPart: 'mouth', animal: 'sheep' },
  { chinese: '離', attribute: 'brightness-attachment', image: 'fire', family: 'second-daughter', element: 'fire', earlyHeavenDirection: 'east', laterHeavenDirection: 'south', bodyPart: 'eyes', animal: 'pheasant' },
  { chinese: '震', attribute: 'moving-exciting-power', image: 'thunder', family: 'eldest-son', element: 'wood', earlyHeavenDirection: 'north-east', laterHeavenDirection: 'east', bodyPart: 'feet', animal: 'dragon' },
  { chinese: '巽', attribute: 'penetration', image: 'wind, wood', family: 'eldest-daughter', element: 'wood', earlyHeavenDirection: 'south-west', laterHeavenDirection: 'south-east', bodyPart: 'thighs', animal: 'fowl' },
  { chinese: '坎', attribute: 'peril-the-pit', image: 'water', family: 'second-son', element: 'water', earlyHeavenDirection: 'west', laterHeavenDirection: 'north', bodyPart: 'ears', animal: 'pig' },
  { chinese: '艮', attribute: 'stoppage-resting', image: 'mountain', family: 'youngest-son', element: 'earth', earlyHeavenDirection: 'north-west', laterHeavenDirection: 'north-east', bodyPart: 'hands', animal: 'dog' },
  { chinese: '坤', attribute: 'docility-capacity', image: 'earth', family: 'mother', element: 'earth', earlyHeavenDirection: 'north', laterHeavenDirection: 'south-west', bodyPart: 'belly', animal: 'ox' },
];

export const TRIGRAMS: readonly TrigramRecord[] = ROWS.map((r, i) => ({
  fuXiNumber: i + 1,
  slug: TRIGRAM_SLUGS[i]!,
  binary: TRIGRAM_LINES[i + 1]!.join(''),
  ...r,
}));
