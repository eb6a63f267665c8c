/** Schema pieces shared by the strength operations (shadbala, bhavabala, ashtakavarga, avasthas, friendship, drishti). */
import { Type } from '@sinclair/typebox';
import { signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';

/** A graha as the vocabulary names it: slug, name in the answer's language, graha (0 Sun ... 8 Ketu), Swiss id for the seven. */
export const GrahaRef = GrahaNamingMembers;
export const grahaRef = (g: number, lang: LangCode) => grahaNaming(g, lang);

export const SignRef = { sign: Type.Integer({ minimum: 1, maximum: 12, description: '1 Aries ... 12 Pisces' }), signName: Type.String() };
export const signRef = (sign1: number, lang: LangCode) => ({ sign: sign1, signName: signName(sign1, lang) });

/** Twelve bindu counts, Aries first. */
export const Twelve = Type.Array(Type.Integer({ minimum: 0, maximum: 8 }), { minItems: 12, maxItems: 12, description: 'Aries first' });
export const Virupas = Type.Number({ description: 'virupas (60 = 1 rupa)' });
