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
import { EventEngine } from './events/engine.js';
import { WebhookService } from './events/service.js';
import { RegistryPriceList } from './events/price-list.js';
import { DEFAULT_EVENTS_CONFIG } from './events/config.js';
import type { EventsConfig } from './events/config.js';
import { ReportService } from './reports/service.js';
import { RegistryOperations } from './services/operations.js';
import { ChainInterpreter } from './services/interpreter/chain-interpreter.js';
import type { Registry } from './registry.js';

export const SERVICE_TOKENS: Record<ServiceName, symbol> = {
  Ephemeris: Symbol.for('celestial.Ephemeris'),
  TimeZones: Symbol.for('celestial.TimeZones'),
  Clock: Symbol.for('celestial.Clock'),
  Random: Symbol.for('celestial.Random'),
  Accounts: Symbol.for('celestial.Accounts'),
  Webhooks: Symbol.for('celestial.Webhooks'),
  PriceList: Symbol.for('celestial.PriceList'),
  Reports: Symbol.for('celestial.Reports'),
  Operations: Symbol.for('celestial.Operations'),
  Interpreter: Symbol.for('celestial.Interpreter'),
};

/** Runtime-only services (never seen by plugins). */
export const STORE_TOKEN = Symbol.for('celestial.Store');
/** The event engine (scheduler and dispatcher, runtime/src/events/engine.ts). */
export const EVENT_ENGINE_TOKEN = Symbol.for('celestial.EventEngine');

let sharedEphemeris: SwissEphemeris | undefined;

/**
 * The container of one app. `registry` backs the Operations service (the composing families'
 * in-process calls); without one it knows no operation.
 */
export function createContainer(store: Store, overrides: Partial<ServiceTypes> = {}, eventsConfig: EventsConfig = DEFAULT_EVENTS_CONFIG, registry: Registry = { operations: [], byKey: new Map() }): DependencyContainer {
  const c = rootContainer.createChildContainer();
  // The Swiss Ephemeris keeps global state in C; one adapter per process.
  sharedEphemeris ??= new SwissEphemeris();
  const clock = overrides.Clock ?? new SystemClock();
  const ephemeris = overrides.Ephemeris ?? sharedEphemeris;
  const timeZones = overrides.TimeZones ?? new LuxonTimeZones();
  const engine = new EventEngine(store, { config: eventsConfig, clock, services: { ephemeris, timeZones } });
  const impls: ServiceTypes = {
    Ephemeris: ephemeris,
    TimeZones: timeZones,
    Random: new SeededRandom(),
    Accounts: new AccountsService(store, clock),
    Webhooks: new WebhookService(engine),
    PriceList: new RegistryPriceList(),
    Reports: new ReportService(store, engine, clock),
    // Resolves an invoked operation's services from this container when it is first called.
    Operations: new RegistryOperations(registry, timeZones, (service) => c.resolve(SERVICE_TOKENS[service as ServiceName])),
    // The composer alone unless the app passes the operator's chain (runtime/src/app.ts, config.ai).
    Interpreter: new ChainInterpreter(),
    ...overrides,
    Clock: clock,
  };
  for (const [name, token] of Object.entries(SERVICE_TOKENS)) {
    c.register(token, { useValue: impls[name as ServiceName] });
  }
  c.register(STORE_TOKEN, { useValue: store });
  c.register(EVENT_ENGINE_TOKEN, { useValue: engine });
  return c;
}

export function resolveService<N extends ServiceName>(c: DependencyContainer, name: N): ServiceTypes[N] {
  return c.resolve<ServiceTypes[N]>(SERVICE_TOKENS[name]);
}

export function resolveStore(c: DependencyContainer): Store {
  return c.resolve<Store>(STORE_TOKEN);
}

export function resolveEventEngine(c: DependencyContainer): EventEngine {
  return c.resolve<EventEngine>(EVENT_ENGINE_TOKEN);
}
