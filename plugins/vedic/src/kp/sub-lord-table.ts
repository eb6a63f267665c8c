import { Type } from '@sinclair/typebox';
import { defineOperation, signName } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { kpLordRef, KpThreeLordsMembers, kpSubTable } from '../lib/kp.js';

const SUBS = kpSubTable();
/** The table with its sign and lords named in `lang` (the 249 rows are computed once; naming is a lookup). */
const tableIn = (lang: LangCode) => SUBS.map((s) => ({ number: s.number, from: s.from, to: s.to, sign: s.sign, signName: signName(s.sign, lang), signLord: kpLordRef(s.signLord, lang), starLord: kpLordRef(s.starLord, lang), subLord: kpLordRef(s.subLord, lang) }));

export default defineOperation({
  method: 'GET',
  path: '/vedic/kp/sub-lord-table',
  summary: 'The 249 KP subdivisions of the zodiac (horary number table)',
  description:
    'KP Reader VI: the 27 nakshatras x 9 subs proportional to the Vimshottari years (sub = 13 deg 20\' x years / 120, starting from the nakshatra\'s lord), subs that straddle a sign boundary split in two, giving 249 numbered parts from 0 Aries; from/to are sidereal longitudes in degrees. Static table.',
  response: Type.Object({
    subs: Type.Array(Type.Object({
      number: Type.Integer({ minimum: 1, maximum: 249 }), from: Type.Number({ minimum: 0, maximum: 360 }), to: Type.Number({ minimum: 0, maximum: 360 }),
      sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), ...KpThreeLordsMembers,
    }), { minItems: 249, maxItems: 249 }),
  }),
  examples: [{ name: 'table' }],
  deps: {},
  handler: ({ lang }) => ({ subs: tableIn(lang) }),
});
