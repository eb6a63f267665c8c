import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS, EXAMPLE_CHART, EXAMPLE_URL, registrationBody, registrationDescription, registrationHandler, registrationResponse } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/dasha-change',
  summary: EVENT_KINDS['dasha-change'].summary,
  description: registrationDescription('dasha-change'),
  body: registrationBody('dasha-change'),
  response: registrationResponse('dasha-change'),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ body: { url: EXAMPLE_URL, chart: EXAMPLE_CHART, level: 'maha' } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: registrationHandler('dasha-change'),
});
