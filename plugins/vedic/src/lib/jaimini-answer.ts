/** Answer shapes shared by the Jaimini and KP operations. */
import { Type } from '@sinclair/typebox';
import { Instant, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import type { TSchema } from '@sinclair/typebox';
import { grahaNaming, GrahaNamingMembers } from './vocabulary.js';
import type { RashiChart } from './rashi.js';
import { grahasAspectingSign, occupantsOf } from './jaimini.js';
import type { DashaPeriod } from './jaimini-dasha.js';
import { periodOut } from './jaimini-dasha.js';

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** A graha by reference (issue 12): `{ slug, name in the answer's language, graha, id? }`, as every Vedic answer names one. */
export const GrahaRef = Type.Object(GrahaNamingMembers);
export const grahaRef = (g: number, lang: LangCode) => grahaNaming(g, lang);

/**
 * The argala answer's graha: SERVICE-SPEC prescribes `planets [ { graha, grahaName } ]` for
 * /vedic/jaimini/argala-analysis; `grahaName` is a display name, so it follows the answer's
 * language like the reference's `name` (issue 12: it was English in every language), as the
 * chara karakas' `grahaName` does.
 */
export const SpecGrahaRef = Type.Object({ ...GrahaNamingMembers, grahaName: Type.String({ description: "the graha's name in the answer's language (SERVICE-SPEC's member; the same as name)" }) });
export const specGrahaRef = (g: number, lang: LangCode) => { const ref = grahaNaming(g, lang); return { ...ref, grahaName: ref.name }; };

export const SignNumber = Type.Integer({ minimum: 1, maximum: 12, description: '1 Aries ... 12 Pisces' });
export const SignRef = Type.Object({ sign: SignNumber, signName: Type.String() });
export const signRef = (sign1: number, lang: LangCode) => ({ sign: sign1, signName: signName(sign1, lang) });

/** A sign read in the rashi chart: its occupants and the grahas aspecting it by rashi drishti. */
export const SignReading = Type.Object({ sign: SignNumber, signName: Type.String(), occupants: Type.Array(GrahaRef), aspecting: Type.Array(GrahaRef) });
export function signReading(chart: RashiChart, sign1: number, lang: LangCode) {
  const ref = (g: number) => grahaRef(g, lang);
  return { ...signRef(sign1, lang), occupants: occupantsOf(chart, sign1 - 1).map(ref), aspecting: grahasAspectingSign(chart, sign1 - 1).map(ref) };
}

export const DashaPeriodSchema = Type.Object({
  cycle: Type.Integer({ minimum: 1, maximum: 2, description: 'first or second cycle (second: 12 minus the first years)' }),
  sign: SignNumber, signName: Type.String(),
  start: Instant('local time of the chart'), end: Instant('local time of the chart'),
  years: Type.Number({ minimum: 0, maximum: 13 }),
});
export const periodsOut = (chart: RashiChart, ps: DashaPeriod[], lang: LangCode = 'en') => ps.map((p) => periodOut(chart, p, lang));

export const StartSign = Type.Object({ sign: SignNumber, signName: Type.String(), rule: Type.Integer({ minimum: 1, maximum: 6, description: 'the Jaimini strength rule that decided between lagna and 7th' }) });
