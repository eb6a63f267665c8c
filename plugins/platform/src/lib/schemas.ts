/** Request and response shapes of the platform operations (catalogue/platform.jsonl, input and output). */
import { Type } from '@sinclair/typebox';
import { Instant, StringEnum } from '@celestial/core';

export const KeyId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200, description: 'the key id (from POST /keys or GET /keys)' }) });

// Instants with their offset (DESIGN.md, Vocabulary); the platform operations name no zone: +00:00.
const Timestamp = Instant('ISO 8601 instant to the second, +00:00');
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO 8601 date (UTC)' });

export const OriginRestrictionIn = Type.Object(
  {
    type: StringEnum(['server-only', 'public', 'allowlist'] as const, { description: "server-only (default, secret key), public (browser pk_ key); 'allowlist' is the older spelling of public" }),
    allowed_origins: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { description: 'hosts (example.com, *.example.com); at most 20; scheme and port ignored' })),
  },
  { description: 'the origin policy; it fixes the key class at creation' },
);

export const OriginRestrictionOut = Type.Object({
  type: StringEnum(['server-only', 'public'] as const),
  allowed_origins: Type.Array(Type.String()),
});

const CapCycle = Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'per-key credit budget per billing cycle; null = none; 0 = may spend nothing' });
const Scope = Type.Union([Type.Array(Type.String({ maxLength: 300 })), Type.Null()], {
  description: "paths relative to /v1 without the leading slash, exact ('chart') or a namespace ('embed/*'); null = every endpoint of the plan; [] refused",
});

export const CreateKeyBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100, description: 'key label, e.g. per environment' })),
  label: Type.Optional(Type.String({ maxLength: 100, description: 'same as name (older spelling)' })),
  mode: Type.Optional(Type.String({ maxLength: 20, description: "'test' creates a sandbox key (cel_test_/pk_test_, no credits); anything else a live key" })),
  origin_restriction: Type.Optional(Type.Union([OriginRestrictionIn, Type.Null()])),
  credits_cap_cycle: Type.Optional(CapCycle),
  allowed_endpoints: Type.Optional(Scope),
});

export const UpdateKeyBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  label: Type.Optional(Type.String({ maxLength: 100 })),
  origin_restriction: Type.Optional(OriginRestrictionIn),
  credits_cap_cycle: Type.Optional(CapCycle),
  allowed_endpoints: Type.Optional(Scope),
});

export const KeyRecordProps = {
  id: Type.String(),
  name: Type.String(),
  mode: StringEnum(['live', 'test'] as const),
  class: StringEnum(['server', 'public'] as const, { description: 'server: secret cel_ key; public: browser pk_ key' }),
  masked: Type.String({ description: 'prefix, first 4 and last 4 characters of the value' }),
  status: StringEnum(['valid', 'revoked', 'suspended', 'budget-exhausted'] as const),
  master: Type.Boolean({ description: 'the master key of the account (key management)' }),
  origin_restriction: OriginRestrictionOut,
  credits_cap_cycle: Type.Union([Type.Integer(), Type.Null()]),
  allowed_endpoints: Type.Union([Type.Array(Type.String()), Type.Null()]),
  createdAt: Timestamp,
  lastUsedAt: NullableTimestamp,
  revokedAt: NullableTimestamp,
};

export const KeyRecord = Type.Object(KeyRecordProps);

export const IssuedKey = Type.Object({
  key: Type.String({ description: 'the full key value: shown here once, never again' }),
  ...KeyRecordProps,
});

export const KeyBudget = Type.Object({
  creditsUsedCycle: Type.Integer({ minimum: 0 }),
  creditsRemainingCycle: Type.Integer({ minimum: 0 }),
  resetsOn: IsoDate,
});

export const RequestCounts = Type.Object({ today: Type.Integer({ minimum: 0 }), week: Type.Integer({ minimum: 0 }), month: Type.Integer({ minimum: 0 }) });

export const Credits = Type.Object({
  used: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 0 }),
  reset: IsoDate,
});

export const Settings = Type.Object({
  overageEnabled: Type.Boolean(),
  aiSpendCap: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});

export const Plan = StringEnum(['free', 'indie', 'starter', 'pro', 'business', 'enterprise'] as const);

export { Timestamp, NullableTimestamp, IsoDate };

/**
 * The key record's `name` is the label SERVICE-SPEC "API key" prescribes (`name`, also seen as
 * label), the caller's own text: it has no slug to carry. The vocabulary lint's named-no-slug
 * problem of a key record is spec-fixed at `at` (the record's path in the answer).
 */
export const keyNameSpecFixed = (at: string) => `${at} named-no-slug`;

/** Example placeholders the contract test replaces (see the platform tests and the report). */
export const MASTER_KEY_ID = '{masterKeyId}';
export const NEW_KEY_ID = '{newKeyId}';
