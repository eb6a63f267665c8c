import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/aspect-exact',
  summary: EVENT_KINDS['aspect-exact'].summary,
  description: registrationDescription('aspect-exact'),
  body: registrationBody('aspect-exact'),
  response: registrationResponse('aspect-exact'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, planetIds: [5, 6], aspectAngles: [0, 90, 180] } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('aspect-exact'),
});
