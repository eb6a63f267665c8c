import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { criticalDegrees } from '../lib/modern.js';
import { KYIV_BIRTH } from '../lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/hand/critical-degrees',
  summary: 'Planets on critical degrees by modality (Cardinal 0, 13, 26; Fixed 8-9, 21-22; Mutable 4, 17)',
  description:
    "Critical degrees by modality, the 28 lunar mansions of 12 deg 51' projected into the signs, as Robert Hand discusses them: a planet (Sun to Pluto) is on a critical degree when the whole degree it occupies in its sign is in its modality's list. The shape is SERVICE-SPEC's.",
  body: birthData(),
  // SERVICE-SPEC "POST /hellenistic/hand/critical-degrees" prescribes every member of `data`
  // (degInSign, sign and planet as names, criticalDegreeMap keyed Cardinal/Fixed/Mutable).
  specFixed: true,
  response: Type.Object({
    onCritical: Type.Array(Type.Object({
      planet: Type.String({ description: 'Sun ... Pluto' }),
      sign: Type.String({ description: 'sign name' }),
      degInSign: Type.Number(),
      criticalDeg: Type.Number({ description: 'the critical whole degree occupied' }),
      modality: Type.String({ description: 'Cardinal, Fixed or Mutable' }),
    })),
    criticalDegreeMap: Type.Object({ Cardinal: Type.String(), Fixed: Type.String(), Mutable: Type.String() }),
    doctrine: Type.String(),
    source: Type.String(),
    disclaimer: Type.String(),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => criticalDegrees(body, services),
});
