/**
 * Health and readiness for load balancers and orchestrators, at the root, outside `/v1`:
 * SERVICE-SPEC is silent on them, and they are not API operations (no key, no metering, no
 * keyless rate budget, not in the OpenAPI document), so they sit beside `/metrics` where
 * probes conventionally look (Kubernetes' `/healthz`, `/readyz`).
 *
 * - `GET /healthz`: the process is up and its event loop answers; nothing else is touched, so
 *   a liveness probe never restarts a service whose database is briefly away.
 * - `GET /readyz`: the service can answer calls: the store answers a round trip
 *   (`Store.ping()`), and the ephemeris places the Sun at JD 2451545.0 UT within 0.01° of
 *   280.37° (apparent geocentric longitude: Swiss Ephemeris gives 280.3689°; Meeus'
 *   low-precision solar formulae, Astronomical Algorithms ch. 25, give 280.373°, within their
 *   stated 0.01°). One position call: cheap enough for a probe every few seconds. 503 with
 *   what failed otherwise.
 *
 * The 503 carries `INTERNAL_ERROR` (the catalogue has no "not ready" code; its 503 codes name the
 * AI gateway and the queue), with `details` listing each check.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@celestial/core';
import type { Ephemeris, Reports } from '@celestial/core';
import type { Store } from '../store/store.js';
import { errorBody } from './errors.js';

const J2000 = 2451545.0;
const SUN = 0;
const SUN_AT_J2000 = 280.37;

export type CheckResult = { ok: true } | { ok: false; error: string };

export async function checkStore(store: Store): Promise<CheckResult> {
  try {
    await store.ping();
    return { ok: true };
  } catch (err) {
    // The driver's message, not the connection string (a MongoDB URI may carry a password).
    return { ok: false, error: `the store does not answer (${err instanceof Error ? err.name : 'error'})` };
  }
}

export function checkEphemeris(ephemeris: Ephemeris): CheckResult {
  try {
    const sun = ephemeris.position(J2000, SUN, { zodiacType: 'tropical', siderealMode: 0 });
    if (!Number.isFinite(sun.longitude) || Math.abs(sun.longitude - SUN_AT_J2000) > 0.01) {
      return { ok: false, error: `the Sun at J2000.0 came out at ${sun.longitude}°, not ${SUN_AT_J2000}°` };
    }
    return { ok: true };
  } catch {
    return { ok: false, error: 'the ephemeris could not place the Sun at J2000.0' };
  }
}

export function registerHealth(app: FastifyInstance, deps: { store: Store; ephemeris: Ephemeris; reports?: Reports }): void {
  const started = Date.now();
  app.get('/healthz', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send({ ok: true, data: { status: 'up', uptimeSeconds: Math.round((Date.now() - started) / 1000) } }),
  );
  app.get('/readyz', async (request, reply) => {
    const store = await checkStore(deps.store);
    const ephemeris = checkEphemeris(deps.ephemeris);
    // Reports (issue 17): without Chromium the service still answers every other operation, so
    // a missing printer is listed (checks.reports, degraded) without making the service unready;
    // the checks keep their two members while it is there.
    const reportsMissing = deps.reports?.unavailable() ?? null;
    const checks = { store: store.ok ? 'ok' : store.error, ephemeris: ephemeris.ok ? 'ok' : ephemeris.error, ...(reportsMissing ? { reports: reportsMissing } : {}) };
    if (store.ok && ephemeris.ok) return reply.type('application/json; charset=utf-8').send({ ok: true, data: { status: 'ready', checks, ...(reportsMissing ? { degraded: ['reports'] } : {}) } });
    const failed = Object.entries(checks).filter(([k, v]) => v !== 'ok' && k !== 'reports').map(([k]) => k);
    const err = new ApiError('INTERNAL_ERROR', `Not ready: ${failed.join(' and ')} failed`, { details: checks });
    return reply.code(503).header('Retry-After', '5').type('application/json; charset=utf-8').send(errorBody(err, request.id));
  });
}
