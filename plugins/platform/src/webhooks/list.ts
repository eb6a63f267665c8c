import { Type } from '@sinclair/typebox';
import { StringEnum, WEBHOOK_EVENTS, Webhooks, defineOperation } from '@celestial/core';
import { WebhookListed } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'GET',
  path: '/webhooks',
  summary: "The account's webhook subscriptions (secrets not listed)",
  description: 'Filters: event, active. Secrets are read one subscription at a time (GET /webhooks/{id}). Pro plan or above; 10 credits.',
  query: Type.Object({ event: Type.Optional(StringEnum(WEBHOOK_EVENTS)), active: Type.Optional(Type.Boolean()) }),
  response: Type.Object({ count: Type.Integer({ minimum: 0 }), webhooks: Type.Array(WebhookListed) }),
  calculation: false,
  examples: [{}, { name: 'active lunar-phase subscriptions', query: { event: 'lunar-phase', active: true } }],
  deps: { webhooks: Webhooks },
  handler: ({ query, caller }, { webhooks }) => webhooks.list(caller, { ...(query.event ? { event: query.event } : {}), ...(query.active !== undefined ? { active: query.active } : {}) }),
});
