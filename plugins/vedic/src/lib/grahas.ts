/**
 * The nine grahas and their sign relations, as the Vedic family reads them.
 *
 * Numbering: 0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu,
 * the weekday order of the seven (BPHS ch. 3, "Grahaguna swaroopa") followed by the nodes; it
 * is also the numbering of Jagannatha Hora and pyjhora, so answers compare index by index.
 *
 * Sources:
 * - Lordships, exaltation and debilitation degrees, moolatrikona spans: BPHS ch. 3, slokas
 *   49-54 (Sun exalted 10 Aries, Moon 3 Taurus, Mars 28 Capricorn, Mercury 15 Virgo, Jupiter
 *   5 Cancer, Venus 27 Pisces, Saturn 20 Libra; debilitation the opposite degree;
 *   moolatrikona Sun Leo 0-20, Moon Taurus 4-30, Mars Aries 0-12, Mercury Virgo 16-20,
 *   Jupiter Sagittarius 0-10, Venus Libra 0-15, Saturn Aquarius 0-20).
 * - Rahu exalted in Taurus and Ketu in Scorpio, moolatrikona Gemini / Sagittarius, own
 *   Aquarius / Scorpio: one of the readings (the texts disagree, and this is the one Jagannatha
 *   Hora and pyjhora use). BPHS ch. 3 (sl. 49-50) gives the signs of the seven only; printed
 *   Santhanam places the nodes' signs in the chapter on the effects of dashas.
 * - Natural friendships (naisargika maitri): BPHS ch. 3, sl. 55-58, the table itself.
 */
import { normalizeDegrees } from '@celestial/core/astro';

export type GrahaNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const GRAHA_NUMBERS: readonly GrahaNumber[] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
/** The seven visible grahas, Sun to Saturn. */
export const SAPTA_GRAHAS: readonly GrahaNumber[] = [0, 1, 2, 3, 4, 5, 6];

export const GRAHA_NAMES = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type GrahaName = (typeof GRAHA_NAMES)[number];
export const GRAHA_SANSKRIT = ['Surya', 'Chandra', 'Mangala', 'Budha', 'Guru', 'Shukra', 'Shani', 'Rahu', 'Ketu'] as const;

/** Swiss Ephemeris body of each of the seven (the nodes are chosen by the node setting). */
export const SWISS_BODY_OF_GRAHA: Readonly<Record<number, number>> = { 0: 0, 1: 1, 2: 4, 3: 2, 4: 5, 5: 3, 6: 6 };

/** Vedic sign names (rashis), Aries (Mesha) first. */
export const RASHI_NAMES = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'] as const;
/** English sign names, Aries first (the `signName` members of the answers). */
export const SIGN_NAMES_EN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const;

/** Lord of each sign (0 Aries ... 11 Pisces), graha numbers; BPHS ch. 4. */
export const SIGN_LORD: readonly GrahaNumber[] = [2, 5, 3, 1, 0, 3, 5, 2, 4, 6, 6, 4];

/** Exaltation sign (0-based) and degree in it; debilitation is the opposite point. */
export const EXALTATION: Readonly<Record<GrahaNumber, { sign: number; degree: number }>> = {
  0: { sign: 0, degree: 10 }, 1: { sign: 1, degree: 3 }, 2: { sign: 9, degree: 28 }, 3: { sign: 5, degree: 15 },
  4: { sign: 3, degree: 5 }, 5: { sign: 11, degree: 27 }, 6: { sign: 6, degree: 20 }, 7: { sign: 1, degree: 20 }, 8: { sign: 7, degree: 20 },
};

/** Moolatrikona sign (0-based) and the degree span within it. */
export const MOOLATRIKONA: Readonly<Record<GrahaNumber, { sign: number; from: number; to: number }>> = {
  0: { sign: 4, from: 0, to: 20 }, 1: { sign: 1, from: 4, to: 30 }, 2: { sign: 0, from: 0, to: 12 }, 3: { sign: 5, from: 16, to: 20 },
  4: { sign: 8, from: 0, to: 10 }, 5: { sign: 6, from: 0, to: 15 }, 6: { sign: 10, from: 0, to: 20 }, 7: { sign: 2, from: 0, to: 30 }, 8: { sign: 8, from: 0, to: 30 },
};

/** Own signs of each graha (Rahu Aquarius, Ketu Scorpio as co-lords). */
export const OWN_SIGNS: Readonly<Record<GrahaNumber, readonly number[]>> = {
  0: [4], 1: [3], 2: [0, 7], 3: [2, 5], 4: [8, 11], 5: [1, 6], 6: [9, 10], 7: [10], 8: [7],
};

export type Relation = 'friend' | 'neutral' | 'enemy';

/** Naisargika maitri of the seven (BPHS ch. 3 sl. 55-58): friends, neutrals; the rest enemies. */
const NATURAL: Readonly<Record<number, { friends: readonly number[]; neutrals: readonly number[] }>> = {
  0: { friends: [1, 2, 4], neutrals: [3] },
  1: { friends: [0, 3], neutrals: [2, 4, 5, 6] },
  2: { friends: [0, 1, 4], neutrals: [5, 6] },
  3: { friends: [0, 5], neutrals: [2, 4, 6] },
  4: { friends: [0, 1, 2], neutrals: [6] },
  5: { friends: [3, 6], neutrals: [2, 4] },
  6: { friends: [3, 5], neutrals: [4] },
};

/** Natural relation of `of` towards `to` among the seven (not symmetric: the Moon has no enemies). */
export function naturalRelation(of: number, to: number): Relation {
  const row = NATURAL[of];
  if (!row) throw new Error(`naturalRelation: graha ${of} is not one of the seven`);
  if (row.friends.includes(to)) return 'friend';
  if (row.neutrals.includes(to)) return 'neutral';
  return 'enemy';
}

export type SignDignity = 'exalted' | 'moolatrikona' | 'own' | 'debilitated' | null;

/** Exalted / moolatrikona / own / debilitated by sign (moolatrikona by its degree span first). */
export function signDignity(graha: GrahaNumber, siderealLongitude: number): SignDignity {
  const lon = normalizeDegrees(siderealLongitude);
  const sign = Math.floor(lon / 30);
  const deg = lon - sign * 30;
  const mt = MOOLATRIKONA[graha];
  if (sign === EXALTATION[graha].sign && !(mt.sign === sign && deg >= mt.from && deg < mt.to)) return 'exalted';
  if (mt.sign === sign && deg >= mt.from && deg < mt.to) return 'moolatrikona';
  if (sign === EXALTATION[graha].sign) return 'exalted';
  if (OWN_SIGNS[graha].includes(sign)) return 'own';
  if (sign === (EXALTATION[graha].sign + 6) % 12) return 'debilitated';
  return null;
}

/** Natural benefics (BPHS ch. 3 sl. 11, simplified as in most software): Jupiter, Venus, Mercury, Moon. */
export const NATURAL_BENEFICS: readonly GrahaNumber[] = [1, 3, 4, 5];
export const NATURAL_MALEFICS: readonly GrahaNumber[] = [0, 2, 6, 7, 8];

/** Sign number 1-12 (Aries 1) of a sidereal longitude. */
export function rashiNumber(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / 30) + 1;
}

/** Whole-sign house (1-12) of a sign counted from another: houseFrom(2, 1) = 2. */
export function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

/**
 * Combustion (asta) orbs of the Surya Siddhanta (IX.6-9) as the catalogue gives them: Moon 12,
 * Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde),
 * Saturn 15 degrees from the Sun. The Sun and the nodes are never combust.
 */
export const COMBUSTION_ORBS: Readonly<Partial<Record<GrahaNumber, { direct: number; retrograde: number }>>> = {
  1: { direct: 12, retrograde: 12 }, 2: { direct: 17, retrograde: 17 }, 3: { direct: 14, retrograde: 12 },
  4: { direct: 11, retrograde: 11 }, 5: { direct: 10, retrograde: 8 }, 6: { direct: 15, retrograde: 15 },
};

export function isCombust(graha: GrahaNumber, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORBS[graha];
  if (!orb) return false;
  const d = Math.abs(normalizeDegrees(longitude - sunLongitude + 180) - 180);
  return d <= (retrograde ? orb.retrograde : orb.direct);
}
