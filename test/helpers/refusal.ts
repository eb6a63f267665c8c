import { ApiError } from '@celestial/core';

/** Runs `fn`, which must throw an ApiError, and returns it (for asserting code, status, details). */
export function refusal(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected an ApiError');
}
