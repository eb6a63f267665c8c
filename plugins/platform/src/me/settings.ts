import { Type } from '@sinclair/typebox';
import { Accounts, defineOperation } from '@celestial/core';
import { settingsOut, withRequestNames } from '../lib/answers.js';
import { Settings } from '../lib/schemas.js';

export default defineOperation({
  method: 'PATCH',
  path: '/me/settings',
  summary: 'Account settings: overage billing and the AI spend cap',
  description:
    'Authorization: Bearer <token>. overageEnabled switches overage billing on paid plans (on by default; 400 when switched on for Free). aiSpendCap is credits per cycle on AI operations behind 429 SPEND_CAP_REACHED; null clears it. Absent members stay; effective from the next request. aiSpentCycle is 0 while the service has no AI operations.',
  body: Type.Object({
    overageEnabled: Type.Optional(Type.Boolean()),
    aiSpendCap: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  }),
  response: Type.Object({
    settings: Type.Object({ ...Settings.properties, aiSpentCycle: Type.Integer({ minimum: 0 }) }),
  }),
  calculation: false,
  examples: [{ name: 'cap AI spend', body: { aiSpendCap: 50000 } }],
  deps: { accounts: Accounts },
  handler: async ({ body, caller }, { accounts }) => {
    // The accounts service reads the catalogue's snake_case members; its refusals are renamed
    // back to the members the caller sent.
    const input = { ...(body.overageEnabled !== undefined ? { overage_enabled: body.overageEnabled } : {}), ...(body.aiSpendCap !== undefined ? { ai_spend_cap: body.aiSpendCap } : {}) };
    const r = await withRequestNames({ overage_enabled: 'overageEnabled', ai_spend_cap: 'aiSpendCap' }, () => accounts.updateSettings(caller, input));
    return { settings: settingsOut(r.settings) };
  },
});
