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

export const SERVICE_TOKENS: Record<ServiceName, symbol> = {
  Ephemeris: Symbol.for('celestial.Ephemeris'),
  TimeZones: Symbol.for('celestial.TimeZones'),
  Clock: Symbol.for('celestial.Clock'),
  Random: Symbol.for('celestial.Random'),
};

let sharedEphemeris: SwissEphemeris | undefined;

export function createContainer(overrides: Partial<ServiceTypes> = {}): DependencyContainer {
  const c = rootContainer.createChildContainer();
  // The Swiss Ephemeris keeps global state in C; one adapter per process.
  sharedEphemeris ??= new SwissEphemeris();
  const impls: ServiceTypes = {
    Ephemeris: sharedEphemeris,
    TimeZones: new LuxonTimeZones(),
    Clock: new SystemClock(),
    Random: new SeededRandom(),
    ...overrides,
  };
  for (const [name, token] of Object.entries(SERVICE_TOKENS)) {
    c.register(token, { useValue: impls[name as ServiceName] });
  }
  return c;
}

export function resolveService<N extends ServiceName>(c: DependencyContainer, name: N): ServiceTypes[N] {
  return c.resolve<ServiceTypes[N]>(SERVICE_TOKENS[name]);
}
