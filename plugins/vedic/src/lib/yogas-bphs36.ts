/**
 * The named combinations of BPHS ch. 36, "Many other yogas" (R. Santhanam's translation, sl.
 * 1-37; the chapter's last verse, sl. 37 Lagnadhi, shares its page with ch. 37 sl. 1), each by
 * the words of its verse. The verse text was checked line by line against the English quoted,
 * verse by verse, in a public machine-readable edition of Santhanam's BPHS ch. 36 (one file per
 * yoga, references "santhanam:ch36:v1-2" to "v37"); the quotes are in the comments below.
 * Gaja Kesari (sl. 3-4) and Lakshmi (sl. 27-28) are served by their own lines
 * (lib/yogas-rules.ts) and /vedic/yogas/all reports them once.
 *
 * Six combinations the catalogue lists with this line are not verses of ch. 36: Parijata and
 * Amsavatara (named in the catalogue's line), and Devendra, Indra, Marut and Budha. Their rules
 * are B. V. Raman's (Three Hundred Important Combinations), and each answer names that source
 * instead of the chapter.
 *
 * Where a verse asks for a "strong" graha, lib/yogas.ts isStrong is the reading (the verses give
 * no measure). Benefic and malefic are the chart's natural ones (y.benefic / y.malefic: the Moon
 * by paksha, Mercury by association; BPHS ch. 3 sl. 11, lib/yogas.ts); Rahu and Ketu are
 * malefics. "Occupied" counts all nine grahas.
 */
import { SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { vargaSign } from './vargas.js';
import {
  aspects, conjunct, countFrom, exchange, inHouse, isExaltedOrOwn, isKendra, isStrong, isTrikona, lordOf, meanStrength, mutualKendra, SEVEN, yoga,
} from './yogas.js';
import type { YogaChart, YogaResult } from './yogas.js';
import { naturalRelation } from './grahas.js';

const SRC = 'BPHS ch. 36';
const RAMAN = 'B. V. Raman, Three Hundred Important Combinations (not a verse of BPHS ch. 36)';
const NINE = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const goodHouse = (h: number) => isKendra(h) || isTrikona(h);
const dispositor = (y: YogaChart, g: number): GrahaNumber => SIGN_LORD[y.sign[g]! - 1]!;

export function bphsChapter36(y: YogaChart): YogaResult[] {
  const l = (h: number) => lordOf(y, h);
  const out: YogaResult[] = [];
  // The rule is the yoga's sentence in core's yoga-rule table (by its slug); the grahas found are in `planets`.
  const add = (name: string, present: boolean, planets: number[], source: string) => {
    const ps = [...new Set(planets)];
    out.push(yoga('bphs-36', name, present, { planets: ps, houses: ps.map((g) => y.house[g]!), strength: meanStrength(y, ps), source }));
  };
  const l1 = l(1);
  const strong1 = isStrong(y, l1);
  const [l2, l4, l5, l6, l7, l9, l10] = [l(2), l(4), l(5), l(6), l(7), l(9), l(10)];
  const occupants = (h: number) => inHouse(y, h, NINE);
  const benIn = (h: number) => occupants(h).filter((g) => y.benefic[g]);
  const malIn = (h: number) => occupants(h).filter((g) => y.malefic[g]);
  const from = (g: number, o: number) => countFrom(y.sign[g]!, y.sign[o]!);
  const movable = (g: number) => (y.sign[g]! - 1) % 3 === 0;
  const fixedLagna = (y.lagnaSign - 1) % 3 === 1;

  // Sl. 1-2: "If there be a benefic in Lagna, Subh Yog is produced ... Benefics in both Vyaya and
  // Dhan Bhava cause Subh Yog", and the same of malefics for Asubh. Read as written: a lagna with
  // both natures gives both yogas. (The 12th-2nd form resembles Shubha/Papa kartari, which
  // /vedic/yogas/kartari reports by Phaladeepika ch. 6 with every flanking graha of one nature.)
  for (const [name, of] of [['Subha', benIn], ['Asubha', malIn]] as const) {
    const [inLagna, in12, in2] = [of(1), of(12), of(2)];
    const flanks = in12.length > 0 && in2.length > 0;
    add(name, inLagna.length > 0 || flanks, [...inLagna, ...(flanks ? [...in12, ...in2] : [])], `${SRC} sl. 1-2`);
  }
  // Sl. 5-6: "If there be exclusively a benefic in the 10th from Lagna, or Chandra, Amal Yog
  // exists": the 10th holds grahas and every one of them is a benefic.
  const tenthLagna = occupants(10);
  const tenthMoon = NINE.filter((g) => g !== 1 && from(1, g) === 10);
  const onlyBenefics = (gs: number[]) => gs.length > 0 && gs.every((g) => y.benefic[g]);
  add('Amala', onlyBenefics(tenthLagna) || onlyBenefics(tenthMoon), [...(onlyBenefics(tenthLagna) ? tenthLagna : []), ...(onlyBenefics(tenthMoon) ? tenthMoon : [])], `${SRC} sl. 5-6`);
  // Sl. 7-8: "Benefics in Kendras will produce Parvat Yog, as Yuvati and Randhr Bhava are vacant,
  // or are occupied by only benefics."
  const benInKendra = SEVEN.filter((g) => y.benefic[g] && isKendra(y.house[g]!));
  const sevenEight = [...occupants(7), ...occupants(8)];
  add('Parvata', benInKendra.length > 0 && sevenEight.every((g) => y.benefic[g]), benInKendra, `${SRC} sl. 7-8`);
  // Sl. 9-10: "Should Bandhu's Lord and Guru be in mutual Kendras, while Lagn's Lord is strong,
  // Kahal Yog occurs. Alternatively Bandhu's Lord, being in his own, or exaltation Rasi, should be
  // yuti with Karm's Lord." (The second form does not ask for a strong lagna lord.)
  const kahala1 = l4 !== 4 && mutualKendra(y, l4, 4) && strong1;
  const kahala2 = isExaltedOrOwn(y, l4) && conjunct(y, l4, l10);
  add('Kahala', kahala1 || kahala2, [l4, 4, l1, l10],
    `${SRC} sl. 9-10`);
  // Sl. 11-12: "If Lagn's Lord is exalted in a Kendr and receives a Drishti from Guru, Chamar Yog
  // is formed. This Yog also occurs, if two benefics are in Lagna, or Dharm, or Karm, or Yuvati."
  const benTogether = [1, 7, 9, 10].map((h) => inHouse(y, h).filter((g) => y.benefic[g]));
  const chamara = (y.dignity[l1] === 'exalted' && isKendra(y.house[l1]!) && aspects(y, 4, l1)) || benTogether.some((b) => b.length >= 2);
  add('Chamara', chamara, [l1, 4, ...benTogether.filter((b) => b.length >= 2).flat()],
    `${SRC} sl. 11-12`);
  // Sl. 13-14: "If Lagn's Lord is strong, while the Lords of Putr and Ari Bhava are in mutual
  // Kendras ... Alternatively, if Lagn's Lord along with Karm's Lord is in a Movable Rasi, while
  // Dharm's Lord is strong." "Along with": the two share the sign (or are one graha).
  const shankha1 = l5 !== l6 && mutualKendra(y, l5, l6) && strong1;
  const together110 = l1 === l10 || conjunct(y, l1, l10);
  const shankha2 = together110 && movable(l1) && isStrong(y, l9);
  add('Shankha', shankha1 || shankha2, [l5, l6, l1, ...(shankha2 ? [l10, l9] : [])],
    `${SRC} sl. 13-14`);
  // Sl. 15-16: "If Vyaya, Tanu, Dhan and Yuvati Bhava are occupied, as Dharm's Lord is strong ...
  // another kind of Bhairi Yog is formed, if Shukr, Guru and Lagn's Lord are in a Kendr, while
  // Dharm's Lord is strong."
  const occupied = [12, 1, 2, 7].filter((h) => occupants(h).length > 0);
  const inKendra = [5, 4, l1].filter((g) => isKendra(y.house[g]!));
  const bheri = isStrong(y, l9) && (occupied.length === 4 || inKendra.length === 3);
  add('Bheri', bheri, [l9, ...(occupied.length === 4 ? [] : [5, 4, l1])], `${SRC} sl. 15-16`);
  // Sl. 17: "If Lagn's Lord is strong and others occupy Kendras, Konas, own Bhavas, or exaltation
  // Rasis": every other of the seven in a kendra or kona, or in its own sign (with whole-sign
  // houses a house it owns), or exalted.
  const misplaced = SEVEN.filter((g) => g !== l1 && !goodHouse(y.house[g]!) && !isExaltedOrOwn(y, g));
  add('Mridanga', strong1 && misplaced.length === 0, [l1, ...SEVEN.filter((g) => g !== l1)], `${SRC} sl. 17`);
  // Sl. 18: "If Yuvati's Lord is in Karm Bhava, while Karm's Lord is exalted and yuti with Dharm's Lord."
  add('Srinatha', y.house[l7] === 10 && y.dignity[l10] === 'exalted' && (l10 === l9 || conjunct(y, l10, l9)), [l7, l10, l9],
    `${SRC} sl. 18`);
  // Sl. 19-20: "Should Karm's Lord be in Putr Bhava, while Budh is in a Kendr, as Surya with
  // strength is in Simh ... again ... if Guru, or Budh is in a Kon to Chandra, while Mangal is in
  // Labh Bhava."
  const sharada1 = y.house[l10] === 5 && isKendra(y.house[3]!) && y.sign[0] === 5 && isStrong(y, 0);
  const konaFromMoon = [4, 3].filter((g) => isTrikona(from(1, g)));
  const sharada2 = konaFromMoon.length > 0 && y.house[2] === 11;
  add('Sharada', sharada1 || sharada2, sharada1 ? [l10, 3, 0] : [...konaFromMoon, 1, 2],
    `${SRC} sl. 19-20`);
  // Sl. 21-22: "Benefics in Dharm and Tanu Bhava, mixed Grahas in Putr Bhava and malefics in
  // Bandhu and Randhr Bhava." (B. V. Raman puts malefics in the 1st and 9th; the verse, benefics.)
  const matsya = benIn(1).length > 0 && benIn(9).length > 0 && benIn(5).length > 0 && malIn(5).length > 0 && malIn(4).length > 0 && malIn(8).length > 0;
  add('Matsya', matsya, [...benIn(1), ...benIn(9), ...occupants(5), ...malIn(4), ...malIn(8)], `${SRC} sl. 21-22`);
  // Sl. 23-24: "If Putr, Ari and Yuvati Bhava are occupied by benefic Grahas identical with own
  // Bhava, or exaltation, or friendly Rasi, while malefics are in Sahaj, Labh and Tanu Bhava, in
  // own Bhava, or in exaltation": each of the six houses holds such a graha.
  const friendlySign = (g: number) => isExaltedOrOwn(y, g) || (g <= 6 && dispositor(y, g) !== g && naturalRelation(g, dispositor(y, g)) === 'friend');
  const kurmaBen = [5, 6, 7].map((h) => benIn(h).filter(friendlySign));
  const kurmaMal = [3, 11, 1].map((h) => malIn(h).filter((g) => g <= 6 && isExaltedOrOwn(y, g)));
  add('Kurma', kurmaBen.every((gs) => gs.length > 0) && kurmaMal.every((gs) => gs.length > 0), [...kurmaBen.flat(), ...kurmaMal.flat()],
    `${SRC} sl. 23-24`);
  // Sl. 25-26: "Should there be an exchange of Rasis between the Lords of Dhan and Dharm Bhava, as
  // Lagn's Lord is in a Kendr, or in a Kon."
  add('Khadga', y.house[l2] === 9 && y.house[l9] === 2 && goodHouse(y.house[l1]!), [l2, l9, l1], `${SRC} sl. 25-26`);
  // Sl. 29-30: "Shukra in a Kendr, Chandra in a Kon along with a benefic and Shani in Karm Bhava
  // ... for one born in a Fixed Rasi ascending."
  const moonWith = SEVEN.filter((g) => g !== 1 && y.benefic[g] && conjunct(y, g, 1));
  add('Kusuma', fixedLagna && isKendra(y.house[5]!) && isTrikona(y.house[1]!) && moonWith.length > 0 && y.house[6] === 10, [5, 1, 6, ...moonWith], `${SRC} sl. 29-30`);
  // Sl. 31-32: "If Guru is placed in Dhan, or Putr Bhava and receives a Drishti from Budh and
  // Shukr": drishti from both (Raman also accepts their conjunction; the verse names drishti only).
  add('Kalanidhi', [2, 5].includes(y.house[4]!) && aspects(y, 3, 4) && aspects(y, 5, 4), [4, 3, 5], `${SRC} sl. 31-32`);
  // Sl. 33-34: "Lagn's Lord, the dispositor of Lagn's Lord (a), the dispositor of the Grah a (b),
  // the Navamsa dispositor of the Grah b. If all these are disposed in Kendras and in Konas from
  // Lagna, or are exalted": each of the four in a kendra or kona, or exalted.
  const a = dispositor(y, l1);
  const b = dispositor(y, a);
  // vargaSign is 0-based (Aries 0), as SIGN_LORD is indexed.
  const c = SIGN_LORD[vargaSign(y.longitude[b]!, 9)]!;
  const chain = [l1, a, b, c];
  add('Kalpadruma', chain.every((g) => goodHouse(y.house[g]!) || y.dignity[g] === 'exalted'), chain,
    `${SRC} sl. 33-34`);
  // Sl. 35-36, "the said three Yogas": Hari, "counted from Dhan's Lord, if benefics occupy the
  // 2nd, 12th and 8th"; Hara, "if the 4th, 9th and 8th with reference to the Rasi occupied by
  // Yuvati's Lord are occupied by benefics". Brahma's words were not in the edition at hand; it is
  // read as PVR Narasimha Rao and pyjhora read it, in the verse's own pattern: benefics in the
  // 4th, 10th and 11th from the lagna lord. Each counted house must hold a benefic.
  const benFrom = (lord: number, houses: number[]) => houses.map((h) => SEVEN.filter((g) => y.benefic[g] && from(lord, g) === h));
  for (const [name, lord, houses, source] of [
    ['Hari', l2, [2, 12, 8], `${SRC} sl. 35-36`],
    ['Hara', l7, [4, 9, 8], `${SRC} sl. 35-36`],
    ['Brahma', l1, [4, 10, 11], `${SRC} sl. 35-36 (the verse's words not at hand: PVR Narasimha Rao's reading)`],
  ] as const) {
    const held = benFrom(lord, [...houses]);
    add(name, held.every((gs) => gs.length > 0), [lord, ...held.flat()], source);
  }
  // Sl. 37: "Should benefics be in Yuvati and Randhr Bhava, counted from Lagn and be devoid of Yuti
  // with and/or Drishti from malefics, Lagn Adhi Yog is produced." (/vedic/yogas/adhi's Lagnadhi
  // is the other rule, benefics in the 6th, 7th, 8th: BPHS ch. 37 and Phaladeepika ch. 6.)
  const b7 = benIn(7);
  const b8 = benIn(8);
  const afflicted = [...b7, ...b8].filter((g) => NINE.some((m) => m !== g && y.malefic[m] && (conjunct(y, m, g) || aspects(y, m, g))));
  add('Lagna Adhi', b7.length > 0 && b8.length > 0 && afflicted.length === 0, [...b7, ...b8], `${SRC} sl. 37`);

  // Raman's combinations the catalogue lists with this line.
  // Parijata: the dispositor of the lagna lord, or its navamsa dispositor, in a kendra or trikona in own or exaltation sign.
  const nd = SIGN_LORD[vargaSign(y.longitude[l1]!, 9)]!;
  add('Parijata', [a, nd].some((d) => goodHouse(y.house[d]!) && isExaltedOrOwn(y, d)), [l1, a, nd], RAMAN);
  // Amsavatara: Venus and Jupiter in kendras, an exalted Saturn in a kendra, a movable lagna.
  add('Amsavatara', (y.lagnaSign - 1) % 3 === 0 && isKendra(y.house[4]!) && isKendra(y.house[5]!) && y.dignity[6] === 'exalted' && isKendra(y.house[6]!), [4, 5, 6], RAMAN);
  // Devendra: a fixed lagna, the lagna and 11th lords exchanged, the 2nd and 10th lords exchanged.
  add('Devendra', fixedLagna && exchange(y, l1, l(11)) && exchange(y, l2, l10), [l1, l(11), l2, l10], RAMAN);
  // Indra: the 5th and 11th lords exchanged and the Moon in the 5th.
  add('Indra', exchange(y, l5, l(11)) && y.house[1] === 5, [l5, l(11), 1], RAMAN);
  // Marut: Jupiter in a trine (5th or 9th) from Venus, the Moon in the 5th from Jupiter, the Sun in a kendra from the Moon.
  add('Marut', [5, 9].includes(from(5, 4)) && from(4, 1) === 5 && isKendra(from(1, 0)), [5, 4, 1, 0], RAMAN);
  // Budha: Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, the Sun and Mars in the 3rd from Rahu.
  add('Budha', y.house[4] === 1 && isKendra(y.house[1]!) && from(1, 7) === 2 && from(7, 0) === 3 && from(7, 2) === 3, [4, 1, 7, 0, 2], RAMAN);
  return out;
}
