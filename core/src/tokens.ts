/**
 * Service tokens as values, named like the interfaces they stand for, so an operation
 * writes `deps: { ephemeris: Ephemeris }` (DESIGN.md, "An operation, as a file"). Each name
 * is both the interface (type) and its token (value).
 */
import type { ServiceToken } from './operation.js';
import type * as S from './services.js';

export type Ephemeris = S.Ephemeris;
export type TimeZones = S.TimeZones;
export type Clock = S.Clock;
export type Random = S.Random;
export type Accounts = S.Accounts;
export type Webhooks = import('./webhooks.js').Webhooks;
export type PriceList = import('./webhooks.js').PriceList;
export type Reports = import('./reports.js').Reports;
export type Operations = import('./operations.js').Operations;
export type Interpreter = import('./interpreter.js').Interpreter;
export const Ephemeris: ServiceToken<'Ephemeris'> = { service: 'Ephemeris' };
export const TimeZones: ServiceToken<'TimeZones'> = { service: 'TimeZones' };
export const Clock: ServiceToken<'Clock'> = { service: 'Clock' };
export const Random: ServiceToken<'Random'> = { service: 'Random' };
export const Accounts: ServiceToken<'Accounts'> = { service: 'Accounts' };
export const Webhooks: ServiceToken<'Webhooks'> = { service: 'Webhooks' };
export const PriceList: ServiceToken<'PriceList'> = { service: 'PriceList' };
export const Reports: ServiceToken<'Reports'> = { service: 'Reports' };
export const Operations: ServiceToken<'Operations'> = { service: 'Operations' };
export const Interpreter: ServiceToken<'Interpreter'> = { service: 'Interpreter' };
