/**
 * What Schemathesis found in the reports (issue 10, session 9): POST /reports/muhurta?format=pdf
 * at latitude 89 answered 422 CALCULATION_ERROR (the Sun does not rise there in July, so the
 * Vedic day /vedic/muhurta reads is undefined), a status its OpenAPI did not document: reports
 * declare `calculation: false` (no fields/precision/lang query), which also dropped the 422 that
 * every operation a report composes documents. Reports now declare answersCalculationError, and
 * the document lists 422 on every POST /reports/*; the answer itself was already right
 * (SERVICE-SPEC: CALCULATION_ERROR, valid input but not computable), and nothing is charged.
 */
import t from 'tap';
import { app, get, post } from '../helpers/app.js';

await app({ families: ['reports'] });

t.test('POST /reports/muhurta at latitude 89 in July: 422 CALCULATION_ERROR in the envelope, nothing charged', async (t) => {
  // The body Schemathesis sent, less its members at their defaults.
  const body = { activity: 'marriage', language: 'ar', latitude: 89, longitude: 77.209, startDate: '1990-07-15', endDate: '1990-07-15', timezone: 'Asia/Kolkata' };
  const r = await post('/v1/reports/muhurta?format=pdf', body);
  t.equal(r.status, 422);
  t.equal(r.body.ok, false);
  t.equal(r.body.error.code, 'CALCULATION_ERROR');
  t.match(r.body.error.message, /no sunrise at this latitude/);
  t.equal(r.headers['x-credits-used'], '0', 'a report that was not made costs nothing');
});

t.test('POST /reports/natal with Placidus inside the polar circle: 422 naming the house systems that work', async (t) => {
  const chart = { date: '1990-12-15', time: '12:00:00', timezone: 'UTC', latitude: 80, longitude: 0 };
  const r = await post('/v1/reports/natal?format=html', { chart: { ...chart, houseSystem: 'P' } });
  t.equal(r.status, 422);
  t.equal(r.body.error.code, 'CALCULATION_ERROR');
  t.match(r.body.error.message, /Placidus houses cannot be computed at latitude 80/);
  const whole = await post('/v1/reports/natal?format=html', { chart: { ...chart, houseSystem: 'W' } });
  t.equal(whole.status, 200, 'the same chart in whole signs is made');
  t.match(String(whole.body), /^<!DOCTYPE html>/i);
});

t.test('the OpenAPI document lists 422 CALCULATION_ERROR on every POST /reports/* and not on GET /reports/{id}', async (t) => {
  const doc = (await get('/v1/openapi.json')).body;
  const reports = Object.entries(doc.paths as Record<string, Record<string, any>>).filter(([p]) => p.startsWith('/v1/reports/'));
  const posts = reports.filter(([, ops]) => ops.post);
  t.equal(posts.length, 13, 'the thirteen report kinds');
  for (const [p, ops] of posts) {
    t.same(ops.post.responses['422'], { $ref: '#/components/responses/Error422CalculationError' }, `POST ${p}`);
  }
  t.equal(doc.paths['/v1/reports/{id}'].get.responses['422'], undefined, 'reading a stored report calculates nothing');
  t.same(doc.components.responses.Error422CalculationError.content['application/json'].schema.allOf[1].properties.error.properties.code.enum, ['CALCULATION_ERROR']);
});
