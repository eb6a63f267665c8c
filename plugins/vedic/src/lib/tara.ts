/**
 * Tarabala and chandrabala: the strength of the day's Moon for a native, by the Moon's star
 * and sign counted from the natal ones (Muhurta Chintamani, Gochara prakarana).
 *
 * Tarabala: count the day's nakshatra from the janma nakshatra inclusively (1-27); the tara is
 * the count taken in groups of nine: 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak,
 * 6 Sadhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra. Vipat, Pratyak and Naidhana (3, 5, 7) are
 * unfavourable.
 *
 * Chandrabala: the transit Moon's sign counted from the janma rashi (natal Moon sign); good in
 * the 1st, 3rd, 6th, 7th, 10th and 11th, and in Shukla paksha also in the 2nd, 5th and 9th;
 * the 8th is chandrashtama (to be avoided).
 */

export const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhana', 'Naidhana', 'Mitra', 'Parama Mitra'] as const;
export type TaraName = (typeof TARA_NAMES)[number];

export interface Tara {
  /** Inclusive count from the janma nakshatra to the day's nakshatra, 1-27. */
  count: number;
  /** 1-9. */
  tara: number;
  name: TaraName;
  favourable: boolean;
}

const BAD_TARAS = new Set([3, 5, 7]);

/** Tara of the day's nakshatra (1-27) for a native born in `janmaNakshatra` (1-27). */
export function taraOf(janmaNakshatra: number, dayNakshatra: number): Tara {
  const count = ((((dayNakshatra - janmaNakshatra) % 27) + 27) % 27) + 1;
  const tara = ((count - 1) % 9) + 1;
  return { count, tara, name: TARA_NAMES[tara - 1]!, favourable: !BAD_TARAS.has(tara) };
}

export interface Chandrabala {
  /** House of the transit Moon's sign counted from the janma rashi, 1-12. */
  house: number;
  favourable: boolean;
  /** The 8th from the janma rashi. */
  chandrashtama: boolean;
}

const ALWAYS_GOOD = new Set([1, 3, 6, 7, 10, 11]);
const SHUKLA_GOOD = new Set([2, 5, 9]);

/**
 * Chandrabala of the transit Moon's sign (1-12) for a native whose Moon was in `natalMoonSign`
 * (1-12). `paksha` decides the 2nd, 5th and 9th (good only in the bright fortnight); without it
 * they count as unfavourable.
 */
export function chandrabalaOf(natalMoonSign: number, transitMoonSign: number, paksha?: 'shukla' | 'krishna'): Chandrabala {
  const house = ((((transitMoonSign - natalMoonSign) % 12) + 12) % 12) + 1;
  return { house, favourable: ALWAYS_GOOD.has(house) || (paksha === 'shukla' && SHUKLA_GOOD.has(house)), chandrashtama: house === 8 };
}
