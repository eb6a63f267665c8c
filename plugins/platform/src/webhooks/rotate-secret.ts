import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';
import { WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/{id}/rotate-secret',
  summary: 'Replace the signing_secret with 32 new random bytes; deliveries from then on are signed with it',
  description: 'Pro plan or above; 10 credits.',
  params: WebhookId,
  response: Type.Object({ id: Type.Integer(), signing_secret: Type.String({ pattern: '^[0-9a-f]{64}$' }) }),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.rotateSecret(caller, params.id),
});
