import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/sign-ingress',
  summary: EVENT_KINDS['sign-ingress'].summary,
  description: registrationDescription('sign-ingress'),
  body: registrationBody('sign-ingress'),
  response: registrationResponse('sign-ingress'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, planetIds: [0, 1] } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('sign-ingress'),
});
