import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_CHART, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/transit-alert',
  summary: EVENT_KINDS['transit-alert'].summary,
  description: registrationDescription('transit-alert'),
  body: registrationBody('transit-alert'),
  response: registrationResponse('transit-alert'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, chart: EXAMPLE_CHART, deliverAt: '07:30', timezone: 'Europe/Kyiv' } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('transit-alert'),
});
