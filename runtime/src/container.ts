/**
 * The one tsyringe container: service implementations registered under the core tokens.
 * Tests pass `overrides` (a ManualClock, say) instead of patching modules.
 */
import 'reflect-metadata';
import { container as rootContainer } from 'tsyringe';
import type { DependencyContainer } from 'tsyringe';
import type { ServiceName, ServiceTypes } from '@celestial/core';
import { SwissEphemeris } from './services/swiss-ephemeris.js';
import { LuxonTimeZones } from './services/luxon-time-zones.js';
import { SystemClock } from './services/system-clock.js';
import { SeededRandom } from './services/seeded-random.js';
import { AccountsService } from './accounts/service.js';
import type { Store } from './store/store.js';

export const SERVICE_TOKENS: Record<ServiceName, symbol> = {
  Ephemeris: Symbol.for('celestial.Ephemeris'),
  TimeZones: Symbol.for('celestial.TimeZones'),
  Clock: Symbol.for('celestial.Clock'),
  Random: Symbol.for('celestial.Random'),
  Accounts: Symbol.for('celestial.Accounts'),
};

/** Runtime-only services (never seen by plugins). */
export const STORE_TOKEN = Symbol.for('celestial.Store');

let sharedEphemeris: SwissEphemeris | undefined;

export function createContainer(store: Store, overrides: Partial<ServiceTypes> = {}): DependencyContainer {
  const c = rootContainer.createChildContainer();
  // The Swiss Ephemeris keeps global state in C; one adapter per process.
  sharedEphemeris ??= new SwissEphemeris();
  const clock = overrides.Clock ?? new SystemClock();
  const impls: ServiceTypes = {
    Ephemeris: sharedEphemeris,
    TimeZones: new LuxonTimeZones(),
    Random: new SeededRandom(),
    Accounts: new AccountsService(store, clock),
    ...overrides,
    Clock: clock,
  };
  for (const [name, token] of Object.entries(SERVICE_TOKENS)) {
    c.register(token, { useValue: impls[name as ServiceName] });
  }
  c.register(STORE_TOKEN, { useValue: store });
  return c;
}

export function resolveService<N extends ServiceName>(c: DependencyContainer, name: N): ServiceTypes[N] {
  return c.resolve<ServiceTypes[N]>(SERVICE_TOKENS[name]);
}

export function resolveStore(c: DependencyContainer): Store {
  return c.resolve<Store>(STORE_TOKEN);
}
