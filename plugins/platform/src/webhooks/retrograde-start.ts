import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/retrograde-start',
  summary: EVENT_KINDS['retrograde-start'].summary,
  description: registrationDescription('retrograde-start'),
  body: registrationBody('retrograde-start'),
  response: registrationResponse('retrograde-start'),
  calculation: false,
  examples: [{ body: { url: EXAMPLE_URL } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('retrograde-start'),
});
