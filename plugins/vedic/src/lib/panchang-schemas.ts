/** Answer pieces the panchang operations share. */
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { Instant, UTC_INSTANT_PATTERN } from '@celestial/core';

export const LocalTime = Instant('local time of the chart place, ISO 8601 with offset, to the second');
export const UtcTime = Type.String({ pattern: UTC_INSTANT_PATTERN, description: 'UTC, ISO 8601, to the second' });
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const Weekday = Type.Object({ slug: Type.String({ description: 'sunday ... saturday' }), number: Type.Integer({ minimum: 1, maximum: 7, description: '1 Sunday ... 7 Saturday (the weekday of the Vedic day\'s sunrise)' }), name: Type.String({ description: "the weekday in the answer's language" }), vara: Type.String({ description: 'Sanskrit name of the vara (Ravivara ... Shanivara)' }) });
export const Span = Type.Object({ start: LocalTime, end: LocalTime, startUtc: UtcTime, endUtc: UtcTime });
