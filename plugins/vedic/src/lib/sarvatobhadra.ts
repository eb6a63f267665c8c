/**
 * The Sarvatobhadra chakra and its vedhas (transits read on a 9 x 9 grid).
 *
 * The chakra: Narapati's Narapati-jaya-charya (Swarodaya), as the Horaratna extract in
 * V. Subrahmanya Sastri's translation of Phaladeepika (notes to ch. 26) and B. V. Raman,
 * Hindu Predictive Astrology (chapter on the Sarvatobhadra chakra) describe it: 81 squares;
 * the 16 vowels in the corners of the four concentric rings, in order from the outermost
 * north-east corner and round each ring (a a-long i i-long / u u-long r r-long / l l-long e ai /
 * o au am ah); the 28 stars (Abhijit counted) in the outer ring, seven a side, Krittika first on
 * the East; the 20 letters in the next ring: a va ka ha da (retroflex) on the East,
 * ma ta (retroflex) pa ra ta on the South, na ya bha ja kha on the West, ga sa da cha la on the
 * North; the 12 signs in the third ring from Vrishabha on the East; the five tithi groups in the
 * centre: Nanda (Sunday, Tuesday) East, Bhadra (Monday, Wednesday) South, Jaya (Thursday) West,
 * Rikta (Friday) North, Purna (Saturday) in the middle.
 * The layout is pyjhora's (jhora/ui/chakra.py, class Sarvatobadra, `_grid_label_values`):
 * North at the top (row 0), East on the right (column 8). The test compares it cell by cell.
 *
 * Vedha (Horaratna, loc. cit.): "in whichever star a planet is posited, three vedhas arise from
 * it: one on the left, one in front, one on the right"; the front line runs straight across
 * the grid, the left and right lines are the two diagonals; "in the two sides ... the vedha may
 * be with a star, a consonant, a rasi or a vowel and not with others" (so the diagonals pass
 * over the tithi squares without striking them). The catalogue's rule for which of the three is
 * the graha's own (Raman, loc. cit.): a retrograde (vakra) graha's vedha is on the right, a fast
 * (shighra) graha's on the left, one in its mean motion strikes in front. Rahu and Ketu are
 * always vakra (their mean motion is backwards), whatever the true node's momentary wobble.
 *
 * Left and right: the graha stands in its star looking across the chakra. On the map (North up,
 * East right) its right hand points back along the order of the stars and its left hand on
 * along it: from Krittika (East side, facing West) the right diagonal reaches Bharani and the
 * left one Vishakha; a retrograde graha looks back, a fast one ahead.
 *
 * Benefic and malefic (Horaratna, loc. cit.): Saturn, the Sun, Rahu, Ketu and Mars are
 * malefic, the rest benefic; Mercury is malefic when associated (in the same sign) with a
 * malefic, and so is the waning Moon (Krishna paksha).
 */
import { nakshatra28Of, NAKSHATRA28_NAMES } from './nakshatra28.js';
import { NAMAKSHARA } from './koota.js';
import { GRAHA_NAMES, SIGN_NAMES_EN } from './grahas.js';
import { WEEKDAY_NAMES } from './day.js';

export type CellKind = 'nakshatra' | 'vowel' | 'consonant' | 'sign' | 'tithi';
export type TithiGroup = 'nanda' | 'bhadra' | 'jaya' | 'rikta' | 'purna';

export interface ChakraCell {
  row: number;
  col: number;
  kind: CellKind;
  /** Star name, IAST letter, sign name or tithi group name. */
  label: string;
  /** Star 1-28 in the 28-star scheme (Abhijit = 22). */
  nakshatra?: number;
  sign?: number;
  tithiGroup?: TithiGroup;
  /** Weekdays (0 Sunday) of a tithi square. */
  weekdays?: number[];
}

// Compact layout, North row first, West to East. Stars in pyjhora's numbering (1-27, 28 = Abhijit),
// r<n> sign, v: vowel, c: letter (consonant place), t: tithi group.
const LAYOUT: readonly (readonly (string | number)[])[] = [
  ['v:ī', 23, 24, 25, 26, 27, 1, 2, 'v:a'],
  [22, 'v:ṝ', 'c:ga', 'c:sa', 'c:da', 'c:cha', 'c:la', 'v:u', 3],
  [28, 'c:kha', 'v:ai', 'r11', 'r12', 'r1', 'v:ḷ', 'c:a', 4],
  [21, 'c:ja', 'r10', 'v:aḥ', 't:rikta', 'v:o', 'r2', 'c:va', 5],
  [20, 'c:bha', 'r9', 't:jaya', 't:purna', 't:nanda', 'r3', 'c:ka', 6],
  [19, 'c:ya', 'r8', 'v:aṃ', 't:bhadra', 'v:au', 'r4', 'c:ha', 7],
  [18, 'c:na', 'v:e', 'r7', 'r6', 'r5', 'v:ḹ', 'c:ḍa', 8],
  [17, 'v:ṛ', 'c:ta', 'c:ra', 'c:pa', 'c:ṭa', 'c:ma', 'v:ū', 9],
  ['v:i', 16, 15, 14, 13, 12, 11, 10, 'v:ā'],
];

const TITHI_WEEKDAYS: Readonly<Record<TithiGroup, number[]>> = { nanda: [0, 2], bhadra: [1, 3], jaya: [4], rikta: [5], purna: [6] };
const TITHI_GROUP_NAMES: Readonly<Record<TithiGroup, string>> = { nanda: 'Nanda', bhadra: 'Bhadra', jaya: 'Jaya', rikta: 'Rikta', purna: 'Purna' };

/** pyjhora star number (1-27, 28 Abhijit) -> the 28-star scheme (Abhijit 22). */
export function starFromPyjhora(n: number): number {
  if (n === 28) return 22;
  return n <= 21 ? n : n + 1;
}

export const SARVATOBHADRA_GRID: readonly (readonly ChakraCell[])[] = LAYOUT.map((r, row) =>
  r.map((v, col): ChakraCell => {
    if (typeof v === 'number') {
      const n = starFromPyjhora(v);
      return { row, col, kind: 'nakshatra', label: NAKSHATRA28_NAMES[n - 1]!, nakshatra: n };
    }
    if (v.startsWith('r')) {
      const s = Number(v.slice(1));
      return { row, col, kind: 'sign', label: SIGN_NAMES_EN[s - 1]!, sign: s };
    }
    const [k, text] = v.split(':') as [string, string];
    if (k === 't') {
      const g = text as TithiGroup;
      return { row, col, kind: 'tithi', label: TITHI_GROUP_NAMES[g], tithiGroup: g, weekdays: TITHI_WEEKDAYS[g] };
    }
    return { row, col, kind: k === 'v' ? 'vowel' : 'consonant', label: text };
  }),
);

const ALL_CELLS = SARVATOBHADRA_GRID.flat();

export function starCell(nakshatra28: number): ChakraCell {
  return ALL_CELLS.find((c) => c.kind === 'nakshatra' && c.nakshatra === nakshatra28)!;
}
export function signCell(sign: number): ChakraCell {
  return ALL_CELLS.find((c) => c.kind === 'sign' && c.sign === sign)!;
}
/** The tithi square of tithi 1-30: groups by (n - 1) mod 5 (Nanda 1, 6, 11; Bhadra 2, 7, 12; ...). */
export function tithiCell(tithi: number): ChakraCell {
  const g = (['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const)[(tithi - 1) % 5]!;
  return ALL_CELLS.find((c) => c.tithiGroup === g)!;
}
export function weekdayCell(weekday: number): ChakraCell {
  return ALL_CELLS.find((c) => c.kind === 'tithi' && c.weekdays!.includes(weekday))!;
}
export function letterCell(kind: 'vowel' | 'consonant', label: string): ChakraCell | undefined {
  return ALL_CELLS.find((c) => c.kind === kind && c.label === label);
}

export type VedhaKind = 'front' | 'left' | 'right';

/**
 * The three vedha lines from a star square: front straight across, right and left the
 * diagonals (see the header for the sides). Each line runs to the edge of the grid; the
 * diagonals skip the tithi squares (Horaratna). The star's own square is not on its lines.
 */
export function vedhaLines(nakshatra28: number): { kind: VedhaKind; cells: ChakraCell[] }[] {
  const s = starCell(nakshatra28);
  // Inward direction of the side the star stands on (stars never sit in a corner).
  const f = s.row === 0 ? [1, 0] : s.row === 8 ? [-1, 0] : s.col === 0 ? [0, 1] : [0, -1];
  const right = [f[1]!, -f[0]!];
  const left = [-f[1]!, f[0]!];
  const dirs: [VedhaKind, number, number][] = [
    ['front', f[0]!, f[1]!],
    ['left', f[0]! + left[0]!, f[1]! + left[1]!],
    ['right', f[0]! + right[0]!, f[1]! + right[1]!],
  ];
  return dirs.map(([kind, dr, dc]) => {
    const cells: ChakraCell[] = [];
    for (let k = 1, r = s.row + dr, c = s.col + dc; k <= 8 && r >= 0 && r <= 8 && c >= 0 && c <= 8; k++, r += dr, c += dc) {
      const cell = SARVATOBHADRA_GRID[r]![c]!;
      if (kind !== 'front' && cell.kind === 'tithi') continue;
      cells.push(cell);
    }
    return { kind, cells };
  });
}

/** Mean daily motions, degrees (Surya Siddhanta; Mercury and Venus share the Sun's). */
export const MEAN_DAILY_MOTION: readonly number[] = [0.9856, 13.1764, 0.524, 0.9856, 0.0831, 0.9856, 0.0335];

export type Gati = 'vakra' | 'shighra' | 'sama';
/** Motion class: nodes always vakra; negative speed vakra; faster than the mean daily motion shighra; else sama. */
export function gatiOf(graha: number, speed: number): Gati {
  if (graha >= 7) return 'vakra';
  if (speed < 0) return 'vakra';
  return speed > MEAN_DAILY_MOTION[graha]! ? 'shighra' : 'sama';
}
export const PRINCIPAL_VEDHA: Readonly<Record<Gati, VedhaKind>> = { vakra: 'right', shighra: 'left', sama: 'front' };

/**
 * Benefic or malefic in this chakra (Horaratna): Sun, Mars, Saturn, Rahu, Ketu malefic;
 * Jupiter and Venus benefic; the Moon malefic when waning (tithi 16-30); Mercury malefic when
 * in the same sign as a malefic (the waning Moon included). `signs` index = graha.
 */
export function sarvatobhadraBenefics(signs: readonly number[], tithi: number): boolean[] {
  const moonWaning = tithi > 15;
  const malefic = new Set([0, 2, 6, 7, 8]);
  if (moonWaning) malefic.add(1);
  return signs.map((sign, g) => {
    if (g === 3) return !signs.some((s, o) => o !== 3 && malefic.has(o) && s === sign);
    return !malefic.has(g);
  });
}

export interface SbcGraha { graha: number; longitude: number; speed: number; sign: number }
export interface SbcTransit {
  graha: string;
  longitude: number;
  speed: number;
  nakshatra: { number: number; name: string };
  row: number;
  col: number;
  gati: Gati;
  principalVedha: VedhaKind;
  benefic: boolean;
}
export type TargetType = 'nakshatra' | 'vowel' | 'consonant' | 'sign' | 'tithi' | 'weekday';
export interface SbcVedha {
  graha: string;
  kind: VedhaKind;
  principal: boolean;
  target: string;
  targetType: TargetType;
  row: number;
  col: number;
  benefic: boolean;
}

/** Every graha's three lines, one entry per struck square (a tithi square: the tithi group and each of its weekdays). */
export function sarvatobhadraVedhas(grahas: readonly SbcGraha[], tithi: number): { transits: SbcTransit[]; vedhas: SbcVedha[] } {
  const benefic = sarvatobhadraBenefics(grahas.map((g) => g.sign), tithi);
  const transits: SbcTransit[] = [];
  const vedhas: SbcVedha[] = [];
  for (const g of grahas) {
    const star = nakshatra28Of(g.longitude);
    const cell = starCell(star.number);
    const gati = gatiOf(g.graha, g.speed);
    const name = GRAHA_NAMES[g.graha]!;
    transits.push({ graha: name, longitude: g.longitude, speed: g.speed, nakshatra: star, row: cell.row, col: cell.col, gati, principalVedha: PRINCIPAL_VEDHA[gati], benefic: benefic[g.graha]! });
    for (const line of vedhaLines(star.number)) {
      for (const c of line.cells) {
        const base = { graha: name, kind: line.kind, principal: line.kind === PRINCIPAL_VEDHA[gati], row: c.row, col: c.col, benefic: benefic[g.graha]! };
        vedhas.push({ ...base, target: c.label, targetType: c.kind });
        if (c.kind === 'tithi') for (const w of c.weekdays!) vedhas.push({ ...base, target: WEEKDAY_NAMES[w]!, targetType: 'weekday' });
      }
    }
  }
  return { transits, vedhas };
}

export type TargetRole = 'janma-nakshatra' | 'janma-rashi' | 'lagna-rashi' | 'name-consonant' | 'name-vowel' | 'tithi' | 'weekday';
export interface SbcTarget { role: TargetRole; target: string; targetType: TargetType; row: number; col: number }

/** The vedhas that strike each target (same square, same target type). */
export function targetsHit(targets: readonly SbcTarget[], vedhas: readonly SbcVedha[]) {
  return targets.map((t) => {
    const hits = vedhas.filter((v) => v.row === t.row && v.col === t.col && v.target === t.target && v.targetType === t.targetType);
    return {
      ...t,
      vedhas: hits.map((v) => ({ graha: v.graha, kind: v.kind, principal: v.principal, benefic: v.benefic })),
      benefic: hits.filter((v) => v.benefic).length,
      malefic: hits.filter((v) => !v.benefic).length,
    };
  });
}

// ---------------------------------------------------------------- the name's letters

/**
 * The first syllable of a name read on the chakra: its consonant's square and its vowel's
 * square. The chakra holds 20 letters; the others are read in the square of their varga's
 * unaspirated letter (kha and bha have their own squares), ba as va (the Horaratna extract
 * writes the East's second letter "ba"), the sibilants as sa, the nasals nga / nya / retroflex
 * na as ga / ja / na, ksha as ka. Retroflex ta / da are written with their IAST dots; plain
 * ASCII t / d are the dentals. A syllable with no consonant (a vowel name) strikes only its vowel.
 */
const CONSONANTS: readonly [string, string][] = [
  ['ksh', 'ka'], ['kṣ', 'ka'], ['chh', 'cha'], ['kh', 'kha'], ['gh', 'ga'], ['ng', 'ga'], ['ch', 'cha'], ['jh', 'ja'],
  ['ṭh', 'ṭa'], ['ḍh', 'ḍa'], ['th', 'ta'], ['dh', 'da'], ['ph', 'pa'], ['bh', 'bha'], ['sh', 'sa'],
  ['k', 'ka'], ['q', 'ka'], ['x', 'ka'], ['g', 'ga'], ['ṅ', 'ga'], ['c', 'cha'], ['j', 'ja'], ['z', 'ja'], ['ñ', 'ja'],
  ['ṭ', 'ṭa'], ['ḍ', 'ḍa'], ['ṇ', 'na'], ['t', 'ta'], ['d', 'da'], ['n', 'na'], ['p', 'pa'], ['f', 'pa'], ['b', 'va'],
  ['v', 'va'], ['w', 'va'], ['m', 'ma'], ['y', 'ya'], ['r', 'ra'], ['l', 'la'], ['ś', 'sa'], ['ṣ', 'sa'], ['s', 'sa'], ['h', 'ha'],
];
const VOWELS: Readonly<Record<string, string>> = {
  '': 'a', a: 'a', aa: 'ā', ā: 'ā', i: 'i', ii: 'ī', ee: 'ī', ī: 'ī', u: 'u', uu: 'ū', oo: 'ū', ū: 'ū',
  ṛ: 'ṛ', ṝ: 'ṝ', ḷ: 'ḷ', ḹ: 'ḹ', e: 'e', ai: 'ai', o: 'o', au: 'au', aṃ: 'aṃ', am: 'aṃ', aḥ: 'aḥ', ah: 'aḥ',
};

export function syllableLetters(syllable: string): { consonant: string | null; vowel: string } | null {
  const s = syllable.normalize('NFC').toLowerCase().trim();
  if (s.length === 0 || s.length > 8) return null;
  // A vowel name first (so "ai", "au", "am" are not read as a + consonant).
  if (s in VOWELS && s !== '') return { consonant: null, vowel: VOWELS[s]! };
  for (const [prefix, letter] of CONSONANTS) {
    if (s.startsWith(prefix)) {
      const vowel = VOWELS[s.slice(prefix.length)];
      return vowel === undefined ? null : { consonant: letter, vowel };
    }
  }
  return null;
}

/**
 * The syllable in Devanagari, the script the chakra is drawn in (issue 12: answers name the
 * syllable in every language): the consonant as typed (aspirates, sibilants and nasals kept, not
 * folded into the chakra's squares as syllableLetters folds them; q, f, z with the nukta, x as
 * क्स) with the vowel's sign, or the independent vowel of a vowel name. Null when the syllable is
 * not one consonant (or none) and one vowel.
 */
const DEVANAGARI_CONSONANTS: readonly [string, string][] = [
  ['ksh', 'क्ष'], ['kṣ', 'क्ष'], ['chh', 'छ'], ['kh', 'ख'], ['gh', 'घ'], ['ng', 'ङ'], ['ch', 'च'], ['jh', 'झ'],
  ['ṭh', 'ठ'], ['ḍh', 'ढ'], ['th', 'थ'], ['dh', 'ध'], ['ph', 'फ'], ['bh', 'भ'], ['sh', 'श'],
  ['k', 'क'], ['q', 'क़'], ['x', 'क्स'], ['g', 'ग'], ['ṅ', 'ङ'], ['c', 'च'], ['j', 'ज'], ['z', 'ज़'], ['ñ', 'ञ'],
  ['ṭ', 'ट'], ['ḍ', 'ड'], ['ṇ', 'ण'], ['t', 'त'], ['d', 'द'], ['n', 'न'], ['p', 'प'], ['f', 'फ़'], ['b', 'ब'],
  ['v', 'व'], ['w', 'व'], ['m', 'म'], ['y', 'य'], ['r', 'र'], ['l', 'ल'], ['ś', 'श'], ['ṣ', 'ष'], ['s', 'स'], ['h', 'ह'],
];
const DEVANAGARI_VOWELS: Readonly<Record<string, [independent: string, sign: string]>> = {
  a: ['अ', ''], ā: ['आ', 'ा'], i: ['इ', 'ि'], ī: ['ई', 'ी'], u: ['उ', 'ु'], ū: ['ऊ', 'ू'], ṛ: ['ऋ', 'ृ'], ṝ: ['ॠ', 'ॄ'],
  ḷ: ['ऌ', 'ॢ'], ḹ: ['ॡ', 'ॣ'], e: ['ए', 'े'], ai: ['ऐ', 'ै'], o: ['ओ', 'ो'], au: ['औ', 'ौ'], aṃ: ['अं', 'ं'], aḥ: ['अः', 'ः'],
};

export function syllableDevanagari(syllable: string): string | null {
  const s = syllable.normalize('NFC').toLowerCase().trim();
  if (s in VOWELS && s !== '') return DEVANAGARI_VOWELS[VOWELS[s]!]![0];
  for (const [prefix, letter] of DEVANAGARI_CONSONANTS) {
    if (s.startsWith(prefix)) {
      const vowel = VOWELS[s.slice(prefix.length)];
      return vowel === undefined ? null : letter + DEVANAGARI_VOWELS[vowel]![1];
    }
  }
  return null;
}

/**
 * The naming syllable (namakshara) of a star's pada (koota.ts NAMAKSHARA, ASCII) with the
 * retroflex letters marked: Pushya 4 Ḍa, Ashlesha Ḍi Ḍu Ḍe Ḍo, Purva Phalguni Ṭa Ṭi Ṭu,
 * Uttara Phalguni Ṭe Ṭo, Hasta Ṣa Ṇa Ṭha, Purvashadha 4 Ḍha (the standard avakahada table).
 */
const RETROFLEX: Readonly<Record<string, string>> = {
  '8-4': 'Ḍa', '9-1': 'Ḍi', '9-2': 'Ḍu', '9-3': 'Ḍe', '9-4': 'Ḍo', '11-2': 'Ṭa', '11-3': 'Ṭi', '11-4': 'Ṭu',
  '12-1': 'Ṭe', '12-2': 'Ṭo', '13-2': 'Ṣa', '13-3': 'Ṇa', '13-4': 'Ṭha', '20-4': 'Ḍha',
};
/** `star` 1-27 (27-star scheme), `pada` 1-4. */
export function namakshara(star: number, pada: number): string {
  return RETROFLEX[`${star}-${pada}`] ?? NAMAKSHARA[star - 1]![pada - 1]!;
}
