import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { GRAHA_NAMES, SIGN_NAMES_EN } from '../lib/grahas.js';
import { kpSubTable } from '../lib/kp.js';

const TABLE = kpSubTable().map((s) => ({ number: s.number, from: s.from, to: s.to, sign: s.sign, signName: SIGN_NAMES_EN[s.sign - 1]!, signLord: GRAHA_NAMES[s.signLord]!, starLord: GRAHA_NAMES[s.starLord]!, subLord: GRAHA_NAMES[s.subLord]! }));

export default defineOperation({
  method: 'GET',
  path: '/vedic/kp/sub-lord-table',
  summary: 'The 249 KP subdivisions of the zodiac (horary number table)',
  description:
    'KP Reader VI: the 27 nakshatras x 9 subs proportional to the Vimshottari years (sub = 13 deg 20\' x years / 120, starting from the nakshatra\'s lord), subs that straddle a sign boundary split in two, giving 249 numbered parts from 0 Aries; from/to are sidereal longitudes in degrees. Static table.',
  response: Type.Object({
    subs: Type.Array(Type.Object({
      number: Type.Integer({ minimum: 1, maximum: 249 }), from: Type.Number({ minimum: 0, maximum: 360 }), to: Type.Number({ minimum: 0, maximum: 360 }),
      sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), signLord: Type.String(), starLord: Type.String(), subLord: Type.String(),
    }), { minItems: 249, maxItems: 249 }),
  }),
  examples: [{ name: 'table' }],
  deps: {},
  handler: () => ({ subs: TABLE }),
});
