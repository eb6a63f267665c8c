import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/lunar-phase',
  summary: EVENT_KINDS['lunar-phase'].summary,
  description: registrationDescription('lunar-phase'),
  body: registrationBody('lunar-phase'),
  response: registrationResponse('lunar-phase'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, phases: ['new', 'first-quarter', 'full', 'last-quarter'] } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('lunar-phase'),
});
