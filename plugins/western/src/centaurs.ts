import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { centaurs } from './lib/sky.js';
import { Moment, Settings } from './lib/schemas.js';
import { MinorBody, Unavailable } from './lib/sky-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

export default defineOperation({
  method: 'POST',
  path: '/centaurs',
  summary: 'Centaurs: Chiron, Pholus, Nessus, Asbolus, Chariklo, Hylonome',
  description:
    'SE_CHIRON and SE_PHOLUS from seas_18.se1 (1800-2400); Nessus (7066), Asbolus (8405), Chariklo (10199) and Hylonome (10370) as SE_AST_OFFSET + number need their own asteroid files, which this service does not ship: they are listed under `unavailable` with the file and the reason, never estimated. Chiron after Zane Stein and Melanie Reinhart (Chiron and the Healing Journey, 1989).',
  body: birthData(),
  response: Type.Object({ moment: Moment, settings: Settings, bodies: Type.Array(MinorBody), unavailable: Unavailable }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => centaurs(body, services, lang),
});
