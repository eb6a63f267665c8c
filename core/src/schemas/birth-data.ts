/**
 * The birth-data object (SERVICE-SPEC, "Natal chart input (birth data object)"), as TypeBox.
 *
 * What JSON Schema cannot say is carried by the `x-birth-data` keyword, which the runtime's
 * ajv implements: the short names `lat`, `lon`, `lng`, `tz` are refused with INVALID_FIELD;
 * `timeZone`, `time_zone` or `tz` carrying a zone name get an INVALID_FIELD pointing at
 * `timezone`; `timezone` must be `auto` or an IANA name (abbreviations such as EST refused).
 * Dates are real calendar dates (ajv-formats' `date` checks month lengths and leap years),
 * so 2023-02-30 is refused, never rolled over.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TObject, TProperties } from '@sinclair/typebox';
import { HOUSE_SYSTEM_CODES } from '../astro/houses.js';
import type { HouseSystemCode } from '../astro/houses.js';
import { AYANAMSA_IDS, AYANAMSA_SLUGS } from '../astro/ayanamsa.js';
import type { AyanamsaSlug } from '../astro/ayanamsa.js';

/** Which time strings an operation accepts (SERVICE-SPEC birth data `time`, rule 2). */
export type TimeFormat = 'HH:mm:ss' | 'HH:mm|HH:mm:ss' | 'chinese';

const TIME_PATTERNS: Record<TimeFormat, { pattern: string; description: string }> = {
  'HH:mm:ss': { pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss (hour 00-23, minute and second 00-59)' },
  'HH:mm|HH:mm:ss': { pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'local time HH:mm or HH:mm:ss (hour 00-23, minute and second 00-59)' },
  chinese: { pattern: '^(([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d|24:00:00)$', description: 'local time HH:mm:ss; 24:00:00 (end of day) is accepted on Chinese-calendar operations' },
};

/** An enum schema that ajv reports as one `enum` error (the runtime lists the allowed set). */
export function StringEnum<const T extends string>(values: readonly T[], options: { description?: string; default?: T } = {}) {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
}

/**
 * The years every date member accepts, one rule for every operation. SERVICE-SPEC fixes the
 * form (4 digits, so no year before 0000); the end is the ephemeris's: Swiss Ephemeris answers
 * from its files for 1800-2399 and from the Moshier theory for -3000 to 3000 (sweph.h,
 * MOSHPLEPH_END = JD 2818000.5, 3003-04-29). 2999 leaves room for a zone offset, the next
 * sunrise and the searches around a date without leaving the theory; beyond it the library
 * could only answer an error. The pattern carries the range, so the 400 names it.
 */
export const DateString = Type.String({
  format: 'date',
  pattern: '^[0-2]\\d{3}-\\d{2}-\\d{2}$',
  description: 'a calendar date YYYY-MM-DD in the years 0000-2999 (Swiss Ephemeris files for 1800-2399, the Moshier theory outside them)',
  examples: ['1990-07-15'],
});
export const Latitude = Type.Number({ minimum: -90, maximum: 90, description: 'decimal degrees, north positive' });
export const Longitude = Type.Number({ minimum: -180, maximum: 180, description: 'decimal degrees, east positive' });

function birthDataProperties(time: TimeFormat) {
  return {
    date: DateString,
    time: Type.String({ ...TIME_PATTERNS[time], examples: ['14:30:00'] }),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { description: 'hours east of UTC (5.5 for India); ignored when timezone is sent', default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name (Europe/Kyiv) or auto (zone from the coordinates); wins over timezoneOffset' })),
    latitude: Latitude,
    longitude: Longitude,
    houseSystem: Type.Optional(StringEnum<HouseSystemCode>(HOUSE_SYSTEM_CODES, { description: 'Swiss Ephemeris house system letter; case matters', default: 'P' })),
    name: Type.Optional(Type.String({ maxLength: 200, default: '' })),
    city: Type.Optional(Type.String({ maxLength: 200, default: '', description: 'display label only, never geocoded' })),
    zodiacType: Type.Optional(StringEnum(['tropical', 'sidereal'] as const)),
    ayanamsaId: Type.Optional(Type.Union([Type.Unsafe<number>({ type: 'integer', enum: [...AYANAMSA_IDS] }), Type.Null()], { description: 'sidereal school by its Swiss Ephemeris SE_SIDM number' })),
    ayanamsa: Type.Optional(StringEnum<AyanamsaSlug>(AYANAMSA_SLUGS, { description: 'sidereal school by name; lahiri when omitted' })),
    cosmogram: Type.Optional(Type.Boolean()),
  };
}

type BirthProps = ReturnType<typeof birthDataProperties>;

/**
 * The birth-data schema, optionally extended with an operation's own members. Extra keys
 * are allowed (SERVICE-SPEC: "additional keys ... allowed").
 */
export function birthData<P extends TProperties = {}>(extra?: P, options: { time?: TimeFormat; description?: string } = {}): TObject<BirthProps & P> {
  return Type.Object(
    { ...birthDataProperties(options.time ?? 'HH:mm:ss'), ...(extra ?? ({} as P)) },
    { additionalProperties: true, 'x-birth-data': true, description: options.description ?? 'birth data (SERVICE-SPEC natal chart input)' },
  ) as TObject<BirthProps & P>;
}

export const BirthData = birthData();
export type BirthDataInput = Static<typeof BirthData>;

/** Bounded list of Swiss Ephemeris body ids (SERVICE-SPEC field bounds: at most 32 non-negative integers). */
export const BodyIdList = Type.Array(Type.Integer({ minimum: 0 }), { maxItems: 32, description: 'Swiss Ephemeris body numbers' });
/** At most 64 aspect angles, each 0 to 360. */
export const AspectAngleList = Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { maxItems: 64 });
