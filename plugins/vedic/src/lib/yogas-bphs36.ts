/**
 * The named combinations of BPHS ch. 36 ("Nabhasa and other yogas" in some editions; "Various
 * yogas" in Santhanam), each by its verse rule. Gaja Kesari, Lakshmi and Mahabhagya are served
 * by their own lines (lib/yogas-rules.ts) and /vedic/yogas/all reports them once.
 * Where a verse asks for a "strong" graha, lib/yogas.ts isStrong is the reading. Benefic and
 * malefic are the chart's natural ones (y.benefic / y.malefic: the Moon by paksha, Mercury by
 * association; lib/yogas.ts).
 */
import { SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { vargaSign } from './vargas.js';
import {
  aspects, conjunct, countFrom, exchange, inHouse, isExaltedOrOwn, isKendra, isStrong, isTrikona, lordOf, meanStrength, mutualKendra, nameOf, SEVEN, yoga,
} from './yogas.js';
import type { YogaChart, YogaResult } from './yogas.js';
import { naturalRelation } from './grahas.js';

const SRC = 'BPHS ch. 36';
const goodHouse = (h: number) => isKendra(h) || isTrikona(h);
const dispositor = (y: YogaChart, g: number): GrahaNumber => SIGN_LORD[y.sign[g]! - 1]!;

export function bphsChapter36(y: YogaChart): YogaResult[] {
  const l = (h: number) => lordOf(y, h);
  const out: YogaResult[] = [];
  const add = (name: string, present: boolean, planets: number[], rule: string) =>
    out.push(yoga('bphs-36', name, present, { planets: [...new Set(planets)], houses: [...new Set(planets)].map((g) => y.house[g]!), strength: meanStrength(y, [...new Set(planets)]), rule, source: SRC }));
  const l1 = l(1);
  const strong1 = isStrong(y, l1);
  const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8];

  // Subha and Asubha (the chapter's opening yogas): benefics in the lagna give Subha, malefics
  // Asubha; the verse also names benefics (malefics) in the 12th and 2nd from the lagna. That
  // second form is exactly Shubha (Papa) kartari of the lagna - both flanks occupied, every
  // flanking graha benefic (malefic) - which /vedic/yogas/kartari and /vedic/yogas/all already
  // report from one implementation (lib/yogas-special.ts kartariOf, Phaladeepika ch. 6). So
  // Subha and Asubha here are the lagna-occupation forms only, and the rule text points to the
  // kartari answer for the 12th-2nd form rather than reporting one condition twice. A lagna
  // holding both natures is neither: the verse contrasts a lagna of benefics with one of
  // malefics (the same reading as kartari's mixed flanks). The nodes count as malefics.
  const lagnaOcc = inHouse(y, 1, ALL);
  const lagnaBen = lagnaOcc.filter((g) => y.benefic[g]);
  const lagnaMal = lagnaOcc.filter((g) => y.malefic[g]);
  const occText = `lagna holds ${lagnaOcc.map(nameOf).join(', ') || 'nothing'}`;
  add('Subha', lagnaBen.length > 0 && lagnaMal.length === 0, lagnaBen,
    `benefics in the lagna and no malefic there: ${occText} (the 12th-2nd form is Shubha kartari of the lagna: /vedic/yogas/kartari)`);
  add('Asubha', lagnaMal.length > 0 && lagnaBen.length === 0, lagnaMal,
    `malefics in the lagna and no benefic there: ${occText} (the 12th-2nd form is Papa kartari of the lagna: /vedic/yogas/kartari)`);
  // Amala: a benefic in the 10th from the lagna or from the Moon.
  const tenthLagna = inHouse(y, 10).filter((g) => y.benefic[g]);
  const tenthMoon = SEVEN.filter((g) => g !== 1 && y.benefic[g] && countFrom(y.sign[1]!, y.sign[g]!) === 10);
  add('Amala', tenthLagna.length > 0 || tenthMoon.length > 0, [...tenthLagna, ...tenthMoon],
    `benefics in the 10th from the lagna: ${tenthLagna.map(nameOf).join(', ') || 'none'}; in the 10th from the Moon: ${tenthMoon.map(nameOf).join(', ') || 'none'}`);

  // Shankha: the 5th and 6th lords in mutual kendras with a strong lagna lord.
  add('Shankha', l(5) !== l(6) && mutualKendra(y, l(5), l(6)) && strong1, [l(5), l(6), l1],
    `5th lord ${nameOf(l(5))} and 6th lord ${nameOf(l(6))} ${mutualKendra(y, l(5), l(6)) ? 'in' : 'not in'} mutual kendras; lagna lord ${strong1 ? 'strong' : 'not strong'}`);
  // Bheri: Venus, Jupiter and the lagna lord in mutual kendras, the 9th lord strong.
  const bheri = mutualKendra(y, 4, 5) && mutualKendra(y, 4, l1) && mutualKendra(y, 5, l1) && isStrong(y, l(9));
  add('Bheri', bheri, [4, 5, l1, l(9)], `Jupiter, Venus and the lagna lord ${nameOf(l1)} in mutual kendras; 9th lord ${nameOf(l(9))} ${isStrong(y, l(9)) ? 'strong' : 'not strong'}`);
  // Mridanga: the dispositors of the exalted grahas in kendras or trikonas in own or exaltation signs, the lagna lord strong.
  const exalted = SEVEN.filter((g) => y.dignity[g] === 'exalted');
  const dispEx = exalted.map((g) => dispositor(y, g));
  const mridanga = exalted.length > 0 && strong1 && dispEx.every((d) => goodHouse(y.house[d]!) && isExaltedOrOwn(y, d));
  add('Mridanga', mridanga, [...exalted, ...dispEx, l1], `exalted grahas ${exalted.map(nameOf).join(', ') || 'none'}, their dispositors ${dispEx.map(nameOf).join(', ') || 'none'} in kendras or trikonas in dignity; lagna lord ${strong1 ? 'strong' : 'not strong'}`);
  // Parijata: the dispositor of the lagna lord, or its navamsa dispositor, in a kendra or trikona in own or exaltation sign.
  const d1 = dispositor(y, l1);
  // vargaSign is 0-based (Aries 0), as SIGN_LORD is indexed: no "- 1" (that named the lord of the
  // previous sign, e.g. Mars for a navamsa in Taurus; found by the hand-worked Kalpadruma test).
  const nd = SIGN_LORD[vargaSign(y.longitude[l1]!, 9)]!;
  const parijata = [d1, nd].some((d) => goodHouse(y.house[d]!) && isExaltedOrOwn(y, d));
  add('Parijata', parijata, [l1, d1, nd], `lagna lord's dispositor ${nameOf(d1)} (house ${y.house[d1]}) or navamsa dispositor ${nameOf(nd)} (house ${y.house[nd]}) in a kendra or trikona in own or exaltation sign`);
  // Kahala: the 4th and 9th lords in mutual kendras, the lagna lord strong.
  add('Kahala', l(4) !== l(9) && mutualKendra(y, l(4), l(9)) && strong1, [l(4), l(9), l1], `4th lord ${nameOf(l(4))} and 9th lord ${nameOf(l(9))} in mutual kendras; lagna lord ${strong1 ? 'strong' : 'not strong'}`);
  // Chamara: the lagna lord exalted in a kendra aspected by Jupiter; or two benefics in the lagna, 9th, 10th or 7th.
  const benKendra = [1, 7, 9, 10].map((h) => inHouse(y, h).filter((g) => y.benefic[g]));
  const chamara = (y.dignity[l1] === 'exalted' && isKendra(y.house[l1]!) && aspects(y, 4, l1)) || benKendra.some((b) => b.length >= 2);
  add('Chamara', chamara, [l1, 4, ...benKendra.flat()], `lagna lord exalted in a kendra aspected by Jupiter, or two benefics together in the 1st, 7th, 9th or 10th`);
  // Parvata: benefics in kendras and the 6th and 8th empty or held by benefics.
  const benInKendra = SEVEN.filter((g) => y.benefic[g] && isKendra(y.house[g]!));
  const sixEight = [...inHouse(y, 6, [0, 1, 2, 3, 4, 5, 6, 7, 8]), ...inHouse(y, 8, [0, 1, 2, 3, 4, 5, 6, 7, 8])];
  add('Parvata', benInKendra.length > 0 && sixEight.every((g) => y.benefic[g]), benInKendra, `benefics in kendras: ${benInKendra.map(nameOf).join(', ') || 'none'}; 6th and 8th hold ${sixEight.map(nameOf).join(', ') || 'nothing'}`);
  // Srinatha: the 7th lord in the 10th, the 10th lord exalted and joined with the 9th lord.
  add('Srinatha', y.house[l(7)] === 10 && y.dignity[l(10)] === 'exalted' && (l(10) === l(9) || conjunct(y, l(10), l(9))), [l(7), l(10), l(9)], `7th lord ${nameOf(l(7))} in house ${y.house[l(7)]}; 10th lord ${nameOf(l(10))} ${y.dignity[l(10)] ?? 'not dignified'}, with the 9th lord ${nameOf(l(9))}`);
  // Matsya: malefics in the 1st and 9th, benefics and malefics in the 5th, malefics in the 4th and 8th.
  const mal = (h: number) => inHouse(y, h, [0, 1, 2, 3, 4, 5, 6, 7, 8]).some((g) => y.malefic[g]);
  const ben = (h: number) => inHouse(y, h).some((g) => y.benefic[g]);
  add('Matsya', mal(1) && mal(9) && ben(5) && mal(5) && mal(4) && mal(8), [], `malefics in 1, 9, 4, 8 and both natures in 5`);
  // Kurma: benefics in 5, 6, 7 in own, exaltation or friendly signs; malefics in 1, 3, 11 in own or exaltation signs.
  const friendly = (g: number) => isExaltedOrOwn(y, g) || (g <= 6 && dispositor(y, g) !== g && naturalRelation(g, dispositor(y, g)) === 'friend');
  const b567 = SEVEN.filter((g) => y.benefic[g] && [5, 6, 7].includes(y.house[g]!));
  const m1311 = [0, 2, 6].filter((g) => [1, 3, 11].includes(y.house[g]!));
  add('Kurma', b567.length > 0 && b567.every(friendly) && m1311.length > 0 && m1311.every((g) => isExaltedOrOwn(y, g)), [...b567, ...m1311], `benefics in 5, 6, 7: ${b567.map(nameOf).join(', ') || 'none'}; malefics in 1, 3, 11: ${m1311.map(nameOf).join(', ') || 'none'}`);
  // Khadga: the 2nd lord in the 9th and the 9th lord in the 2nd, the lagna lord in a kendra or trikona.
  add('Khadga', y.house[l(2)] === 9 && y.house[l(9)] === 2 && goodHouse(y.house[l1]!), [l(2), l(9), l1], `2nd lord ${nameOf(l(2))} in house ${y.house[l(2)]}, 9th lord ${nameOf(l(9))} in house ${y.house[l(9)]}, lagna lord in house ${y.house[l1]}`);
  // Kusuma: a fixed lagna, Venus in a kendra, the Moon in a trikona with benefics, Saturn in the 10th.
  const fixedLagna = (y.lagnaSign - 1) % 3 === 1;
  add('Kusuma', fixedLagna && isKendra(y.house[5]!) && isTrikona(y.house[1]!) && SEVEN.some((g) => g !== 1 && y.benefic[g] && conjunct(y, g, 1)) && y.house[6] === 10, [5, 1, 6], `fixed lagna ${fixedLagna ? 'yes' : 'no'}; Venus house ${y.house[5]}; Moon house ${y.house[1]}; Saturn house ${y.house[6]}`);
  // Kalanidhi: Jupiter in the 2nd or 5th joined with or aspected by Mercury and Venus.
  const kal = [2, 5].includes(y.house[4]!) && [3, 5].every((g) => conjunct(y, g, 4) || aspects(y, g, 4));
  add('Kalanidhi', kal, [4, 3, 5], `Jupiter in house ${y.house[4]}; Mercury and Venus joining or aspecting it`);
  // Kalpadruma (Parvata's companion): the lagna lord, its dispositor, that one's dispositor and the navamsa dispositor all in kendras or trikonas or exalted.
  const chain = [...new Set([l1, d1, dispositor(y, d1), nd])];
  add('Kalpadruma', chain.every((g) => goodHouse(y.house[g]!) || y.dignity[g] === 'exalted'), chain, `lagna lord and its chain of dispositors ${chain.map((g) => `${nameOf(g)} (${y.house[g]})`).join(', ')} in kendras, trikonas or exaltation`);
  // Amsavatara: Venus and Jupiter in kendras, an exalted Saturn in a kendra, a movable lagna.
  add('Amsavatara', (y.lagnaSign - 1) % 3 === 0 && isKendra(y.house[4]!) && isKendra(y.house[5]!) && y.dignity[6] === 'exalted' && isKendra(y.house[6]!), [4, 5, 6], `movable lagna; Jupiter ${y.house[4]}, Venus ${y.house[5]}, Saturn ${y.house[6]} (${y.dignity[6] ?? 'not exalted'})`);
  // Harihara-Brahma: benefics in the 8th, 12th and 2nd from the 2nd lord; or Jupiter, Moon, Mercury in the 4th, 9th, 8th from the 7th lord; or Sun, Venus, Mars in the 4th, 10th, 11th from the lagna lord.
  const from = (g: number, o: number) => countFrom(y.sign[g]!, y.sign[o]!);
  const hb1 = [8, 12, 2].every((h) => SEVEN.some((g) => y.benefic[g] && from(l(2), g) === h));
  const hb2 = from(l(7), 4) === 4 && from(l(7), 1) === 9 && from(l(7), 3) === 8;
  const hb3 = from(l1, 0) === 4 && from(l1, 5) === 10 && from(l1, 2) === 11;
  add('Harihara-Brahma', hb1 || hb2 || hb3, hb1 ? [l(2)] : hb2 ? [l(7), 4, 1, 3] : [l1, 0, 5, 2], `benefics in 8, 12, 2 from the 2nd lord: ${hb1}; Jupiter, Moon, Mercury in 4, 9, 8 from the 7th lord: ${hb2}; Sun, Venus, Mars in 4, 10, 11 from the lagna lord: ${hb3}`);
  // Shrinatha's companions of the chapter: Sharada (10th lord in the 5th, Mercury in a kendra, the Sun strong in Leo).
  add('Sharada', y.house[l(10)] === 5 && isKendra(y.house[3]!) && y.sign[0] === 5, [l(10), 3, 0], `10th lord ${nameOf(l(10))} in house ${y.house[l(10)]}; Mercury in house ${y.house[3]}; Sun in Leo ${y.sign[0] === 5}`);
  // Devendra: a fixed lagna, the lagna and 11th lords exchanged, the 2nd and 10th lords exchanged.
  add('Devendra', fixedLagna && exchange(y, l1, l(11)) && exchange(y, l(2), l(10)), [l1, l(11), l(2), l(10)], `fixed lagna; lagna and 11th lords exchanged; 2nd and 10th lords exchanged`);
  // Indra: the 5th and 11th lords exchanged and the Moon in the 5th.
  add('Indra', exchange(y, l(5), l(11)) && y.house[1] === 5, [l(5), l(11), 1], `5th and 11th lords exchanged and the Moon in the 5th`);
  // Marut: Jupiter in the 5th from Venus, the Moon in the 9th from Jupiter, the Sun in the 5th from the Moon.
  add('Marut', from(5, 4) === 5 && from(4, 1) === 9 && from(1, 0) === 5, [5, 4, 1, 0], `Jupiter 5th from Venus, Moon 9th from Jupiter, Sun 5th from the Moon`);
  // Budha: Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, the Sun and Mars in the 3rd from Rahu.
  add('Budha', y.house[4] === 1 && isKendra(y.house[1]!) && from(1, 7) === 2 && from(7, 0) === 3 && from(7, 2) === 3, [4, 1, 7, 0, 2], `Jupiter in the lagna, Moon in a kendra, Rahu 2nd from the Moon, Sun and Mars 3rd from Rahu`);
  return out;
}
