/** Answer shapes shared by the Jaimini and KP operations. */
import { Type } from '@sinclair/typebox';
import { Instant } from '@celestial/core';
import type { TSchema } from '@sinclair/typebox';
import { GRAHA_NAMES, SIGN_NAMES_EN } from './grahas.js';
import type { RashiChart } from './rashi.js';
import { grahasAspectingSign, occupantsOf } from './jaimini.js';
import type { DashaPeriod } from './jaimini-dasha.js';
import { periodOut } from './jaimini-dasha.js';

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const GrahaRef = Type.Object({ graha: Type.Integer({ minimum: 0, maximum: 8, description: '0 Sun ... 8 Ketu' }), grahaName: Type.String() });
export const grahaRef = (g: number) => ({ graha: g, grahaName: GRAHA_NAMES[g]! });

export const SignNumber = Type.Integer({ minimum: 1, maximum: 12, description: '1 Aries ... 12 Pisces' });
export const SignRef = Type.Object({ sign: SignNumber, signName: Type.String() });
export const signRef = (sign1: number) => ({ sign: sign1, signName: SIGN_NAMES_EN[sign1 - 1]! });

/** A sign read in the rashi chart: its occupants and the grahas aspecting it by rashi drishti. */
export const SignReading = Type.Object({ sign: SignNumber, signName: Type.String(), occupants: Type.Array(GrahaRef), aspecting: Type.Array(GrahaRef) });
export function signReading(chart: RashiChart, sign1: number) {
  return { ...signRef(sign1), occupants: occupantsOf(chart, sign1 - 1).map(grahaRef), aspecting: grahasAspectingSign(chart, sign1 - 1).map(grahaRef) };
}

export const DashaPeriodSchema = Type.Object({
  cycle: Type.Integer({ minimum: 1, maximum: 2, description: 'first or second cycle (second: 12 minus the first years)' }),
  sign: SignNumber, signName: Type.String(),
  start: Instant('local time of the chart'), end: Instant('local time of the chart'),
  years: Type.Number({ minimum: 0, maximum: 13 }),
});
export const periodsOut = (chart: RashiChart, ps: DashaPeriod[]) => ps.map((p) => periodOut(chart, p));

export const StartSign = Type.Object({ sign: SignNumber, signName: Type.String(), rule: Type.Integer({ minimum: 1, maximum: 6, description: 'the Jaimini strength rule that decided between lagna and 7th' }) });
