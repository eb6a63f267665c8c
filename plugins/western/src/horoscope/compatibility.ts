import { Type } from '@sinclair/typebox';
import { defineOperation, resolveLang, StringEnum } from '@celestial/core';
import { BodyLanguage, Language, LANG_NOTE } from '../lib/horoscopes-schemas.js';
import { compatibility, RELATIONS } from '../lib/relationships.js';

const SignInfo = Type.Object({ slug: Type.String(), name: Type.String(), element: Type.String(), modality: Type.String(), polarity: Type.String() });
const SignField = Type.String({ maxLength: 32, description: 'aries to pisces; case and surrounding spaces ignored' });

export default defineOperation({
  method: 'POST',
  path: '/horoscope/compatibility',
  summary: 'Sign-to-sign compatibility without birth data',
  description:
    'The whole-sign aspect from the sign distance (0 same-sign, 1 semi-sextile, 2 sextile, 3 square, 4 trine, 5 quincunx, 6 opposition); element relation same, compatible (fire-air, earth-water) or incompatible. Score from the service table: trine 90, sextile 80, same-sign 75, opposition 60, semi-sextile 50, square 40, quincunx 35. The summary is prose: ' + LANG_NOTE.replace('Text assembled', 'Summary assembled').replace('sign, date and language', 'sign pair and language'),
  body: Type.Object({ sign1: SignField, sign2: SignField, language: BodyLanguage }),
  response: Type.Object({
    sign1: SignInfo, sign2: SignInfo,
    relation: StringEnum(RELATIONS),
    elementRelation: StringEnum(['same', 'compatible', 'incompatible'] as const),
    score: Type.Integer({ minimum: 0, maximum: 100 }),
    summary: Type.String(),
    language: Language,
  }),
  examples: [{ name: 'leo-sagittarius', body: { sign1: 'leo', sign2: 'sagittarius' } }, { name: 'case-and-spaces', body: { sign1: ' Taurus ', sign2: 'SCORPIO' } }],
  handler: ({ body, query, headers }) => compatibility(body, resolveLang(headers, query, body)),
});
