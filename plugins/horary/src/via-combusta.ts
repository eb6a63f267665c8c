import { Type } from '@sinclair/typebox';
import { defineOperation } from '@celestial/core';
import { viaCombustaCheck } from './lib/via-combusta.js';

export default defineOperation({
  method: 'POST',
  path: '/horary/via-combusta',
  summary: 'Whether the Moon (and the Ascendant) lie in the Via Combusta, 15 Libra to 15 Scorpio',
  body: Type.Object({
    moonLongitude: Type.Number({ minimum: 0, maximum: 360, description: 'tropical ecliptic longitude, degrees' }),
    ascLongitude: Type.Optional(Type.Number({ minimum: 0, maximum: 360 })),
  }),
  // SERVICE-SPEC "POST /horary/via-combusta" prescribes every member of `data` (moonSign a
  // sign name, warning a string or null), so the vocabulary's sign 1-12 and warnings do not apply.
  specFixed: true,
  response: Type.Object({
    moonViaCombusta: Type.Boolean(),
    moonLongitude: Type.Number(),
    moonSign: Type.String(),
    ascViaCombusta: Type.Boolean(),
    ascLongitude: Type.Union([Type.Number(), Type.Null()]),
    warning: Type.Union([Type.String(), Type.Null()]),
  }),
  examples: [
    { name: 'moon-inside', body: { moonLongitude: 210.5 } },
    { name: 'both', body: { moonLongitude: 100, ascLongitude: 200 } },
  ],
  handler: ({ body }) => viaCombustaCheck(body.moonLongitude, body.ascLongitude),
});
