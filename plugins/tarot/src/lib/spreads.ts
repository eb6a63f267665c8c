/**
 * The 23 spreads of the /tarot/{deck}/draw/* operations (catalogue, tarot.jsonl: 18 tarot, 5
 * Lenormand) with their positions, sources and layout grids (x, y in card widths, y growing
 * downward; rotation in degrees clockwise).
 */
import type { DeckSlug } from './decks.js';

export interface SpreadPosition {
  index: number;
  slug: string;
  name: string;
  meaning: string;
}

export interface LayoutCell {
  index: number;
  x: number;
  y: number;
  rotation: number;
}

export interface Spread {
  slug: string;
  name: string;
  decks: DeckSlug[];
  positions: SpreadPosition[];
  layout: LayoutCell[];
  readingNotes: string;
  source: string;
  /** Cards drawn from the 22 majors only (Wirth's cross). */
  majorsOnly?: boolean;
  /** The last position is computed from the others, not drawn (Wirth's synthesis). */
  computedLast?: boolean;
}

const TAROT: DeckSlug[] = ['rider-waite', 'marseille'];

function positions(rows: ReadonlyArray<readonly [string, string, string]>): SpreadPosition[] {
  return rows.map(([slug, name, meaning], i) => ({ index: i + 1, slug, name, meaning }));
}
/** One row of n cards, left to right. */
function row(n: number, y = 0): LayoutCell[] {
  return Array.from({ length: n }, (_, i) => ({ index: i + 1, x: i, y, rotation: 0 }));
}
function cells(xy: ReadonlyArray<readonly [number, number]>, rotations: Record<number, number> = {}): LayoutCell[] {
  return xy.map(([x, y], i) => ({ index: i + 1, x, y, rotation: rotations[i + 1] ?? 0 }));
}
/** n cards in rows of `width`. */
function grid(n: number, width: number): LayoutCell[] {
  return Array.from({ length: n }, (_, i) => ({ index: i + 1, x: i % width, y: Math.floor(i / width), rotation: 0 }));
}
/**
 * Twelve cards on a wheel of radius 3 around (3, 3): house 1 at the left (the ascendant's side),
 * counter-clockwise on screen as a horoscope runs. Cosines of multiples of 30 degrees written
 * exactly (0, 1/2, sqrt(3)/2) so the grid carries no floating residue like 1.8e-16.
 */
function wheel(): LayoutCell[] {
  const h = Math.sqrt(3) / 2;
  const cos = [1, h, 0.5, 0, -0.5, -h, -1, -h, -0.5, 0, 0.5, h];
  const sin = [0, 0.5, h, 1, h, 0.5, 0, -0.5, -h, -1, -h, -0.5];
  return Array.from({ length: 12 }, (_, i) => {
    // angle 180 - 30 i degrees: index (6 - i) mod 12 in the tables above
    const k = (((6 - i) % 12) + 12) % 12;
    return { index: i + 1, x: 3 + 3 * cos[k]!, y: 3 + 3 * sin[k]!, rotation: 0 };
  });
}

const DRAW_NOTE = 'Cards fill the positions in the order drawn.';

export const SPREADS: readonly Spread[] = [
  {
    slug: 'single-card', name: 'Single card', decks: TAROT,
    positions: positions([['heart-of-the-matter', 'The heart of the matter', 'the core of the question as it stands now']]),
    layout: row(1), readingNotes: 'One card read on its own, upright or reversed.', source: 'the one-card draw of common practice',
  },
  {
    slug: 'three-card', name: 'Past, present, future', decks: TAROT,
    positions: positions([['past', 'Past', 'what led here'], ['present', 'Present', 'the situation now'], ['future', 'Future', 'where it tends']]),
    layout: row(3), readingNotes: `${DRAW_NOTE} Read left to right as a timeline.`, source: 'the standard three-card line',
  },
  {
    slug: 'situation-action-outcome', name: 'Situation, action, outcome', decks: TAROT,
    positions: positions([['situation', 'Situation', 'the situation'], ['action', 'Action', 'the action to take'], ['outcome', 'Outcome', 'the likely outcome']]),
    layout: row(3), readingNotes: DRAW_NOTE, source: 'common three-card variant',
  },
  {
    slug: 'mind-body-spirit', name: 'Mind, body, spirit', decks: TAROT,
    positions: positions([['mind', 'Mind', 'thoughts and beliefs'], ['body', 'Body', 'the physical and material side'], ['spirit', 'Spirit', 'the inner life']]),
    layout: row(3), readingNotes: DRAW_NOTE, source: 'common three-card variant',
  },
  {
    slug: 'cross', name: 'Cross of Wirth', decks: TAROT, majorsOnly: true, computedLast: true,
    positions: positions([
      ['for', 'For', 'affirmation: what speaks for the matter'],
      ['against', 'Against', 'negation: what speaks against it'],
      ['discussion', 'Discussion', 'what decides'],
      ['conclusion', 'Conclusion', 'the sentence'],
      ['synthesis', 'Synthesis', 'the essence, computed from the other four'],
    ]),
    // Wirth lays 1 left, 2 right, 3 above, 4 below and 5 in the centre.
    layout: cells([[0, 1], [2, 1], [1, 0], [1, 2], [1, 1]]),
    readingNotes: 'Cards 1-4 come from the 22 majors; card 5 is not drawn: the numbers of cards 1-4 are added (Le Mat counts 22) and reduced by digit sum while above 22. Card 5 is never reversed.',
    source: "Oswald Wirth, 'Le Tarot des imagiers du moyen age' (1927)",
  },
  {
    slug: 'pentagram', name: 'Pentagram', decks: TAROT,
    positions: positions([
      ['spirit', 'Spirit', 'the top point'], ['water', 'Water', 'emotion'], ['fire', 'Fire', 'will'],
      ['earth', 'Earth', 'body and resources'], ['air', 'Air', 'thought'],
    ]),
    // Spirit at the apex; water upper right, fire lower right, earth lower left, air upper left.
    layout: cells([[2, 0], [4, 1.5], [3.25, 4], [0.75, 4], [0, 1.5]]),
    readingNotes: DRAW_NOTE, source: 'elemental points of the Golden Dawn pentagram',
  },
  {
    slug: 'decision', name: 'Two paths', decks: TAROT,
    positions: positions([
      ['choice', 'The choice', 'the decision to be made'], ['path-a', 'Path A', 'the first way'], ['outcome-a', 'Outcome of A', 'where the first way leads'],
      ['path-b', 'Path B', 'the second way'], ['outcome-b', 'Outcome of B', 'where the second way leads'],
    ]),
    layout: cells([[1, 2], [0, 1], [0, 0], [2, 1], [2, 0]]),
    readingNotes: 'The choice at the foot; each path rises to its outcome.', source: 'common decision spread',
  },
  {
    slug: 'shadow-work', name: 'Shadow work', decks: ['rider-waite'],
    positions: positions([
      ['mask', 'The mask', 'what is shown'], ['shadow', 'The shadow', 'what is denied'], ['root', 'The root', 'where it began'],
      ['trigger', 'The trigger', 'what wakes it'], ['hidden-gift', 'The hidden gift', 'what the shadow holds of value'],
      ['integration', 'Integration', 'the next step'],
    ]),
    layout: grid(6, 3), readingNotes: `${DRAW_NOTE} Top row: what is seen and hidden; bottom row: how it is lived and integrated.`,
    source: "6-card shadow integration spread after C. G. Jung's notion of the shadow (modern practice)",
  },
  {
    slug: 'career', name: 'Career', decks: TAROT,
    positions: positions([
      ['current-position', 'Current position', 'where you stand'], ['strengths', 'Strengths', 'what you bring'], ['obstacles', 'Obstacles', 'what stands in the way'],
      ['hidden-factor', 'Hidden factor', 'what is not seen'], ['advice', 'Advice', 'what to do'], ['outcome', 'Likely outcome', 'where it leads'],
    ]),
    layout: grid(6, 3), readingNotes: DRAW_NOTE, source: 'common career spread',
  },
  {
    slug: 'horseshoe', name: 'Horseshoe', decks: TAROT,
    positions: positions([
      ['past', 'Past', 'what is behind'], ['present', 'Present', 'the situation now'], ['hidden-influences', 'Hidden influences', 'what works unseen'],
      ['obstacles', 'Obstacles', 'what stands in the way'], ['others', 'Influence of others', 'the people around'],
      ['advice', 'Advice', 'what to do'], ['outcome', 'Likely outcome', 'where it leads'],
    ]),
    layout: cells([[0, 0], [0.5, 1], [1.25, 2], [2.5, 2.5], [3.75, 2], [4.5, 1], [5, 0]]),
    readingNotes: 'Laid as a horseshoe opening upward, from the left arm to the right.', source: 'traditional seven-card horseshoe',
  },
  {
    slug: 'relationship', name: 'Relationship', decks: TAROT,
    positions: positions([
      ['you', 'You', 'your part'], ['other', 'The other person', 'their part'], ['connection', 'The connection', 'what binds you'],
      ['your-needs', 'What you need', 'your needs'], ['their-needs', 'What they need', 'their needs'], ['challenge', 'The challenge', 'what tests the bond'],
      ['potential', 'Potential', 'what it can become'],
    ]),
    layout: cells([[0, 1], [4, 1], [2, 1], [0, 0], [4, 0], [2, 2], [2, 0]]),
    readingNotes: 'You on the left, the other on the right, the bond between.', source: 'common relationship spread',
  },
  {
    slug: 'chakra', name: 'Chakra', decks: TAROT,
    positions: positions([
      ['root', 'Root', 'muladhara: safety and grounding'], ['sacral', 'Sacral', 'svadhisthana: pleasure and creativity'],
      ['solar-plexus', 'Solar plexus', 'manipura: will and power'], ['heart', 'Heart', 'anahata: love'], ['throat', 'Throat', 'vishuddha: expression'],
      ['third-eye', 'Third eye', 'ajna: insight'], ['crown', 'Crown', 'sahasrara: spirit'],
    ]),
    layout: Array.from({ length: 7 }, (_, i) => ({ index: i + 1, x: 0, y: 6 - i, rotation: 0 })),
    readingNotes: 'A column from the root at the bottom to the crown at the top.',
    source: "seven-chakra spread of modern practice (chakra names after the Sat-Cakra-Nirupana as popularised by Arthur Avalon, 'The Serpent Power', 1919)",
  },
  {
    slug: 'week-ahead', name: 'Week ahead', decks: TAROT,
    positions: positions(Array.from({ length: 7 }, (_, i) => [`day-${i + 1}`, `Day ${i + 1}`, 'the day and its planetary ruler'] as const)),
    layout: row(7), readingNotes: 'One card per day from the start date; `days` names each date, weekday and ruler.',
    source: 'day-by-day spread using the Chaldean weekday rulers',
  },
  {
    slug: 'celtic-cross', name: 'Celtic cross', decks: TAROT,
    positions: positions([
      ['covers', 'What covers', 'the present situation'], ['crosses', 'What crosses', 'the obstacle'],
      ['crowns', 'What crowns', 'the aim, the best that can be achieved'], ['beneath', 'What is beneath', 'the foundation'],
      ['behind', 'What is behind', 'the influence just passing'], ['before', 'What is before', 'the near future'],
      ['querent', 'The querent', 'the querent'], ['house', 'His house', 'the environment'], ['hopes-and-fears', 'Hopes and fears', 'hopes and fears'],
      ['what-will-come', 'What will come', 'the outcome'],
    ]),
    // The crossing card lies across the first, rotated 90 degrees; 7-10 rise in a column on the right.
    layout: cells([[1, 1], [1, 1], [1, 0], [1, 2], [0, 1], [2, 1], [3.5, 3], [3.5, 2], [3.5, 1], [3.5, 0]], { 2: 90 }),
    readingNotes: "Waite's order; the modern variant (3 foundation, 4 past, 5 crown) is not used.",
    source: "A. E. Waite, 'The Pictorial Key to the Tarot' (1910), 'An Ancient Celtic Method of Divination'",
  },
  {
    slug: 'tree-of-life', name: 'Tree of Life', decks: TAROT,
    positions: positions([
      ['kether', 'Kether', 'spiritual aim'], ['chokmah', 'Chokmah', 'creative force'], ['binah', 'Binah', 'understanding, limits'],
      ['chesed', 'Chesed', 'mercy, gains'], ['geburah', 'Geburah', 'severity, conflict'], ['tiphareth', 'Tiphareth', 'harmony, self'],
      ['netzach', 'Netzach', 'desire, love'], ['hod', 'Hod', 'intellect, communication'], ['yesod', 'Yesod', 'foundation, the unconscious'],
      ['malkuth', 'Malkuth', 'material outcome'],
    ]),
    // Pillar of mercy on the right (Chokmah, Chesed, Netzach), severity on the left, as the reader faces the Tree.
    layout: cells([[1, 0], [2, 0.5], [0, 0.5], [2, 1.5], [0, 1.5], [1, 2], [2, 3], [0, 3], [1, 3.5], [1, 4.5]]),
    readingNotes: DRAW_NOTE, source: "Golden Dawn Tree of Life layout as published by Eden Gray, 'A Complete Guide to the Tarot' (1970)",
  },
  {
    slug: 'astrological', name: 'Astrological houses', decks: TAROT,
    positions: positions(
      ['self', 'resources', 'communication', 'home', 'creativity', 'health and work', 'partnership', 'shared resources', 'beliefs', 'career', 'community', 'the hidden'].map(
        (m, i) => [`house-${i + 1}`, `House ${i + 1}`, m] as const,
      ),
    ),
    layout: wheel(), readingNotes: 'One card per house, laid on a wheel counter-clockwise from the first house at the left.',
    source: 'horoscope spread, Eden Gray (1970)',
  },
  {
    slug: 'year-ahead', name: 'Year ahead', decks: TAROT,
    positions: positions(Array.from({ length: 12 }, (_, i) => [`month-${i + 1}`, `Month ${i + 1}`, 'the month in order from the start month'] as const)),
    layout: grid(12, 4), readingNotes: 'One card per month from the start month; `months` names each month.', source: 'month-by-month year spread',
  },
  {
    slug: 'romany', name: 'Romany', decks: TAROT,
    positions: positions(
      Array.from({ length: 21 }, (_, i) => {
        const part = ['past', 'present', 'future'][Math.floor(i / 7)]!;
        return [`${part}-${(i % 7) + 1}`, `${part[0]!.toUpperCase()}${part.slice(1)} ${(i % 7) + 1}`, `row ${Math.floor(i / 7) + 1}: the ${part}`] as const;
      }),
    ),
    layout: grid(21, 7), readingNotes: 'Three rows of seven: past, present, future, each read left to right.', source: 'traditional Romany (gypsy) spread',
  },
  {
    slug: 'three-card-line', name: 'Three-card line', decks: ['lenormand'],
    positions: positions([['cause', 'Cause', 'what leads to the focus'], ['focus', 'Focus', 'the heart of the matter'], ['development', 'Development', 'how it develops']]),
    layout: row(3), readingNotes: 'Read as one sentence; cards in pairs as noun and modifier (German tradition).',
    source: 'Lenormand line technique (German tradition)',
  },
  {
    slug: 'five-card-line', name: 'Five-card line', decks: ['lenormand'],
    positions: positions([['past-far', 'Past (far)', 'the further background'], ['past-near', 'Past (near)', 'the recent background'], ['focus', 'Focus', 'the heart of the matter'], ['outcome-near', 'Outcome (near)', 'what follows next'], ['outcome-far', 'Outcome (far)', 'where it ends']]),
    layout: row(5), readingNotes: 'Card 3 is the focus; mirrored pairs 1/5 and 2/4 qualify it; left past, right outcome.',
    source: 'Lenormand line technique (German tradition)',
  },
  {
    slug: 'seven-card-line', name: 'Seven-card line', decks: ['lenormand'],
    positions: positions(Array.from({ length: 7 }, (_, i) => (i === 3 ? ['focus', 'Focus', 'the heart of the matter'] : i < 3 ? [`past-${3 - i}`, `Past ${3 - i}`, 'the background, further out the further left'] : [`outcome-${i - 3}`, `Outcome ${i - 3}`, 'the development, further out the further right']) as [string, string, string])),
    layout: row(7), readingNotes: 'Card 4 is the focus; mirrored pairs 3/5, 2/6, 1/7.', source: 'Lenormand line technique (German tradition)',
  },
  {
    slug: 'nine-card-box', name: 'Nine-card box', decks: ['lenormand'],
    positions: positions(
      Array.from({ length: 9 }, (_, i) => {
        const r = ['past', 'present', 'future'][Math.floor(i / 3)]!;
        return i === 4 ? ['centre', 'Centre', 'the heart of the matter'] : [`${r}-${(i % 3) + 1}`, `${r[0]!.toUpperCase()}${r.slice(1)} ${(i % 3) + 1}`, `row ${Math.floor(i / 3) + 1}: the ${r}`];
      }) as [string, string, string][],
    ),
    layout: grid(9, 3), readingNotes: 'A 3x3 grid: the centre card 5 is the heart; rows past, present, future; columns, diagonals and corners read as lines.',
    source: 'Lenormand box technique (German tradition)',
  },
  {
    slug: 'grand-tableau', name: 'Grand Tableau', decks: ['lenormand'],
    positions: positions(Array.from({ length: 36 }, (_, i) => [`house-${i + 1}`, `House ${i + 1}`, 'the house of the card of the same number'] as const)),
    layout: [...grid(32, 8), ...[0, 1, 2, 3].map((i) => ({ index: 33 + i, x: 2 + i, y: 4, rotation: 0 }))],
    readingNotes: 'All 36 cards: four rows of eight and the cartouche of four below (or four rows of nine); position i is the house of card i; the significator is the Man (28) or the Woman (29).',
    source: "1846 'Philippe Lenormand' instruction sheet as practised in the German tradition",
  },
];

export const SPREAD_BY_SLUG: ReadonlyMap<string, Spread> = new Map(SPREADS.map((s) => [s.slug, s]));

export function spread(slug: string): Spread {
  const s = SPREAD_BY_SLUG.get(slug);
  if (!s) throw new Error(`unknown spread ${slug}`);
  return s;
}
