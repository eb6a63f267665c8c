/** Schema pieces shared by the strength operations (shadbala, bhavabala, ashtakavarga, avasthas, friendship, drishti). */
import { Type } from '@sinclair/typebox';
import { GRAHA_NAMES, SIGN_NAMES_EN } from './grahas.js';

/** A graha by number (0 Sun ... 8 Ketu) and name. */
export const GrahaRef = {
  graha: Type.Integer({ minimum: 0, maximum: 8, description: '0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu' }),
  name: Type.String(),
};
export const grahaRef = (g: number) => ({ graha: g, name: GRAHA_NAMES[g]! });

export const SignRef = { sign: Type.Integer({ minimum: 1, maximum: 12, description: '1 Aries ... 12 Pisces' }), signName: Type.String() };
export const signRef = (sign1: number) => ({ sign: sign1, signName: SIGN_NAMES_EN[sign1 - 1]! });

/** Twelve bindu counts, Aries first. */
export const Twelve = Type.Array(Type.Integer({ minimum: 0, maximum: 8 }), { minItems: 12, maxItems: 12, description: 'Aries first' });
export const Virupas = Type.Number({ description: 'virupas (60 = 1 rupa)' });
