/**
 * runtime/src/http/validation.ts compileOnFirstUse: the schema is compiled on the first call,
 * once, and each call's errors are the ones ajv reported for that call's data.
 */
import t from 'tap';
import type { TimeZones } from '@celestial/core';
import { compileOnFirstUse, createAjv } from '../../runtime/src/http/validation.js';

const timeZones = { isValidZone: (z: string) => z === 'Europe/Kyiv' } as unknown as TimeZones;
const schema = { type: 'object', properties: { latitude: { type: 'number', minimum: -90, maximum: 90 } }, required: ['latitude'] };

t.test('compiles on the first call, once, and carries each call\'s errors', async (t) => {
  const ajv = createAjv({ coerce: false, timeZones });
  let compiles = 0;
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((s: object) => { compiles++; return compile(s); }) as typeof ajv.compile;
  const validate = compileOnFirstUse(ajv, schema);
  t.equal(compiles, 0, 'nothing compiled before the first request');
  t.equal(validate({ latitude: 120 }), false, 'latitude 120 is out of range');
  t.equal(validate.errors?.[0]?.instancePath, '/latitude');
  t.equal(validate.errors?.[0]?.keyword, 'maximum');
  t.equal(validate({ latitude: 50.45 }), true);
  t.equal(validate.errors, null, 'a valid call clears the previous errors');
  t.equal(validate({}), false);
  t.equal(validate.errors?.[0]?.keyword, 'required');
  t.equal(compiles, 1, 'compiled once for the three calls');
});

t.test('the birth-data keyword works through the lazy validator', async (t) => {
  const ajv = createAjv({ coerce: false, timeZones });
  const validate = compileOnFirstUse(ajv, { type: 'object', 'x-birth-data': true });
  t.equal(validate({ timezone: 'EST' }), false);
  t.equal(validate.errors?.[0]?.params.code, 'INVALID_FIELD');
  t.equal(validate({ timezone: 'Europe/Kyiv' }), true);
});
