/**
 * Refusals of the charts slice: bad members are 400 INVALID_INPUT naming the field; a polar
 * day (no sunrise or sunset, so no Vedic day) is a CALCULATION_ERROR, never a 500 or a hang.
 */
import t from 'tap';
import { post } from '../helpers/app.js';
import { DELHI_BIRTH } from '../../plugins/vedic/src/lib/examples.js';

t.test('upagrahas: a bad nodeType is a 400 naming the field', async (t) => {
  for (const path of ['/v1/vedic/upagrahas/kalavelas', '/v1/vedic/upagrahas/aprakasha']) {
    const res = await post(path, { ...DELHI_BIRTH, nodeType: 'osculating' });
    t.equal(res.status, 400);
    t.equal(res.body.error.code, 'INVALID_INPUT');
    t.equal(res.body.error.details[0].path, 'nodeType');
  }
});

t.test('polar day: kalavelas and the sunrise-based lagnas refuse with CALCULATION_ERROR', async (t) => {
  const polar = { ...DELHI_BIRTH, latitude: 78.22, longitude: 15.65, timezone: 'Arctic/Longyearbyen' };
  for (const path of ['/v1/vedic/upagrahas/kalavelas', '/v1/vedic/lagnas/hora', '/v1/vedic/lagnas/pranapada', '/v1/vedic/lagnas/varnada']) {
    const res = await post(path, polar);
    t.equal(res.status, 422, `${path} ${res.raw.slice(0, 200)}`);
    t.equal(res.body.error.code, 'CALCULATION_ERROR');
  }
  // Charts that need no sunrise still answer there.
  for (const path of ['/v1/vedic/chart/sripati', '/v1/vedic/chart/bhava-chalit', '/v1/vedic/lagnas/sree', '/v1/vedic/divisional/d9']) {
    t.equal((await post(path, polar)).status, 200, path);
  }
});
