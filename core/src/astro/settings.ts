/**
 * What a chart was computed with, echoed in every chart-based answer so that a user comparing
 * with another program sees the difference at a glance.
 */
import { AYANAMSAS, ayanamsaById, ayanamsaBySlug, DEFAULT_AYANAMSA } from './ayanamsa.js';
import type { AyanamsaSlug } from './ayanamsa.js';
import type { HouseSystemCode } from './houses.js';
import type { ZodiacSettings } from '../services.js';

export interface ZodiacInput {
  zodiacType?: 'tropical' | 'sidereal';
  ayanamsa?: string;
  ayanamsaId?: number | null;
  houseSystem?: string;
}

export interface ChartSettings extends ZodiacSettings {
  houseSystem: HouseSystemCode;
  ayanamsa: AyanamsaSlug | null;
}

/**
 * `ayanamsa` by name or `ayanamsaId` (the Swiss mode number); Lahiri when neither is sent.
 * A family whose technique is sidereal (Vedic) passes `defaultZodiac: 'sidereal'`.
 */
export function chartSettings(input: ZodiacInput, defaultZodiac: 'tropical' | 'sidereal' = 'tropical'): ChartSettings {
  const zodiacType = input.zodiacType ?? defaultZodiac;
  const chosen =
    (input.ayanamsa !== undefined ? ayanamsaBySlug(input.ayanamsa) : undefined) ??
    (input.ayanamsaId !== undefined && input.ayanamsaId !== null ? ayanamsaById(input.ayanamsaId) : undefined) ??
    ayanamsaBySlug(DEFAULT_AYANAMSA)!;
  return {
    zodiacType,
    siderealMode: chosen.sweSiderealMode,
    ayanamsa: zodiacType === 'sidereal' ? chosen.slug : null,
    houseSystem: (input.houseSystem ?? 'P') as HouseSystemCode,
  };
}

export { AYANAMSAS };
