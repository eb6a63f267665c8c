/**
 * The 36 decans (faces) of the zodiac, 10 degrees each from 0 Aries.
 *
 * - chaldeanRuler: the faces in Chaldean order from Mars at 0 Aries (FACE_LORDS in core;
 *   the faces of Lilly's table of essential dignities).
 * - triplicityRuler: the drekkana lords of Brihat Parashara Hora Shastra ch. 6 (the
 *   drekkana): the first third belongs to the lord of the sign itself, the second to the lord
 *   of the fifth sign from it, the third to the lord of the ninth, i.e. the three signs of
 *   its triplicity in zodiacal order.
 * - name: the Egyptian decan names as Hephaestion of Thebes gives them, Apotelesmatika I.1
 *   (Greek text, ed. Engelbrecht 1887, transliterated). Some names recur in the source
 *   (Chontare, Sesme, Ptibiou); the index, not the name, identifies a decan. The answers read
 *   core's decan-name table (Latin letters in the Latin-script languages, Hephaestion's Greek in
 *   Greek, transliterated in the other scripts); a test pins its English to this list.
 * - image: the images of the faces "according to the Indians" of the Latin Picatrix
 *   (Ghayat al-Hakim) II.11, in the short form Cornelius Agrippa transmits them,
 *   De occulta philosophia II.37; condensed, not quoted.
 */
import { DOMICILE_LORDS, FACE_LORDS, SIGNS } from '@celestial/core/astro';
import { term } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { classical, planetRef, signRef } from './schemas.js';
import type { ClassicalName } from './schemas.js';

export const HEPHAESTION_DECAN_NAMES: readonly string[] = [
  'Chontare', 'Chontachre', 'Siket',
  'Choou', 'Ero', 'Rhombromare',
  'Thosolk', 'Ouare', 'Phouori',
  'Sothis', 'Sit', 'Chnoumis',
  'Charchnoumis', 'Epe', 'Phoupe',
  'Tom', 'Ouestebkoti', 'Aphoso',
  'Souchoe', 'Ptechout', 'Chontare',
  'Stochnene', 'Sesme', 'Sisieme',
  'Reouo', 'Sesme', 'Komme',
  'Smat', 'Sro', 'Isro',
  'Ptiau', 'Aeu', 'Ptibiou',
  'Abiou', 'Chontare', 'Ptibiou',
];

/** In English; the answers read the 21 languages from core's decan-image table (a test pins this English). */
export const PICATRIX_DECAN_IMAGES: readonly string[] = [
  // Aries
  'a large dark man with red eyes, girded in a white garment, strong and seemingly angry',
  'a woman in a red garment over a white one that spreads over her feet',
  'a pale man with reddish hair in a red garment, holding a golden bracelet and a wooden staff, restless and wrathful',
  // Taurus
  'a naked man, a husbandman going out to plough and sow',
  'a naked man holding a key in his hand',
  'a man holding a serpent and a dart',
  // Gemini
  'a man holding a rod, as if serving another',
  'a man holding a pipe, and another bowed down digging the earth',
  'a man seeking arms, and a fool holding a bird in his right hand and a pipe in his left',
  // Cancer
  'a young maiden in fine clothes with a crown on her head',
  'a man in comely clothes, or a man and a woman sitting at a table at play',
  'a hunter with lance and horn leading out his dogs',
  // Leo
  'a man riding a lion',
  'a crowned man with hands raised, angry, a drawn sword in his right hand and a shield in his left',
  'a young man with a whip, and a sad man of ill aspect',
  // Virgo
  'a good maiden, and a man casting seed',
  'a dark man clothed in a skin, and a man with bushy hair holding a bag',
  'a pale deaf woman, or an old man leaning on a staff',
  // Libra
  'an angry man holding a pipe, and a man reading in a book',
  'two furious men, and a man in fine clothes sitting in a chair',
  'a violent man holding a bow, a naked man before him, and a man with bread in one hand and a cup of wine in the other',
  // Scorpio
  'a woman of fair face and dress, and two men striking her',
  'a naked man and a naked woman, and a man sitting on the ground before two dogs biting each other',
  'a man bowed down on his knees, and a woman striking him with a staff',
  // Sagittarius
  'a man in a coat of mail holding a naked sword',
  'a woman weeping, covered with clothes',
  'a man the colour of gold, or an idle man playing with a staff',
  // Capricorn
  'a woman, and a man carrying full bags',
  'two women, and a man watching a bird flying in the air',
  'a chaste and wise woman, and a banker gathering his money on a table',
  // Aquarius
  'a prudent man, and a woman spinning',
  'a man with a long beard',
  'a dark and angry man',
  // Pisces
  'a well-dressed man carrying burdens on his shoulder',
  'a woman of good countenance, well adorned',
  'a naked man or youth, and near him a beautiful maiden crowned with flowers',
];

/** The drekkana lord of decan k (0-2) of a sign: the lords of the 1st, 5th and 9th signs from it (BPHS ch. 6). */
export function drekkanaLord(signIndex: number, k: number): ClassicalName {
  return classical(DOMICILE_LORDS[(signIndex + 4 * k) % 12]!);
}

/** The decan's slug: its sign and which third (`aries-first` ... `pisces-third`); the Egyptian names recur, so they cannot be one. */
const THIRDS = ['first', 'second', 'third'] as const;
export const decanSlug = (i: number): string => `${SIGNS[Math.floor(i / 3)]!.slug}-${THIRDS[i % 3]}`;

export function decansTable(lang: LangCode) {
  return Array.from({ length: 36 }, (_, i) => {
    const signIndex = Math.floor(i / 3);
    return {
      index: i + 1,
      slug: decanSlug(i),
      ...signRef(signIndex, lang),
      startLongitude: i * 10,
      chaldeanRuler: planetRef(classical(FACE_LORDS[i]!), lang),
      triplicityRuler: planetRef(drekkanaLord(signIndex, i % 3), lang),
      name: term('decan-name', decanSlug(i), lang),
      image: term('decan-image', decanSlug(i), lang),
    };
  });
}
