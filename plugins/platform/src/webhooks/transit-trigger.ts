import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_CHART, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/transit-trigger',
  summary: EVENT_KINDS['transit-trigger'].summary,
  description: registrationDescription('transit-trigger'),
  body: registrationBody('transit-trigger'),
  response: registrationResponse('transit-trigger'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, chart: EXAMPLE_CHART, orb: 2 } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('transit-trigger'),
});
