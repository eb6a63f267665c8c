import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { Plan } from './lib/schemas.js';

export default defineOperation({
  method: 'GET',
  path: '/plans',
  summary: 'The plan table: credits per month, rate limit, webhooks, overage; add-on packs; keyless limits',
  description:
    'Keyless. The values the metering charges by (Limits section): Free 10,000/10 per minute, Indie 50,000/30, Starter 200,000/120, Pro 800,000/400, Business 3,500,000/1,000; Enterprise is per contract (null). Webhooks need Pro or above; overage billing exists on paid plans. A pack lists the operations (METHOD /path) the manifests put in it.',
  response: Type.Object({
    plans: Type.Array(
      Type.Object({
        id: Plan,
        creditsPerMonth: Type.Union([Type.Integer(), Type.Null()]),
        rateLimitPerMinute: Type.Union([Type.Integer(), Type.Null()]),
        webhooks: Type.Boolean(),
        overage: Type.Boolean(),
      }),
    ),
    packs: Type.Array(Type.Object({ id: Type.String(), unlocks: Type.Array(Type.String()) })),
    keyless: Type.Object({ undeclaredPerHourPerIp: Type.Integer(), perSitePerHour: Type.Integer(), perIpCeilingPerHour: Type.Integer() }),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts },
  handler: (_input, { accounts }) => accounts.plans(),
});
