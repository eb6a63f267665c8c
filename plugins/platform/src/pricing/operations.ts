import { Type } from '@sinclair/typebox';
import { PriceList, StringEnum, defineOperation } from '@celestial/core';

export default defineOperation({
  method: 'GET',
  path: '/pricing/operations',
  summary: "Every operation's price: tier, credits per call, plan, add-on pack and authentication",
  description:
    'Keyless. Read from the manifests compiled into the build, the same entries the metering charges by (tier 0 free; 1=10, 2=20, 3=50, 4=100, 5=250, 6=500, 7=1000 credits), so the per-operation cost the specification does not show is discoverable. Filters: tag (the OpenAPI area), plan, pack.',
  query: Type.Object({
    tag: Type.Optional(Type.String({ maxLength: 64 })),
    plan: Type.Optional(StringEnum(['free', 'indie', 'starter', 'pro', 'business', 'enterprise'] as const)),
    pack: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: Type.Object({
    count: Type.Integer({ minimum: 0 }),
    operations: Type.Array(
      Type.Object({
        method: Type.String(),
        path: Type.String(),
        tag: Type.String(),
        tier: Type.Integer({ minimum: 0, maximum: 7 }),
        credits: Type.Integer({ minimum: 0 }),
        plan: Type.String(),
        pack: Type.Union([Type.String(), Type.Null()]),
        auth: Type.String(),
      }),
    ),
  }),
  calculation: false,
  examples: [{}, { name: 'the Pro plan operations', query: { plan: 'pro' } }],
  deps: { priceList: PriceList },
  handler: ({ query }, { priceList }) => {
    const operations = priceList.operations(query);
    return { count: operations.length, operations };
  },
});
