/**
 * Bring-your-own-key headers of /interpret/* (SERVICE-SPEC, POST /interpret/tarot): X-Provider
 * (one of the eight provider codes) only together with X-Provider-Key, X-Provider-Model at most
 * 120 characters. The provider adapters are not installed yet: a well-formed request is refused
 * with 503 AI_UNAVAILABLE (never answered by the service's own chain: the specification forbids
 * the fallback). The key is never put in a message, a log or a cache.
 */
import { ApiError } from '@celestial/core';

/** The eight provider codes (SERVICE-SPEC writes them <provider_1> to <provider_8>). */
export const PROVIDER_CODES = ['openai', 'anthropic', 'google', 'mistral', 'cohere', 'groq', 'deepseek', 'xai'] as const;

export function checkProviderHeaders(headers: Record<string, string | undefined>): void {
  const provider = headers['x-provider'];
  const key = headers['x-provider-key'];
  const model = headers['x-provider-model'];
  if (provider === undefined && key === undefined && model === undefined) return;
  if (provider === undefined || provider === '') throw ApiError.invalidField('X-Provider', 'is required with X-Provider-Key or X-Provider-Model');
  if (!(PROVIDER_CODES as readonly string[]).includes(provider)) throw ApiError.invalidField('X-Provider', `must be one of ${PROVIDER_CODES.join(', ')}`);
  if (key === undefined || key === '') throw ApiError.invalidField('X-Provider-Key', 'must be sent together with X-Provider');
  if (model !== undefined && (model === '' || model.length > 120)) throw ApiError.invalidField('X-Provider-Model', 'must be 1 to 120 characters');
  throw new ApiError('AI_UNAVAILABLE', `No adapter for provider '${provider}' is installed on this service yet; the request is not sent to any other model`);
}
