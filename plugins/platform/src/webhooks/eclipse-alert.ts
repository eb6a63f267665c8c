import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/eclipse-alert',
  summary: EVENT_KINDS['eclipse-alert'].summary,
  description: registrationDescription('eclipse-alert'),
  body: registrationBody('eclipse-alert'),
  response: registrationResponse('eclipse-alert'),
  calculation: false,
  examples: [{ body: { url: EXAMPLE_URL } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('eclipse-alert'),
});
