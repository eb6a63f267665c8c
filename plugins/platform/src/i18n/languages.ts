import { Type } from '@sinclair/typebox';
import { LANG_CODES, StringEnum, defineOperation } from '@celestial/core';
import { LANGUAGES } from '../lib/i18n.js';

export default defineOperation({
  method: 'GET',
  path: '/i18n/languages',
  summary: 'The 21 response languages: code, English and native name, script direction',
  description: "Keyless. Every answer is in English unless Accept-Language, `lang` or the body's `language` asks for another; /interpret/* defaults to Ukrainian (uk). Arabic is written right to left.",
  response: Type.Object({
    default: Type.String(),
    interpretDefault: Type.String(),
    languages: Type.Array(Type.Object({ code: StringEnum(LANG_CODES), slug: Type.String({ description: 'the code, as the vocabulary names every named result by a slug' }), name: Type.String(), nativeName: Type.String(), direction: StringEnum(['ltr', 'rtl'] as const) })),
  }),
  calculation: false,
  examples: [{}],
  handler: () => ({ default: 'en', interpretDefault: 'uk', languages: LANGUAGES.map((l) => ({ code: l.code, slug: l.code, name: l.name, nativeName: l.nativeName, direction: l.direction })) }),
});
