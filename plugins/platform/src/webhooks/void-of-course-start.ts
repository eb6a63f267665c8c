import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/void-of-course-start',
  summary: EVENT_KINDS['void-of-course-start'].summary,
  description: registrationDescription('void-of-course-start'),
  body: registrationBody('void-of-course-start'),
  response: registrationResponse('void-of-course-start'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, leadMinutes: 30 } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('void-of-course-start'),
});
