/**
 * Human Design's fixed tables: the Rave Mandala (gate order around the wheel), the nine
 * centres and their gates, the 36 channels with their circuitry, and Ra Uru Hu's index of
 * incarnation-cross names. Source: Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human
 * Design' (2011): centres and gates (part II), channels and circuits (part III), the
 * incarnation-cross index (appendix); the wheel as the catalogue line gives it (gate 41 begins
 * at 302 deg tropical, 2 deg Aquarius).
 */

/** Gates around the wheel from 302 deg onward, 5.625 deg each (catalogue MANDALA). */
export const MANDALA: readonly number[] = [
  41, 19, 13, 49, 30, 55, 37, 63, 22, 36, 25, 17, 21, 51, 42, 3, 27, 24, 2, 23, 8, 20, 16, 35, 45, 12, 15, 52, 39, 53, 62, 56,
  31, 33, 7, 4, 29, 59, 40, 64, 47, 6, 46, 18, 48, 57, 32, 50, 28, 44, 1, 43, 14, 34, 9, 5, 26, 11, 10, 58, 38, 54, 61, 60,
];
export const MANDALA_START = 302;
export const GATE_ARC = 5.625;
export const LINE_ARC = GATE_ARC / 6;

export const CENTRE_SLUGS = ['head', 'ajna', 'throat', 'g', 'heart', 'sacral', 'solar-plexus', 'spleen', 'root'] as const;
export type CentreSlug = (typeof CENTRE_SLUGS)[number];

export const CENTRE_NAMES: Record<CentreSlug, string> = {
  head: 'Head', ajna: 'Ajna', throat: 'Throat', g: 'G', heart: 'Heart (Ego)', sacral: 'Sacral', 'solar-plexus': 'Solar Plexus', spleen: 'Spleen', root: 'Root',
};

/** The gates of each centre (3 + 6 + 11 + 8 + 4 + 9 + 7 + 7 + 9 = 64). */
export const CENTRE_GATES: Record<CentreSlug, readonly number[]> = {
  head: [61, 63, 64],
  ajna: [4, 11, 17, 24, 43, 47],
  throat: [8, 12, 16, 20, 23, 31, 33, 35, 45, 56, 62],
  g: [1, 2, 7, 10, 13, 15, 25, 46],
  heart: [21, 26, 40, 51],
  sacral: [3, 5, 9, 14, 27, 29, 34, 42, 59],
  'solar-plexus': [6, 22, 30, 36, 37, 49, 55],
  spleen: [18, 28, 32, 44, 48, 50, 57],
  root: [19, 38, 39, 41, 52, 53, 54, 58, 60],
};

/** The motors: energy that can reach the Throat and make a Manifestor or Manifesting Generator. */
export const MOTORS: readonly CentreSlug[] = ['sacral', 'solar-plexus', 'heart', 'root'];

export const GATE_CENTRE: ReadonlyMap<number, CentreSlug> = new Map(
  CENTRE_SLUGS.flatMap((c) => CENTRE_GATES[c].map((g) => [g, c] as const)),
);

export type Circuit = 'knowing' | 'centering' | 'integration' | 'understanding' | 'sensing' | 'ego' | 'defense';
export type CircuitGroup = 'individual' | 'collective' | 'tribal' | 'integration';

export const CIRCUIT_GROUP: Record<Circuit, CircuitGroup> = {
  knowing: 'individual', centering: 'individual', integration: 'integration', understanding: 'collective', sensing: 'collective', ego: 'tribal', defense: 'tribal',
};

export interface ChannelRecord {
  gates: readonly [number, number];
  slug: string;
  name: string;
  circuit: Circuit;
}

const ch = (a: number, b: number, name: string, circuit: Circuit): ChannelRecord => ({
  gates: [a, b], slug: name.toLowerCase().replace(/^the /, '').replace(/[^a-z]+/g, '-'), name, circuit,
});

/** The 36 channels in the catalogue's order (lower gate first). */
export const CHANNELS: readonly ChannelRecord[] = [
  ch(1, 8, 'Inspiration', 'knowing'),
  ch(2, 14, 'The Beat', 'knowing'),
  ch(3, 60, 'Mutation', 'knowing'),
  ch(4, 63, 'Logic', 'understanding'),
  ch(5, 15, 'Rhythm', 'understanding'),
  ch(6, 59, 'Mating', 'defense'),
  ch(7, 31, 'The Alpha', 'understanding'),
  ch(9, 52, 'Concentration', 'understanding'),
  ch(10, 20, 'Awakening', 'integration'),
  ch(10, 34, 'Exploration', 'centering'),
  ch(10, 57, 'Perfected Form', 'integration'),
  ch(11, 56, 'Curiosity', 'sensing'),
  ch(12, 22, 'Openness', 'knowing'),
  ch(13, 33, 'The Prodigal', 'sensing'),
  ch(16, 48, 'The Wavelength', 'understanding'),
  ch(17, 62, 'Acceptance', 'understanding'),
  ch(18, 58, 'Judgment', 'understanding'),
  ch(19, 49, 'Synthesis', 'defense'),
  ch(20, 34, 'Charisma', 'integration'),
  ch(20, 57, 'The Brainwave', 'integration'),
  ch(21, 45, 'Money', 'ego'),
  ch(23, 43, 'Structuring', 'knowing'),
  ch(24, 61, 'Awareness', 'knowing'),
  ch(25, 51, 'Initiation', 'centering'),
  ch(26, 44, 'Surrender', 'ego'),
  ch(27, 50, 'Preservation', 'defense'),
  ch(28, 38, 'Struggle', 'knowing'),
  ch(29, 46, 'Discovery', 'sensing'),
  ch(30, 41, 'Recognition', 'sensing'),
  ch(32, 54, 'Transformation', 'ego'),
  ch(34, 57, 'Power', 'integration'),
  ch(35, 36, 'Transitoriness', 'sensing'),
  ch(37, 40, 'Community', 'ego'),
  ch(39, 55, 'Emoting', 'knowing'),
  ch(42, 53, 'Maturation', 'sensing'),
  ch(47, 64, 'Abstraction', 'sensing'),
];

/** The penta's six channels between G, Throat and Sacral (catalogue /human-design/penta). */
export const PENTA_CHANNELS: readonly (readonly [number, number])[] = [[7, 31], [1, 8], [13, 33], [5, 15], [2, 14], [29, 46]];

/**
 * Ra Uru Hu's incarnation-cross index by the personality Sun gate: the Right Angle cross
 * (family and its number 1-4 by quarter), the Juxtaposition cross, the Left Angle cross
 * (family and 1-2). Quarters of Initiation, Civilisation, Duality and Mutation.
 */
export const CROSS_INDEX: Readonly<Record<number, readonly [right: string, juxtaposition: string, left: string]>> = {
  13: ['the Sphinx 1', 'Listening', 'Masks 1'], 49: ['Explanation 1', 'Principles', 'Revolution 1'], 30: ['Contagion 1', 'Fates', 'Industry 1'],
  55: ['the Sleeping Phoenix 1', 'Moods', 'Spirit 1'], 37: ['Planning 1', 'Bargains', 'Migration 1'], 63: ['Consciousness 1', 'Doubts', 'Dominion 1'],
  22: ['Rulership 1', 'Grace', 'Informing 1'], 36: ['Eden 1', 'Crisis', 'the Plane 1'], 25: ['the Vessel of Love 1', 'Innocence', 'Healing 1'],
  17: ['Service 1', 'Opinions', 'Upheaval 1'], 21: ['Tension 1', 'Control', 'Endeavor 1'], 51: ['Penetration 1', 'Shock', 'the Clarion 1'],
  42: ['the Maya 1', 'Completion', 'Limitation 1'], 3: ['Laws 1', 'Mutation', 'Wishes 1'], 27: ['the Unexpected 1', 'Caring', 'Alignment 1'],
  24: ['the Four Ways 1', 'Rationalization', 'Incarnation 1'],
  2: ['the Sphinx 2', 'the Driver', 'Defiance 1'], 23: ['Explanation 2', 'Assimilation', 'Dedication 1'], 8: ['Contagion 2', 'Contribution', 'Uncertainty 1'],
  20: ['the Sleeping Phoenix 2', 'the Now', 'Duality 1'], 16: ['Planning 2', 'Experimentation', 'Identification 1'], 35: ['Consciousness 2', 'Experience', 'Separation 1'],
  45: ['Rulership 2', 'Possession', 'Confrontation 1'], 12: ['Eden 2', 'Articulation', 'Education 1'], 15: ['the Vessel of Love 2', 'Extremes', 'Prevention 1'],
  52: ['Service 2', 'Stillness', 'Demands 1'], 39: ['Tension 2', 'Provocation', 'Individualism 1'], 53: ['Penetration 2', 'Beginnings', 'Cycles 1'],
  62: ['the Maya 2', 'Detail', 'Obscuration 1'], 56: ['Laws 2', 'Stimulation', 'Distraction 1'], 31: ['the Unexpected 2', 'Influence', 'the Alpha 1'],
  33: ['the Four Ways 2', 'Retreat', 'Refinement 1'],
  7: ['the Sphinx 3', 'Interaction', 'Masks 2'], 4: ['Explanation 3', 'Formulization', 'Revolution 2'], 29: ['Contagion 3', 'Commitment', 'Industry 2'],
  59: ['the Sleeping Phoenix 3', 'Strategy', 'Spirit 2'], 40: ['Planning 3', 'Denial', 'Migration 2'], 64: ['Consciousness 3', 'Confusion', 'Dominion 2'],
  47: ['Rulership 3', 'Oppression', 'Informing 2'], 6: ['Eden 3', 'Conflict', 'the Plane 2'], 46: ['the Vessel of Love 3', 'Serendipity', 'Healing 2'],
  18: ['Service 3', 'Correction', 'Upheaval 2'], 48: ['Tension 3', 'Depth', 'Endeavor 2'], 57: ['Penetration 3', 'Intuition', 'the Clarion 2'],
  32: ['the Maya 3', 'Conservation', 'Limitation 2'], 50: ['Laws 3', 'Values', 'Wishes 2'], 28: ['the Unexpected 3', 'Risks', 'Alignment 2'],
  44: ['the Four Ways 3', 'Alertness', 'Incarnation 2'],
  1: ['the Sphinx 4', 'Self-Expression', 'Defiance 2'], 43: ['Explanation 4', 'Insight', 'Dedication 2'], 14: ['Contagion 4', 'Empowering', 'Uncertainty 2'],
  34: ['the Sleeping Phoenix 4', 'Power', 'Duality 2'], 9: ['Planning 4', 'Focus', 'Identification 2'], 5: ['Consciousness 4', 'Habits', 'Separation 2'],
  26: ['Rulership 4', 'the Trickster', 'Confrontation 2'], 11: ['Eden 4', 'Ideas', 'Education 2'], 10: ['the Vessel of Love 4', 'Behavior', 'Prevention 2'],
  58: ['Service 4', 'Vitality', 'Demands 2'], 38: ['Tension 4', 'Opposition', 'Individualism 2'], 54: ['Penetration 4', 'Ambition', 'Cycles 2'],
  61: ['the Maya 4', 'Thinking', 'Obscuration 2'], 60: ['Laws 4', 'Limitation', 'Distraction 2'], 41: ['the Unexpected 4', 'Fantasy', 'the Alpha 2'],
  19: ['the Four Ways 4', 'Need', 'Refinement 2'],
};

/** Colour names of the four Variable arrows (Ra Uru Hu, Primary Health System and Rave Psychology). */
export const COLOUR_NAMES = {
  determination: ['Appetite', 'Taste', 'Thirst', 'Touch', 'Sound', 'Light'],
  environment: ['Caves', 'Markets', 'Kitchens', 'Mountains', 'Valleys', 'Shores'],
  perspective: ['Survival', 'Possibility', 'Power', 'Wanting', 'Probability', 'Personal'],
  motivation: ['Fear', 'Hope', 'Desire', 'Need', 'Guilt', 'Innocence'],
} as const;

/** The gate names (Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design', 2011, part II), by gate number. */
export const GATE_NAMES: readonly string[] = [
  'Self-Expression', 'the Direction of the Self', 'Ordering', 'Formulization', 'Fixed Rhythms', 'Friction', 'the Role of the Self', 'Contribution',
  'Focus', 'the Behavior of the Self', 'Ideas', 'Caution', 'the Listener', 'Power Skills', 'Extremes', 'Skills',
  'Opinions', 'Correction', 'Wanting', 'the Now', 'the Hunter/Huntress', 'Openness', 'Assimilation', 'Rationalization',
  'the Spirit of the Self', 'the Egoist', 'Caring', 'the Game Player', 'Perseverance', 'Recognition of Feelings', 'Influence', 'Continuity',
  'Privacy', 'Power', 'Change', 'Crisis', 'Friendship', 'the Fighter', 'Provocation', 'Aloneness',
  'Contraction', 'Growth', 'Insight', 'Alertness', 'the Gatherer', 'the Determination of the Self', 'Realization', 'Depth',
  'Principles', 'Values', 'Shock', 'Stillness', 'Beginnings', 'Ambition', 'Spirit', 'Stimulation',
  'Intuitive Clarity', 'Vitality', 'Sexuality', 'Acceptance', 'Inner Truth', 'Details', 'Doubt', 'Confusion',
];
