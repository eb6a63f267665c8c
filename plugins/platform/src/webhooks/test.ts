import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';
import { WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/{id}/test',
  summary: "Send one sample delivery of the subscription's kind now, marked test: true and signed like a real one",
  description: "The sample is the kind's payloadExample (GET /webhooks/events). The answer says whether the target took it (2xx), its status, the time taken, the first 512 characters of its answer and the X-Service-Signature sent. A test does not count toward the 5-failure auto-disable. The body is ignored. Pro plan or above; 10 credits.",
  params: WebhookId,
  response: Type.Object({
    delivered: Type.Boolean(),
    statusCode: Type.Union([Type.Integer(), Type.Null()]),
    durationMs: Type.Integer({ minimum: 0 }),
    responseExcerpt: Type.String({ maxLength: 512 }),
    signature: Type.String({ pattern: '^sha256=[0-9a-f]{64}$' }),
  }),
  calculation: false,
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.sendTest(caller, params.id),
});
