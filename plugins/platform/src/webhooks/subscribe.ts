import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, StringEnum, TimeZones, WEBHOOK_EVENTS, Webhooks, defineOperation } from '@celestial/core';
import type { WebhookEvent } from '@celestial/core';
import { checkedParams, EXAMPLE_URL, SubscriptionOut, WebhookUrl } from '../lib/webhook-kinds.js';

export default defineOperation({
  method: 'POST',
  path: '/webhooks/subscribe',
  summary: 'Subscribe one URL to several event kinds at once: one subscription (with its own secret) per kind',
  description:
    'Generic registration: `events` (1-12 kinds) or `event`, one `url`, and `params` keyed by event with the members of each kind\'s own route (validated by the same schemas; GET /webhooks/events lists them). Answers every subscription made, each with its signing_secret. Pro plan or above; 10 credits.',
  body: Type.Object(
    {
      events: Type.Optional(Type.Array(StringEnum(WEBHOOK_EVENTS), { minItems: 1, maxItems: 12, uniqueItems: true })),
      event: Type.Optional(StringEnum(WEBHOOK_EVENTS)),
      url: WebhookUrl,
      params: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.Record(Type.String(), Type.Unknown()), { description: 'params by event name, e.g. { "lunar-phase": { "phases": ["full"] } }' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ subscriptions: Type.Array(SubscriptionOut) }),
  calculation: false,
  specFixed: ['subscriptions[].signing_secret'],
  examples: [{ body: { events: ['lunar-phase', 'sign-ingress'], url: EXAMPLE_URL, params: { 'lunar-phase': { phases: ['full'] } } } }],
  deps: { webhooks: Webhooks, ephemeris: Ephemeris, timeZones: TimeZones },
  handler: async ({ body, caller }, { webhooks, ephemeris, timeZones }) => {
    const events: WebhookEvent[] = body.events ?? (body.event ? [body.event] : []);
    if (events.length === 0) throw ApiError.invalidField('events', 'is required: 1-12 event names (or event)');
    if (body.events && body.event && !body.events.includes(body.event)) throw ApiError.invalidField('event', 'send either events or event');
    const params = body.params ?? {};
    for (const name of Object.keys(params)) {
      if (!events.includes(name as WebhookEvent)) throw ApiError.invalidField(`params.${name}`, 'names an event not subscribed to here');
    }
    // Every kind's params are checked before anything is stored: a refusal stores nothing.
    const checked = events.map((e) => [e, checkedParams(e, params[e] ?? {}, `params.${e}`, { ephemeris, timeZones })] as const);
    const subscriptions = [];
    for (const [e, p] of checked) subscriptions.push(await webhooks.register(caller, e, body.url, p));
    return { subscriptions };
  },
});
