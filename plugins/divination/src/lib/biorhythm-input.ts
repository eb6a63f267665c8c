/** The date-range checks of the /biorhythm operations: refusals name the member. */
import { ApiError } from '@celestial/core';
import { daysBetween } from './calendar.js';

const refuse = (path: string, message: string) => new ApiError('INVALID_INPUT', `Validation failed: ${path} ${message}`, { details: [{ path, message }] });

/** Days from birthDate to from, and the range's length; from >= birthDate, to - from <= 366. */
export function biorhythmRange(birthDate: string, from: string, to: string): { start: number; days: number } {
  const start = daysBetween(birthDate, from);
  const days = daysBetween(from, to);
  if (start < 0) throw refuse('from', 'must not be before birthDate');
  if (days < 0) throw refuse('to', 'must not be before from');
  if (days > 366) throw refuse('to', 'must be at most 366 days after from');
  return { start, days };
}
