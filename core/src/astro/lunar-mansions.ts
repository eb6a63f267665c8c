/**
 * The 28 Arabic lunar mansions (manazil al-qamar), each 360/28 = 12 deg 51' 26'' of the
 * tropical zodiac from 0 Aries (the Western medieval tradition: Picatrix I.4; Agrippa, De
 * occulta philosophia II.33). Latin names as Agrippa spells them, Arabic names in the usual
 * transliteration. The nature condenses Agrippa's list of each mansion's effects: fortunate
 * where he lists only benefits, unfortunate where mainly harms (discord, destruction,
 * hindrance), mixed where both.
 */
import type { LangCode } from '../schemas/common.js';
import { term } from '../vocabulary/names.js';

export interface LunarMansion {
  mansion: number;
  /** The Arabic name in kebab-case (`al-sharatain`), the key of core's lunar-mansion tables. */
  slug: string;
  /** Agrippa's Latin name; answers read the name in their language from core's lunar-mansion table. */
  name: string;
  arabicName: string;
  startLongitude: number;
  nature: 'fortunate' | 'unfortunate' | 'mixed';
}

export const MANSION_SPAN = 360 / 28;

/** The slugs in mansion order (the keys of core's lunar-mansion and lunar-mansion-arabic tables). */
const SLUGS = [
  'al-sharatain', 'al-butain', 'al-thurayya', 'al-dabaran', 'al-haqa', 'al-hana', 'al-dhira', 'al-nathra', 'al-tarf', 'al-jabha', 'al-zubra',
  'al-sarfa', 'al-awwa', 'al-simak', 'al-ghafr', 'al-zubana', 'al-iklil', 'al-qalb', 'al-shawla', 'al-naaim', 'al-balda', 'sad-al-dhabih',
  'sad-bula', 'sad-al-suud', 'sad-al-akhbiya', 'al-fargh-al-muqaddam', 'al-fargh-al-muakhkhar', 'batn-al-hut',
] as const;

const TABLE: readonly [string, string, LunarMansion['nature']][] = [
  ['Alnath', 'al-Sharatain', 'unfortunate'], // discords and journeys
  ['Allothaim', 'al-Butain', 'fortunate'], // finding treasures, retaining captives
  ['Achaomazon', 'al-Thurayya', 'fortunate'], // prosperous to sailors, huntsmen, alchemists
  ['Aldebaran', 'al-Dabaran', 'unfortunate'], // destruction of buildings, fountains, wells; discord
  ['Alchatay', "al-Haq'a", 'fortunate'], // return from journeys, instruction, health, good will
  ['Alhanna', "al-Han'a", 'mixed'], // love, hunting, revenge; destroys harvests, hinders physicians
  ['Aldimiach', "al-Dhira'", 'mixed'], // gain and friendship; destroys magistracies
  ['Alnaza', 'al-Nathra', 'mixed'], // love and fellowship; afflicts captives
  ['Archaam', 'al-Tarf', 'unfortunate'], // hinders harvests and travellers, discord
  ['Algelioche', 'al-Jabha', 'fortunate'], // strengthens buildings, love, help against enemies
  ['Azobra', 'al-Zubra', 'fortunate'], // voyages, gain by merchandise, redemption of captives
  ['Alzarpha', 'al-Sarfa', 'mixed'], // prospers harvests and servants; hinders seamen
  ['Alhaire', "al-'Awwa", 'fortunate'], // benevolence, gain, voyages, harvests, freedom of captives
  ['Achureth', 'al-Simak', 'mixed'], // divorce; cures infirmities, good for sailors
  ['Agrapha', 'al-Ghafr', 'mixed'], // extracting treasures; divorce, discord, hinders travellers
  ['Azubene', 'al-Zubana', 'unfortunate'], // hinders journeys, wedlock, harvests, merchandise
  ['Alchil', 'al-Iklil', 'fortunate'], // betters bad fortune, durable love, strengthens buildings
  ['Alchas', 'al-Qalb', 'mixed'], // discord, sedition, revenge; frees captives, helps edifices
  ['Allatha', 'al-Shawla', 'unfortunate'], // sieges, driving men out, destruction of seamen
  ['Abnahaya', "al-Na'aim", 'mixed'], // taming beasts, strong prisons; destroys wealth of societies
  ['Abeda', 'al-Balda', 'mixed'], // harvests, gain, buildings, travellers; divorce
  ['Sadahacha', "Sa'd al-Dhabih", 'mixed'], // flight of servants and captives; cures diseases
  ['Zabadola', "Sa'd Bula'", 'mixed'], // divorce; liberty of captives, health of the sick
  ['Sadabath', "Sa'd al-Su'ud", 'mixed'], // benevolence of the married, victory; hurts governments
  ['Sadalabra', "Sa'd al-Akhbiya", 'unfortunate'], // sieges, revenge, destroys enemies, divorce
  ['Alpharg', 'al-Fargh al-Muqaddam', 'mixed'], // union, love, health of captives; destroys buildings
  ['Alcharya', "al-Fargh al-Mu'akhkhar", 'mixed'], // harvests, gain, heals; hinders buildings, danger to seamen
  ['Albotham', 'Batn al-Hut', 'mixed'], // harvests, merchandise, safe travel, joy of married; loss of treasures
];

export const LUNAR_MANSIONS: readonly LunarMansion[] = TABLE.map(([name, arabicName, nature], i) => ({
  mansion: i + 1, slug: SLUGS[i]!, name, arabicName, startLongitude: i * MANSION_SPAN, nature,
}));

/**
 * A mansion's `slug`, `name` and `arabicName` in the answer's language (core's lunar-mansion
 * tables: Agrippa's Latin name in the Latin-script languages, the Arabic name in Arabic script in
 * Arabic and in each other script's letters elsewhere).
 */
export function lunarMansionNamed(m: LunarMansion, lang: LangCode): { slug: string; name: string; arabicName: string } {
  return { slug: m.slug, name: term('lunar-mansion', m.slug, lang), arabicName: term('lunar-mansion-arabic', m.slug, lang) };
}

/** mansion = floor(lambda / (360/28)) + 1, lambda tropical in [0, 360). */
export function lunarMansionOf(longitude: number): LunarMansion {
  const lon = ((longitude % 360) + 360) % 360;
  return LUNAR_MANSIONS[Math.min(27, Math.floor(lon / MANSION_SPAN))]!;
}
