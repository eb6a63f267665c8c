/**
 * Tree calendars, both modern constructions and stated as such in their answers.
 *
 * Celtic tree calendar: Robert Graves, 'The White Goddess' (1948), ch. 10-11: thirteen 28-day
 * months named by the consonants of the Beth-Luis-Nion ogham, from 24 December, and the
 * nameless day 23 December. The meanings are short paraphrases of the associations Graves
 * gives each tree.
 *
 * Gallic ("druid") tree horoscope: an invention of the French press of the 1970s (Paula
 * Delsol's horoscope in the magazine Marie-Claire is usually named), with no ancient source.
 */
export interface DayRange { from: string; to: string }

/** Whether the month-day `md` ("MM-DD") falls in the range, which may wrap the new year. */
export function inRange(md: string, r: DayRange): boolean {
  return r.from <= r.to ? md >= r.from && md <= r.to : md >= r.from || md <= r.to;
}

export const CELTIC_TREES = [
  { slug: 'birch', name: 'Birch', ogham: 'Beth', letter: 'ᚁ', month: { from: '12-24', to: '01-20' }, meaning: 'inception: the first tree of the forest, purification and beginnings' },
  { slug: 'rowan', name: 'Rowan', ogham: 'Luis', letter: 'ᚂ', month: { from: '01-21', to: '02-17' }, meaning: 'the quickening of life; protection against enchantment' },
  { slug: 'ash', name: 'Ash', ogham: 'Nion', letter: 'ᚅ', month: { from: '02-18', to: '03-17' }, meaning: 'the rain-maker: the link of sea, sky and land, the power of waters' },
  { slug: 'alder', name: 'Alder', ogham: 'Fearn', letter: 'ᚃ', month: { from: '03-18', to: '04-14' }, meaning: 'the tree of fire freeing the earth from water: oracular, steadfast' },
  { slug: 'willow', name: 'Willow', ogham: 'Saille', letter: 'ᚄ', month: { from: '04-15', to: '05-12' }, meaning: 'the moon-tree, sacred to witches: feeling, intuition, night' },
  { slug: 'hawthorn', name: 'Hawthorn', ogham: 'Huath', letter: 'ᚆ', month: { from: '05-13', to: '06-09' }, meaning: 'the month of enforced chastity and cleansing before midsummer' },
  { slug: 'oak', name: 'Oak', ogham: 'Duir', letter: 'ᚇ', month: { from: '06-10', to: '07-07' }, meaning: 'the door of the year at midsummer: strength, endurance, the king\'s tree' },
  { slug: 'holly', name: 'Holly', ogham: 'Tinne', letter: 'ᚈ', month: { from: '07-08', to: '08-04' }, meaning: 'the oak\'s twin and successor of the waning year: rule, challenge' },
  { slug: 'hazel', name: 'Hazel', ogham: 'Coll', letter: 'ᚉ', month: { from: '08-05', to: '09-01' }, meaning: 'the tree of wisdom, its nuts the food of knowledge' },
  { slug: 'vine', name: 'Vine', ogham: 'Muin', letter: 'ᚋ', month: { from: '09-02', to: '09-29' }, meaning: 'the vintage month: joy, exhilaration, wrath' },
  { slug: 'ivy', name: 'Ivy', ogham: 'Gort', letter: 'ᚌ', month: { from: '09-30', to: '10-27' }, meaning: 'the spiralling tree of resurrection and tenacity' },
  { slug: 'reed', name: 'Reed', ogham: 'Ngetal', letter: 'ᚍ', month: { from: '10-28', to: '11-24' }, meaning: 'royal power and the arrow: direction held through the dark months' },
  { slug: 'elder', name: 'Elder', ogham: 'Ruis', letter: 'ᚏ', month: { from: '11-25', to: '12-22' }, meaning: 'the tree of doom and of the ending year: renewal through endings' },
] as const;

export const NAMELESS_DAY = '12-23';

export const DRUID_TREES: readonly { slug: string; name: string; periods: DayRange[]; traits: string }[] = [
  { slug: 'apple', name: 'Apple', periods: [{ from: '12-23', to: '01-01' }, { from: '06-25', to: '07-04' }], traits: 'love, charm and a generous, carefree warmth' },
  { slug: 'fir', name: 'Fir', periods: [{ from: '01-02', to: '01-11' }, { from: '07-05', to: '07-14' }], traits: 'mysterious and reserved, fond of beauty and of solitude' },
  { slug: 'elm', name: 'Elm', periods: [{ from: '01-12', to: '01-24' }, { from: '07-15', to: '07-25' }], traits: 'noble-minded, calm and generous, a born leader' },
  { slug: 'cypress', name: 'Cypress', periods: [{ from: '01-25', to: '02-03' }, { from: '07-26', to: '08-04' }], traits: 'faithful, strong and adaptable, content with little' },
  { slug: 'poplar', name: 'Poplar', periods: [{ from: '02-04', to: '02-08' }, { from: '05-01', to: '05-14' }, { from: '08-05', to: '08-13' }], traits: 'uncertain, sensitive to surroundings, courageous when it matters' },
  { slug: 'cedar', name: 'Cedar', periods: [{ from: '02-09', to: '02-18' }, { from: '08-14', to: '08-23' }], traits: 'confident and determined, rare beauty, quick to decide' },
  { slug: 'pine', name: 'Pine', periods: [{ from: '02-19', to: '02-29' }, { from: '08-24', to: '09-02' }], traits: 'particular and hard-working, a loyal companion' },
  { slug: 'willow', name: 'Willow', periods: [{ from: '03-01', to: '03-10' }, { from: '09-03', to: '09-12' }], traits: 'melancholy and beautiful, empathic, an imaginative mind' },
  { slug: 'lime', name: 'Lime', periods: [{ from: '03-11', to: '03-20' }, { from: '09-13', to: '09-22' }], traits: 'accepting and peaceable, a good listener' },
  { slug: 'oak', name: 'Oak', periods: [{ from: '03-21', to: '03-21' }], traits: 'brave and robust, unyielding, independent' },
  { slug: 'hazel', name: 'Hazel', periods: [{ from: '03-22', to: '03-31' }, { from: '09-24', to: '10-03' }], traits: 'unassuming and charming, an analytical mind' },
  { slug: 'rowan', name: 'Rowan', periods: [{ from: '04-01', to: '04-10' }, { from: '10-04', to: '10-13' }], traits: 'sensitive and cheerful, full of taste and charm' },
  { slug: 'maple', name: 'Maple', periods: [{ from: '04-11', to: '04-20' }, { from: '10-14', to: '10-23' }], traits: 'independent, original and full of imagination' },
  { slug: 'walnut', name: 'Walnut', periods: [{ from: '04-21', to: '04-30' }, { from: '10-24', to: '11-11' }], traits: 'passionate and unpredictable, a strategist' },
  { slug: 'chestnut', name: 'Chestnut', periods: [{ from: '05-15', to: '05-24' }, { from: '11-12', to: '11-21' }], traits: 'honest and just, of unusual beauty, a born diplomat' },
  { slug: 'ash', name: 'Ash', periods: [{ from: '05-25', to: '06-03' }, { from: '11-22', to: '12-01' }], traits: 'ambitious, intelligent and generous with friends' },
  { slug: 'hornbeam', name: 'Hornbeam', periods: [{ from: '06-04', to: '06-13' }, { from: '12-02', to: '12-11' }], traits: 'of cool beauty, disciplined and dependable' },
  { slug: 'fig', name: 'Fig', periods: [{ from: '06-14', to: '06-23' }, { from: '12-12', to: '12-21' }], traits: 'strong, a little self-willed, practical and full of humour' },
  { slug: 'birch', name: 'Birch', periods: [{ from: '06-24', to: '06-24' }], traits: 'lively, attractive and elegant, modest and tolerant' },
  { slug: 'olive', name: 'Olive', periods: [{ from: '09-23', to: '09-23' }], traits: 'wise and balanced, loving peace and justice' },
  { slug: 'beech', name: 'Beech', periods: [{ from: '12-22', to: '12-22' }], traits: 'creative and thrifty, careful of health, a born organiser' },
];
