import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';
import { DeliveryAttempt, WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'GET',
  path: '/webhooks/{id}/deliveries',
  summary: 'The delivery log of a subscription: every attempt, newest first (kept 30 days)',
  description: 'limit 1-100 (default 20); before: an attempt id, for the page after it; success: only the successful or failed ones. Pro plan or above; 10 credits.',
  params: WebhookId,
  query: Type.Object({
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    before: Type.Optional(Type.String({ pattern: '^att_[0-9a-f]{24}$' })),
    success: Type.Optional(Type.Boolean()),
  }),
  response: Type.Object({ consecutiveFailures: Type.Integer({ minimum: 0 }), deliveries: Type.Array(DeliveryAttempt) }),
  calculation: false,
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, query, caller }, { webhooks }) => webhooks.deliveries(caller, params.id, query),
});
