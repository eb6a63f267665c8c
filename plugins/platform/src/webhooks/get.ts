import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';
import { SubscriptionOut, WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'GET',
  path: '/webhooks/{id}',
  summary: 'One webhook subscription, with its signing_secret, failure counter and last delivery',
  description: 'The way to read the secret of subscriptions whose registration answered { id, event }. 404 for an id that is not a subscription of the account. Pro plan or above; 10 credits.',
  params: WebhookId,
  response: Type.Object({
    ...SubscriptionOut.properties,
    created_at: Type.String(),
    consecutive_failures: Type.Integer({ minimum: 0 }),
    disabled_at: Type.Union([Type.String(), Type.Null()]),
    last_delivery: Type.Union([Type.Object({ at: Type.String(), status_code: Type.Union([Type.Integer(), Type.Null()]), success: Type.Boolean() }), Type.Null()]),
  }),
  calculation: false,
  specFixed: ['signing_secret', 'created_at', 'consecutive_failures', 'disabled_at', 'last_delivery.status_code'],
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.get(caller, params.id),
});
