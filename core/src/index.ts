export * from './errors.js';
export * from './operation.js';
export type { ResolvedMoment, EphemerisSource, BodyPosition, ZodiacSettings, HouseResult, ServiceTypes, ServiceName } from './services.js';
export { Ephemeris, TimeZones, Clock, Random, Accounts } from './tokens.js';
export type * from './accounts.js';
export * from './schemas/birth-data.js';
export * from './schemas/common.js';
export * from './vocabulary/index.js';
export * from './draw.js';
