/**
 * The rule tables of the twelve activity finders (/vedic/muhurta/*), served as they are by
 * GET /muhurta/types. Star classes after Muhurta Chintamani (Nakshatra prakarana): dhruva
 * (fixed), chara (movable), kshipra (swift), mridu (soft), ugra (fierce), mishra (mixed),
 * tikshna (sharp). Nakshatras are numbered 1 Ashwini ... 27 Revati; Abhijit (kshipra) is not
 * one of the 27 divisions used for the Moon and is named only in the catalogue text.
 */

export const STAR_CLASSES = {
  dhruva: [4, 12, 21, 26],
  chara: [7, 15, 22, 23, 24],
  kshipra: [1, 8, 13],
  mridu: [5, 14, 17, 27],
  ugra: [2, 10, 11, 20, 25],
  mishra: [3, 16],
  tikshna: [6, 9, 18, 19],
} as const satisfies Record<string, readonly number[]>;
export type StarClass = keyof typeof STAR_CLASSES;

/** Rikta tithis (4, 9, 14 of either paksha) and Amavasya: refused by every finder (Muhurta Chintamani, Shubhashubha prakarana). */
export const BASE_BAD_TITHIS = [4, 9, 14, 19, 24, 29, 30] as const;

export const MOVABLE_SIGNS = [1, 4, 7, 10];
export const FIXED_SIGNS = [2, 5, 8, 11];
export const DUAL_SIGNS = [3, 6, 9, 12];

export interface ActivityRules {
  id: string;
  name: string;
  sanskritName: string;
  source: string;
  /** Moon's nakshatras allowed (1-27). */
  nakshatras: readonly number[];
  /** Star classes the list comes from (for the catalogue). */
  starClasses: readonly StarClass[];
  /** Tithis allowed (1-30); the base refusals apply on top. Empty = every tithi the base rules leave. */
  tithis: readonly number[];
  /** Weekdays allowed, 0 Sunday ... 6 Saturday; empty = any. */
  weekdays: readonly number[];
  /** Lagna signs allowed (1-12); empty = any. */
  lagnas: readonly number[];
  /** Houses from the muhurta lagna that must hold no graha (scored, warned when occupied). */
  emptyHouses: readonly number[];
  /** Houses where natural benefics are wanted (scored). */
  beneficHouses: readonly number[];
  /** Jupiter and Venus must not be combust (moudhya): refuses the day. */
  guruShukraUdaya: boolean;
  /** No adhika (intercalary) lunar month. */
  noAdhikaMasa: boolean;
  /** Amanta lunar months allowed (0 Chaitra ... 11 Phalguna); empty = any. */
  lunarMonths: readonly number[];
  /** The Sun in its northern course (sidereal Capricorn to Gemini). */
  uttarayana: boolean;
  /** Only the bright fortnight. */
  shuklaOnly: boolean;
  /**
   * What the activity avoids, as slugs of core's muhurta-rule table (GET /muhurta/types names
   * them in the answer's language; issue 12: it was English text).
   */
  avoid: readonly string[];
}

const BASE_AVOID = ['rikta-tithis', 'amavasya', 'vishti-karana', 'rahu-kala', 'native-bad-taras'];
const uniq = (...lists: readonly (readonly number[])[]) => [...new Set(lists.flat())].sort((a, b) => a - b);
const ALL_TITHIS: number[] = [];

function rules(r: Partial<ActivityRules> & Pick<ActivityRules, 'id' | 'name' | 'sanskritName' | 'source' | 'nakshatras'>): ActivityRules {
  return {
    starClasses: [], tithis: ALL_TITHIS, weekdays: [], lagnas: [], emptyHouses: [], beneficHouses: [], guruShukraUdaya: false, noAdhikaMasa: false,
    lunarMonths: [], uttarayana: false, shuklaOnly: false, avoid: BASE_AVOID, ...r,
  };
}

export const ACTIVITIES: readonly ActivityRules[] = [
  rules({
    id: 'marriage', name: 'Marriage', sanskritName: 'Vivaha', source: 'Muhurta Chintamani, Vivaha prakarana',
    // Rohini, Mrigashira, Magha, U.Phalguni, Hasta, Swati, Anuradha, Mula, U.Ashadha, U.Bhadrapada, Revati.
    nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
    emptyHouses: [7, 8], beneficHouses: [1, 4, 5, 7, 9, 10], guruShukraUdaya: true, noAdhikaMasa: true,
    avoid: [...BASE_AVOID, 'jupiter-or-venus-combust', 'adhika-masa', 'grahas-in-7th-or-8th'],
  }),
  rules({
    id: 'griha-pravesh', name: 'Entering a new house', sanskritName: 'Griha pravesha', source: 'Muhurta Chintamani, Griha-pravesha prakarana',
    nakshatras: uniq(STAR_CLASSES.dhruva, STAR_CLASSES.mridu), starClasses: ['dhruva', 'mridu'],
    lagnas: uniq(FIXED_SIGNS, DUAL_SIGNS), emptyHouses: [8], beneficHouses: [1, 4, 7, 10, 5, 9], guruShukraUdaya: true, noAdhikaMasa: true,
    // Magha, Phalguna, Vaishakha, Jyeshtha.
    lunarMonths: [10, 11, 1, 2],
    avoid: [...BASE_AVOID, 'jupiter-or-venus-combust', 'adhika-masa', 'lunar-months-other-than', 'grahas-in-8th'],
  }),
  rules({
    id: 'griharambha', name: 'Start of construction', sanskritName: 'Griharambha', source: 'Muhurta Chintamani, Vastu prakarana',
    nakshatras: uniq(STAR_CLASSES.dhruva, STAR_CLASSES.mridu, STAR_CLASSES.kshipra), starClasses: ['dhruva', 'mridu', 'kshipra'],
    lagnas: FIXED_SIGNS, emptyHouses: [8, 12], beneficHouses: [1, 4, 7, 10], guruShukraUdaya: true, noAdhikaMasa: true,
    avoid: [...BASE_AVOID, 'jupiter-or-venus-combust', 'adhika-masa', 'grahas-in-8th-or-12th'],
  }),
  rules({
    id: 'vehicle-purchase', name: 'Buying a vehicle', sanskritName: 'Vahana kraya', source: 'B. V. Raman, Muhurtha (after Muhurta Chintamani)',
    nakshatras: uniq(STAR_CLASSES.chara, STAR_CLASSES.kshipra, STAR_CLASSES.mridu), starClasses: ['chara', 'kshipra', 'mridu'],
    weekdays: [1, 3, 4, 5], lagnas: MOVABLE_SIGNS, emptyHouses: [4], beneficHouses: [4],
    avoid: [...BASE_AVOID, 'malefics-in-4th'],
  }),
  rules({
    id: 'travel', name: 'Journey', sanskritName: 'Yatra', source: 'Muhurta Chintamani, Yatra prakarana',
    nakshatras: uniq(STAR_CLASSES.kshipra, STAR_CLASSES.mridu, STAR_CLASSES.chara, [17]), starClasses: ['kshipra', 'mridu', 'chara'],
    beneficHouses: [1, 4, 7, 10],
    avoid: [...BASE_AVOID, 'disha-shoola'],
  }),
  rules({
    id: 'business-start', name: 'Opening a business', sanskritName: 'Vyapara arambha', source: 'B. V. Raman, Muhurtha (after Muhurta Chintamani)',
    nakshatras: uniq(STAR_CLASSES.kshipra, STAR_CLASSES.dhruva, STAR_CLASSES.mridu), starClasses: ['kshipra', 'dhruva', 'mridu'],
    weekdays: [3, 4, 5], beneficHouses: [1, 2, 10, 11],
  }),
  rules({
    id: 'namakarana', name: 'Naming ceremony', sanskritName: 'Namakarana', source: 'Muhurta Chintamani, Samskara prakarana',
    nakshatras: uniq(STAR_CLASSES.dhruva, STAR_CLASSES.mridu, STAR_CLASSES.kshipra, STAR_CLASSES.chara), starClasses: ['dhruva', 'mridu', 'kshipra', 'chara'],
    weekdays: [1, 3, 4, 5], beneficHouses: [1, 4, 7, 10],
    avoid: [...BASE_AVOID, 'before-twelfth-day'],
  }),
  rules({
    id: 'annaprashana', name: 'First feeding of solid food', sanskritName: 'Annaprashana', source: 'Muhurta Chintamani, Samskara prakarana',
    nakshatras: uniq(STAR_CLASSES.dhruva, STAR_CLASSES.chara, STAR_CLASSES.kshipra, STAR_CLASSES.mridu), starClasses: ['dhruva', 'chara', 'kshipra', 'mridu'],
    emptyHouses: [10], beneficHouses: [1, 4, 7],
    avoid: [...BASE_AVOID, 'annaprashana-other-months', 'grahas-in-10th'],
  }),
  rules({
    id: 'mundan', name: 'First tonsure', sanskritName: 'Chudakarana', source: 'Muhurta Chintamani, Samskara prakarana',
    nakshatras: uniq(STAR_CLASSES.kshipra, STAR_CLASSES.chara, STAR_CLASSES.mridu, [18]), starClasses: ['kshipra', 'chara', 'mridu'],
    beneficHouses: [1, 4, 7, 10], uttarayana: true, guruShukraUdaya: true,
    avoid: [...BASE_AVOID, 'mundan-other-years', 'dakshinayana'],
  }),
  rules({
    id: 'upanayana', name: 'Sacred thread ceremony', sanskritName: 'Upanayana', source: 'Muhurta Chintamani, Samskara prakarana',
    nakshatras: uniq(STAR_CLASSES.kshipra, STAR_CLASSES.chara, STAR_CLASSES.mridu), starClasses: ['kshipra', 'chara', 'mridu'],
    beneficHouses: [1, 4, 7, 10], uttarayana: true, shuklaOnly: true, guruShukraUdaya: true, noAdhikaMasa: true,
    avoid: [...BASE_AVOID, 'krishna-paksha', 'dakshinayana', 'jupiter-combust', 'outside-8th-year-from-conception'],
  }),
  rules({
    id: 'vidyarambha', name: 'Start of education', sanskritName: 'Vidyarambha', source: 'Muhurta Chintamani, Samskara prakarana',
    nakshatras: uniq(STAR_CLASSES.kshipra, STAR_CLASSES.chara, STAR_CLASSES.mridu), starClasses: ['kshipra', 'chara', 'mridu'],
    weekdays: [3, 4, 5], beneficHouses: [1, 4, 5, 9], uttarayana: true,
    avoid: [...BASE_AVOID, 'before-5th-year', 'dakshinayana', 'mercury-or-jupiter-combust'],
  }),
  rules({
    id: 'property-purchase', name: 'Buying land or property', sanskritName: 'Bhumi kraya', source: 'B. V. Raman, Muhurtha',
    nakshatras: uniq(STAR_CLASSES.dhruva, STAR_CLASSES.mridu), starClasses: ['dhruva', 'mridu'],
    weekdays: [4, 5], lagnas: FIXED_SIGNS, emptyHouses: [], beneficHouses: [4],
    avoid: [...BASE_AVOID, 'mars-afflicted', 'malefics-in-4th'],
  }),
];

export function activity(id: string): ActivityRules {
  const a = ACTIVITIES.find((x) => x.id === id);
  if (!a) throw new Error(`unknown activity ${id}`);
  return a;
}
export const ACTIVITY_IDS = ACTIVITIES.map((a) => a.id);
