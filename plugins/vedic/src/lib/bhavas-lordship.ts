/**
 * What the lordship of bhavas makes of a graha for one rising sign.
 *
 * Functional nature: Laghu Parashari (Udu Dasha Pradipika) ch. 1, Samjnadhyaya (the order of its
 * rules below; sloka numbers differ between editions, so none are given):
 * - lords of trikonas (1, 5, 9) are auspicious; lords of 3, 6, 11 inauspicious;
 * - natural benefics owning kendras lose their beneficence, natural malefics owning
 *   kendras their maleficence (kendradhipati dosha): a kendra lordship alone is neutral;
 * - lords of 2 and 12 give the results of their other lordship or of their associates
 *   (neutral by themselves);
 * - the 8th lord is inauspicious (12th from the 9th) unless he also owns the lagna;
 *   the Sun and the Moon are free of that blemish;
 * - a graha owning both a kendra (4, 7, 10) and a trikona (5, 9) is a yogakaraka.
 * The lagna lord is auspicious (it owns a trikona and a kendra at once).
 * Rahu and Ketu own no sign in this scheme and are not rated (they give the results of
 * the lord of the sign they occupy and of their associates).
 *
 * Badhaka: Prashna Marga (the chapter on badhaka): the badhaka sthana is the 11th from a
 * movable lagna, the 9th from a fixed, the 7th from a dual; its lord is the badhakesh.
 */
import { NATURAL_BENEFICS, SAPTA_GRAHAS, SIGN_LORD } from './grahas.js';
import type { GrahaNumber } from './grahas.js';
import { said } from './phrases.js';
import type { Said } from './phrases.js';

export type FunctionalNature = 'benefic' | 'malefic' | 'neutral' | 'yogakaraka';

/** Houses (1-12) a graha owns counted from the lagna sign (1-12). */
export function lordships(graha: GrahaNumber, lagnaSign: number): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 12; h++) if (SIGN_LORD[(lagnaSign - 1 + h - 1) % 12] === graha) out.push(h);
  return out;
}

/** The reasons are statements of core's functional-nature-reason table (slug and house numbers; issue 12). */
export function functionalNature(graha: GrahaNumber, lagnaSign: number): { lordships: number[]; nature: FunctionalNature; reasons: Said[] } {
  const houses = lordships(graha, lagnaSign);
  const reasons: Said[] = [];
  const has = (...hs: number[]) => houses.some((h) => hs.includes(h));
  const naturalBenefic = NATURAL_BENEFICS.includes(graha);
  if (has(4, 7, 10) && has(5, 9)) {
    reasons.push(said('yogakaraka', { kendras: houses.filter((h) => [4, 7, 10].includes(h)), trikonas: houses.filter((h) => [5, 9].includes(h)) }));
    return { lordships: houses, nature: 'yogakaraka', reasons };
  }
  let good = 0;
  let bad = 0;
  for (const h of houses) {
    if (h === 1) { good++; reasons.push(said('lagna-lord')); }
    else if (h === 5 || h === 9) { good++; reasons.push(said('trikona-lord', { house: h })); }
    else if (h === 3 || h === 6 || h === 11) { bad++; reasons.push(said('trishadaya-lord', { house: h })); }
    else if (h === 8) {
      if (has(1)) reasons.push(said('eighth-and-lagna-lord'));
      else if (graha === 0 || graha === 1) reasons.push(said('eighth-lord-luminary'));
      else { bad++; reasons.push(said('eighth-lord')); }
    } else if (h === 4 || h === 7 || h === 10) {
      reasons.push(said(naturalBenefic ? 'kendradhipati-benefic' : 'kendradhipati-malefic', { house: h }));
    } else {
      reasons.push(said('neutral-lord', { house: h }));
    }
  }
  // The lagna lord stays auspicious whatever else it owns; otherwise mixed lordships are neutral.
  const nature: FunctionalNature = has(1) || (good > 0 && bad === 0) ? 'benefic' : bad > 0 && good === 0 ? 'malefic' : 'neutral';
  if (good > 0 && bad > 0 && !has(1)) reasons.push(said('mixed'));
  return { lordships: houses, nature, reasons };
}

/** Functional nature of the seven for a rising sign (1-12). */
export function functionalNatures(lagnaSign: number) {
  return SAPTA_GRAHAS.map((g) => ({ graha: g, ...functionalNature(g, lagnaSign) }));
}

export type Modality = 'movable' | 'fixed' | 'dual';
export const modalityOf = (sign: number): Modality => (['movable', 'fixed', 'dual'] as const)[(sign - 1) % 3]!;

/** Badhaka house (11, 9 or 7) and sign (1-12) for a lagna sign (1-12). */
export function badhakaOf(lagnaSign: number): { house: number; sign: number; lord: GrahaNumber } {
  const house = { movable: 11, fixed: 9, dual: 7 }[modalityOf(lagnaSign)];
  const sign = ((lagnaSign - 1 + house - 1) % 12) + 1;
  return { house, sign, lord: SIGN_LORD[sign - 1]! };
}
