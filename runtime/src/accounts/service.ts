/**
 * The Accounts service over the Store: key management, usage, login and the account views
 * the platform operations answer with (core/src/accounts.ts). Time comes from the Clock.
 */
import type { Accounts, Clock } from '@celestial/core';
import type { Store } from '../store/store.js';

export interface AccountsOptions {
  /** Bearer token lifetime, milliseconds. */
  sessionTtlMs: number;
}

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = { sessionTtlMs: 24 * 3600 * 1000 };

export class AccountsService implements Accounts {
  constructor(
    readonly store: Store,
    readonly clock: Clock,
    readonly options: AccountsOptions = DEFAULT_ACCOUNTS_OPTIONS,
  ) {}

  async storageHealthy(): Promise<boolean> {
    try {
      await this.store.getAccount('__health__');
      return true;
    } catch {
      return false;
    }
  }
}
