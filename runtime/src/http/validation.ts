/**
 * Input validation: ajv compiles the operations' TypeBox schemas; its errors become the
 * specification's error shapes (SERVICE-SPEC, "Errors"): INVALID_INPUT with one
 * `{ path, message }` per failed field, MISSING_FIELDS when required fields are absent, and
 * INVALID_FIELD for the birth-data rules that JSON Schema cannot state (`x-birth-data`).
 */
import Ajv from 'ajv';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ApiError, DateString } from '@celestial/core';
import type { FieldError, TimeZones } from '@celestial/core';

/** Short or misspelt names and the field the caller meant (SERVICE-SPEC birth data, rule 1). */
const SHORT_NAMES: Record<string, string> = { lat: 'latitude', lon: 'longitude', lng: 'longitude' };
const ZONE_SPELLINGS = ['timeZone', 'time_zone', 'tz'];

function birthDataProblems(data: Record<string, unknown>, timeZones: TimeZones): ErrorObject[] {
  const errs: ErrorObject[] = [];
  const err = (field: string, message: string): ErrorObject => ({
    keyword: 'x-birth-data', instancePath: '', schemaPath: '#/x-birth-data', params: { code: 'INVALID_FIELD', field }, message,
  });
  for (const [short, full] of Object.entries(SHORT_NAMES)) {
    if (short in data) errs.push(err(short, `is not accepted: send the full name "${full}"`));
  }
  for (const spelling of ZONE_SPELLINGS) {
    if (!(spelling in data)) continue;
    const v = data[spelling];
    if (typeof v === 'number' && spelling === 'tz') errs.push(err('tz', 'is not accepted: send the offset in hours as "timezoneOffset", or an IANA zone name as "timezone"'));
    else errs.push(err(spelling, `is not accepted: send the zone name as "timezone" (an IANA name such as Europe/Kyiv, or auto)`));
  }
  const tz = data.timezone;
  if (typeof tz === 'string' && tz !== 'auto' && !timeZones.isValidZone(tz)) {
    errs.push(
      /^[A-Za-z]{2,6}(\d{1,2}([A-Za-z]{2,6})?)?$/.test(tz)
        ? err('timezone', `"${tz}" is an abbreviation, not an IANA zone name: send a name such as America/New_York, or auto`)
        : err('timezone', `"${tz}" is not an IANA zone name: send a name such as Europe/Kyiv, or auto`),
    );
  }
  return errs;
}

export function createAjv(options: { coerce: boolean; timeZones: TimeZones }): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: false,
    useDefaults: true,
    coerceTypes: options.coerce ? 'array' : false,
    verbose: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addKeyword({
    keyword: 'x-birth-data',
    schemaType: 'boolean',
    errors: true,
    validate: function birthData(this: unknown, _schema: boolean, data: unknown) {
      if (typeof data !== 'object' || data === null) return true;
      const errs = birthDataProblems(data as Record<string, unknown>, options.timeZones);
      (birthData as unknown as ValidateFunction).errors = errs;
      return errs.length === 0;
    },
  });
  return ajv;
}

/**
 * A validator that compiles its schema on first use. Compiling every operation's schemas when
 * the server starts took about 5 s of each start (and of each test file that builds the app),
 * while a process often serves a few of them; the first call of an operation pays its own
 * compile once (milliseconds). test/lint.test.ts compiles every schema, so a schema ajv refuses
 * fails the tests, not a caller's first request.
 */
export function compileOnFirstUse(ajv: Ajv, schema: object): ((data: unknown) => boolean) & { errors: ValidateFunction['errors'] } {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= ajv.compile(schema);
    const valid = compiled(data) as boolean;
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null as ValidateFunction['errors'];
  return validate;
}

function joinPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').filter(Boolean).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extra) parts.push(extra);
  return parts.join('.');
}

function messageOf(e: ErrorObject): string {
  const parent = e.parentSchema as { description?: string; enum?: unknown[] } | undefined;
  switch (e.keyword) {
    case 'required':
      return 'is required';
    case 'enum': {
      const values = (e.params as { allowedValues: unknown[] }).allowedValues;
      return `must be one of: ${values.join(', ')}`;
    }
    case 'pattern':
      // A date member whose operation rewrote the description still says the one year range.
      if ((e.params as { pattern: string }).pattern === DateString.pattern) return `must be ${DateString.description}`;
      return parent?.description ? `must be ${parent.description}` : `must match the pattern ${(e.params as { pattern: string }).pattern}`;
    case 'format':
      return (e.params as { format: string }).format === 'date' ? 'must be a real calendar date YYYY-MM-DD' : `must be a valid ${(e.params as { format: string }).format}`;
    case 'additionalProperties':
      return `has an unknown member "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    default:
      return e.message ?? 'is invalid';
  }
}

/**
 * Turns ajv's errors into the API error. The code is INVALID_FIELD when a birth-data rule
 * failed, MISSING_FIELDS when only required members are absent or some are, else INVALID_INPUT.
 * `prefix` names the request part for query and path parameters.
 */
export function validationError(errors: ErrorObject[], prefix = ''): ApiError {
  const details: FieldError[] = [];
  const seen = new Set<string>();
  // An anyOf (nullable number, say) failing reports each branch; keep the informative one.
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  let invalidField = false;
  let missing = false;
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'if') continue;
    if (anyOfPaths.has(e.instancePath) && e.keyword === 'type' && (e.params as { type: string }).type === 'null') continue;
    let p: string;
    if (e.keyword === 'required') {
      p = joinPath(e.instancePath, (e.params as { missingProperty: string }).missingProperty);
      missing = true;
    } else if (e.keyword === 'x-birth-data') {
      p = joinPath(e.instancePath, (e.params as { field: string }).field);
      invalidField = true;
    } else {
      p = joinPath(e.instancePath);
    }
    if (prefix) p = p ? `${prefix}.${p}` : prefix;
    // One entry per failed field: a date that fails both its pattern and its format is one field.
    const k = p || '(body)';
    if (seen.has(k)) continue;
    seen.add(k);
    details.push({ path: k, message: messageOf(e) });
  }
  if (details.length === 0) details.push({ path: prefix || '(body)', message: 'is invalid' });
  const first = details[0]!;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  if (invalidField) {
    const f = details.find((d) => errors.some((e) => e.keyword === 'x-birth-data' && d.path.endsWith((e.params as { field: string }).field)))!;
    return new ApiError('INVALID_FIELD', `Invalid field: ${f.path} ${f.message}`, { details });
  }
  if (missing) {
    const names = details.filter((d) => d.message === 'is required').map((d) => d.path);
    return new ApiError('MISSING_FIELDS', `Missing required fields: ${names.join(', ')}`, { details });
  }
  return new ApiError('INVALID_INPUT', `Validation failed: ${first.path} ${first.message}${more}`, { details });
}
