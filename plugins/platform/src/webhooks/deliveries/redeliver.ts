import { Type } from '@sinclair/typebox';
import { Webhooks, defineOperation } from '@celestial/core';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  summary: 'Send the stored payload of one past delivery again, with a fresh signature',
  description: 'deliveryId is an attempt id from GET /webhooks/{id}/deliveries. The body keeps its id (the Idempotency-Key), so a receiver that processed it already can drop it. A success resets the failure counter. Answers the new log entry\'s id. Pro plan or above; 10 credits.',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }), deliveryId: Type.String({ pattern: '^att_[0-9a-f]{24}$' }) }),
  response: Type.Object({ delivered: Type.Boolean(), statusCode: Type.Union([Type.Integer(), Type.Null()]), durationMs: Type.Integer({ minimum: 0 }), deliveryId: Type.String() }),
  calculation: false,
  examples: [{ params: { id: '{newWebhookId}', deliveryId: '{newWebhookDeliveryId}' } }],
  deps: { webhooks: Webhooks },
  handler: ({ params, caller }, { webhooks }) => webhooks.redeliver(caller, params.id, params.deliveryId),
});
