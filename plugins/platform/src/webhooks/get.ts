import { Type } from '@sinclair/typebox';
import { Instant, Webhooks, defineOperation } from '@celestial/core';
import { SubscriptionOut, WebhookId } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'GET',
  path: '/webhooks/{id}',
  summary: 'One webhook subscription, with its signing_secret, failure counter and last delivery',
  description: 'The way to read the secret of subscriptions whose registration answered { id, event }. 404 for an id that is not a subscription of the account. Pro plan or above; 10 credits.',
  params: WebhookId,
  response: Type.Object({
    ...SubscriptionOut.properties,
    createdAt: Instant(),
    consecutiveFailures: Type.Integer({ minimum: 0 }),
    disabledAt: Type.Union([Instant(), Type.Null()]),
    lastDelivery: Type.Union([Type.Object({ at: Instant(), statusCode: Type.Union([Type.Integer(), Type.Null()]), success: Type.Boolean() }), Type.Null()]),
  }),
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ params: { id: '{newWebhookId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.get(caller, params.id),
});
