import { Type } from '@sinclair/typebox';
import { StringEnum, WEBHOOK_EVENTS, Webhooks, defineOperation } from '@celestial/core';
import { EVENT_KINDS } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'GET',
  path: '/webhooks/events',
  summary: 'The 12 webhook event kinds: when each is emitted, its route, its params schema and a payload example',
  description:
    "Free on every plan, so lower plans can see what Pro unlocks. payloadExample is a real `data` member: the first event the detector finds after 2025-01-01T00:00Z with the kind's default params (natal kinds: the chart 1990-07-15 14:30 Kyiv); report-ready, which report jobs push rather than the sky, shows its documented shape.",
  response: Type.Object({
    events: Type.Array(
      Type.Object({
        event: StringEnum(WEBHOOK_EVENTS),
        emittedWhen: Type.String(),
        route: Type.String({ description: 'the registration route (POST)' }),
        params: Type.Record(Type.String(), Type.Unknown(), { description: "JSON Schema of the kind's params" }),
        payloadExample: Type.Record(Type.String(), Type.Unknown(), { description: 'the `data` member of a delivery' }),
      }),
    ),
  }),
  calculation: false,
  examples: [{}],
  deps: { webhooks: Webhooks },
  handler: (_input, { webhooks }) => ({
    events: WEBHOOK_EVENTS.map((e) => ({
      event: e,
      emittedWhen: EVENT_KINDS[e].emittedWhen,
      route: `/webhooks/${e}`,
      params: JSON.parse(JSON.stringify(EVENT_KINDS[e].params)) as Record<string, unknown>,
      payloadExample: webhooks.samplePayload(e),
    })),
  }),
});
