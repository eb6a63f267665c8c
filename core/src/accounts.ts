/**
 * The account and key management the platform operations need (SERVICE-SPEC "Key management
 * and account operations"), as a service interface: plugins/platform calls it, the runtime
 * implements it over the Store (runtime/src/accounts/). Every method takes the Caller the
 * access step established and answers plain JSON records; refusals are ApiErrors.
 */
import type { Caller } from './operation.js';

export interface Accounts {
  /** Liveness of the storage engine, for GET /status. */
  storageHealthy(): Promise<boolean>;
}
