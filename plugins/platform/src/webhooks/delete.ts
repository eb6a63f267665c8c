import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';
import { WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'DELETE',
  path: '/webhooks/{id}',
  summary: 'Delete a subscription; its queued deliveries are dropped',
  description: '404 for an id that is not a subscription of the account. Pro plan or above; 10 credits.',
  params: WebhookId,
  response: Type.Object({ id: Type.Integer(), deleted: Type.Literal(true) }),
  calculation: false,
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.remove(caller, params.id),
});
