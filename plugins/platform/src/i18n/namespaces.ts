import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { namespaces } from '../lib/i18n.js';

export default defineOperation({
  method: 'GET',
  path: '/i18n/namespaces',
  summary: 'The message namespaces (one per concept: sign, body, aspect, house, lunar-phase, ...), their key counts and completeness per language',
  description: "Keyless. Counted from the translation tables compiled into the build (core/src/vocabulary/tables): completeness is the fraction of a namespace's keys written in that language; the rest fall back to English.",
  response: Type.Object({
    namespaces: Type.Array(Type.Object({ slug: Type.String(), name: Type.String({ description: 'the namespace, as GET /i18n/{lang}/{namespace} takes it' }), keyCount: Type.Integer({ minimum: 0 }), completeness: Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1 })) })),
  }),
  calculation: false,
  examples: [{}],
  handler: () => ({ namespaces: namespaces() }),
});
