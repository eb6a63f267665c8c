import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/void-of-course-end',
  summary: EVENT_KINDS['void-of-course-end'].summary,
  description: registrationDescription('void-of-course-end'),
  body: registrationBody('void-of-course-end'),
  response: registrationResponse('void-of-course-end'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, method: 'traditional' } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('void-of-course-end'),
});
