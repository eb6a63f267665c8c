/** The query parameters every calculation operation accepts, merged into its own query schema. */
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import { LANG_CODES, StringEnum } from '@celestial/core';

export const COMMON_QUERY = {
  fields: Type.String({ description: 'comma-separated dotted paths relative to data to keep; applies to every array element', maxLength: 2000 }),
  precision: Type.Integer({ minimum: 0, maximum: 15, description: 'decimals every non-integer number is rounded to; integers untouched' }),
  lang: StringEnum(LANG_CODES, { description: 'response language' }),
};

export function querySchemaFor(own: TSchema | undefined, calculation: boolean): Record<string, unknown> | undefined {
  const ownProps = (own as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const required = (own as { required?: string[] } | undefined)?.required;
  if (!calculation && !own) return undefined;
  return {
    type: 'object',
    properties: { ...(calculation ? COMMON_QUERY : {}), ...ownProps },
    ...(required?.length ? { required } : {}),
    additionalProperties: true,
  };
}
