import { Type } from '@sinclair/typebox';
import { Accounts, Ephemeris, StringEnum, defineOperation } from '@celestial/core';
import type { Ephemeris as EphemerisService } from '@celestial/core';
import { instantOut } from './lib/answers.js';
import { Plan, Timestamp } from './lib/schemas.js';

const Health = StringEnum(['ok', 'degraded', 'down'] as const);
const Optional = StringEnum(['ok', 'degraded', 'down', 'not-configured'] as const, {
  description: 'not-configured: the service has no such component (yet); it does not count against the overall status',
});

/** The ephemeris answers a position of the Sun now: finite numbers, a longitude in [0, 360). */
function probeEphemeris(ephemeris: EphemerisService, at: Date): 'ok' | 'down' {
  try {
    const hour = at.getUTCHours() + at.getUTCMinutes() / 60 + at.getUTCSeconds() / 3600;
    const jd = ephemeris.julianDay(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate(), hour);
    const sun = ephemeris.position(jd, 0, { zodiacType: 'tropical', siderealMode: 0 });
    return Number.isFinite(sun.longitude) && sun.longitude >= 0 && sun.longitude < 360 && Number.isFinite(sun.longitudeSpeed) ? 'ok' : 'down';
  } catch {
    return 'down';
  }
}

export default defineOperation({
  method: 'GET',
  path: '/status',
  summary: 'Service status: probed components and the calling key',
  description:
    'The key is read from X-Api-Key (the deprecated ?key= query still works and then carries Deprecation and Warning headers). Components are probed on each call: ephemeris by computing a position of the Sun, storage by a read. The service has no AI gateway and no job queue yet: they answer not-configured. status is ok when every configured component is ok, down when all are down, degraded otherwise. No credits.',
  query: Type.Object({ key: Type.Optional(Type.String({ description: 'deprecated: the API key; send X-Api-Key instead' })) }),
  response: Type.Object({
    status: Health,
    version: Type.String(),
    time: Timestamp,
    components: Type.Object({ ephemeris: Health, aiGateway: Optional, queue: Optional, storage: Health }),
    key: Type.Object({
      valid: Type.Boolean(),
      mode: Type.Union([StringEnum(['live', 'test'] as const), Type.Null()]),
      plan: Type.Union([Plan, Type.Null()]),
    }),
  }),
  calculation: false,
  examples: [{}],
  deps: { accounts: Accounts, ephemeris: Ephemeris },
  handler: async ({ caller }, { accounts, ephemeris }) => {
    const facts = await accounts.status(caller);
    const probed = [probeEphemeris(ephemeris, new Date(facts.time)), facts.storage] as const;
    const up = probed.filter((s) => s === 'ok').length;
    const status: 'ok' | 'degraded' | 'down' = up === probed.length ? 'ok' : up === 0 ? 'down' : 'degraded';
    return {
      status,
      version: facts.version,
      time: instantOut(facts.time),
      components: { ephemeris: probed[0], aiGateway: 'not-configured' as const, queue: 'not-configured' as const, storage: facts.storage },
      key: facts.key,
    };
  },
});
