/**
 * The Via Combusta, 15 Libra to 15 Scorpio (195-225 degrees tropical): the Moon there is
 * among the considerations before judgement (William Lilly, Christian Astrology, p. 122).
 * The test is inclusive at both ends, on the normalised longitude.
 */
import { normalizeDegrees, signOf } from '@celestial/core/astro';

export const VIA_COMBUSTA_START = 195;
export const VIA_COMBUSTA_END = 225;

export function inViaCombusta(longitude: number): boolean {
  const lon = normalizeDegrees(longitude);
  return lon >= VIA_COMBUSTA_START && lon <= VIA_COMBUSTA_END;
}

export function viaCombustaCheck(moonLongitude: number, ascLongitude?: number) {
  const moon = normalizeDegrees(moonLongitude);
  const asc = ascLongitude === undefined ? null : normalizeDegrees(ascLongitude);
  const moonViaCombusta = inViaCombusta(moon);
  const ascViaCombusta = asc !== null && inViaCombusta(asc);
  const inside = [moonViaCombusta ? 'the Moon' : null, ascViaCombusta ? 'the Ascendant' : null].filter(Boolean);
  return {
    moonViaCombusta,
    moonLongitude: moon,
    moonSign: signOf(moon).sign,
    ascViaCombusta,
    ascLongitude: asc,
    warning: inside.length
      ? `${inside.join(' and ')} ${inside.length > 1 ? 'lie' : 'lies'} in the Via Combusta (15 Libra - 15 Scorpio): Lilly counts this among the considerations before judgement; judge with caution`
      : null,
  };
}
