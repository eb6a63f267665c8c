import { Type } from '@sinclair/typebox';
import { LANG_CODES, StringEnum, defineOperation } from '@celestial/core';
import { bundle } from '../lib/i18n.js';

export default defineOperation({
  method: 'GET',
  path: '/i18n/{lang}/{namespace}',
  summary: 'One message bundle: every key of a namespace in one language (keys as the answers\' i18nKey members, e.g. aspect.conjunction)',
  description: 'Keyless. lang: one of the 21 codes (400 listing the set otherwise); namespace: one of GET /i18n/namespaces (404 otherwise). A key without a translation is served in English and listed in fallbackKeys.',
  params: Type.Object({ lang: StringEnum(LANG_CODES), namespace: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 64 }) }),
  response: Type.Object({ lang: StringEnum(LANG_CODES), namespace: Type.String(), strings: Type.Record(Type.String(), Type.String()), fallbackKeys: Type.Array(Type.String()) }),
  calculation: false,
  examples: [{ params: { lang: 'de', namespace: 'sign' } }, { params: { lang: 'ja', namespace: 'lunar-phase' } }],
  handler: ({ params }) => bundle(params.lang, params.namespace),
});
