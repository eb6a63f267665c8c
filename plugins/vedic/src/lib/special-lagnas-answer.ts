/** Answer shapes of the /vedic/lagnas/* operations. */
import { Type } from '@sinclair/typebox';
import { signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { signPlace } from './rashi.js';
import type { RashiChart } from './rashi.js';
import { SignPlaceSchema, signPlaceOut } from './schemas.js';

export const SpecialLagnaPlace = Type.Object({
  ...SignPlaceSchema.properties,
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'whole-sign house from the natal lagna' }),
});

export const SpecialLagnaSign = Type.Object({
  sign: Type.Integer({ minimum: 1, maximum: 12 }),
  signName: Type.String(),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'whole-sign house from the natal lagna' }),
});

/** A special lagna's sidereal longitude as a sign place with its house from the lagna. */
export function specialLagnaPlace(chart: RashiChart, longitude: number, lang: LangCode) {
  const p = signPlace(longitude);
  return { ...signPlaceOut(p, lang), house: ((p.sign - chart.lagna.sign + 12) % 12) + 1 };
}

/** A special lagna known by its sign only. */
export function specialLagnaSign(chart: RashiChart, sign: number, lang: LangCode) {
  return { sign, signName: signName(sign, lang), house: ((sign - chart.lagna.sign + 12) % 12) + 1 };
}
