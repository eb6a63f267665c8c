import { Type } from '@sinclair/typebox';
import { LANG_CODES, StringEnum, defineOperation, term } from '@celestial/core';
import { LANGUAGES } from '../lib/i18n.js';

export default defineOperation({
  method: 'GET',
  path: '/i18n/languages',
  summary: "The 21 response languages: code, name in the answer's language and native name, script direction",
  description: "Keyless. Every answer is in English unless Accept-Language, `lang` or the body's `language` asks for another; /interpret/* defaults to Ukrainian (uk). Arabic is written right to left.",
  response: Type.Object({
    default: Type.String(),
    interpretDefault: Type.String(),
    languages: Type.Array(Type.Object({ code: StringEnum(LANG_CODES), slug: Type.String({ description: 'the code, as the vocabulary names every named result by a slug' }), name: Type.String({ description: "the language's name in the answer's language (core's language-name table)" }), nativeName: Type.String({ description: 'the language\'s name in itself' }), direction: StringEnum(['ltr', 'rtl'] as const) })),
  }),
  calculation: false,
  examples: [{}],
  handler: ({ lang }) => ({ default: 'en', interpretDefault: 'uk', languages: LANGUAGES.map((l) => ({ code: l.code, slug: l.code, name: term('language-name', l.code, lang), nativeName: l.nativeName, direction: l.direction })) }),
});
