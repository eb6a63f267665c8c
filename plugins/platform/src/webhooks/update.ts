import { Type } from '@sinclair/typebox';
import { Ephemeris, TimeZones, Webhooks, defineOperation } from '@celestial/core';
import type { WebhookEvent } from '@celestial/core';
import { checkedParams, EXAMPLE_URL, SubscriptionOut, WebhookId, WebhookUrl } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'PATCH',
  path: '/webhooks/{id}',
  summary: 'Change a subscription: url, params (re-validated by its kind), or active (true re-enables and resets the failure counter)',
  description: 'Absent members stay as they were; params replace the stored params whole (defaults filled in again). New params or re-enabling start detection from now. Pro plan or above; 10 credits.',
  params: WebhookId,
  body: Type.Object({ url: Type.Optional(WebhookUrl), params: Type.Optional(Type.Record(Type.String(), Type.Unknown())), active: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
  response: SubscriptionOut,
  calculation: false,
  specFixed: ['signing_secret'],
  examples: [{ params: { id: '{newWebhookId}' }, body: { url: EXAMPLE_URL + '/v2', active: true } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: async ({ params, body, caller }, { webhooks, ephemeris, timeZones }) => {
    const current = await webhooks.get(caller, params.id);
    const checked = body.params === undefined ? undefined : checkedParams(current.event as WebhookEvent, body.params, 'params', { ephemeris, timeZones });
    return webhooks.update(caller, params.id, { ...(body.url !== undefined ? { url: body.url } : {}), ...(checked ? { params: checked } : {}), ...(body.active !== undefined ? { active: body.active } : {}) });
  },
});
