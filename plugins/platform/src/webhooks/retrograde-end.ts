import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/retrograde-end',
  summary: EVENT_KINDS['retrograde-end'].summary,
  description: registrationDescription('retrograde-end'),
  body: registrationBody('retrograde-end'),
  response: registrationResponse('retrograde-end'),
  calculation: false,
  examples: [{ body: { url: EXAMPLE_URL } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('retrograde-end'),
});
