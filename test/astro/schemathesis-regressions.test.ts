/**
 * What Schemathesis found in core's shared astronomy (issue 10, session 8): an operation whose
 * body declares its own `timezone` string (not core's birthData, whose x-birth-data rule refuses
 * an unknown zone at validation) handed "0" to resolveMoment, and luxon's invalid zone gave NaN
 * offsets and a 500. resolveMoment now refuses it with INVALID_INPUT naming `timezone`.
 */
import t from 'tap';
import { ApiError } from '../../core/src/errors.js';
import { resolveMoment } from '../../core/src/astro/index.js';
import { SwissEphemeris } from '../../runtime/src/services/swiss-ephemeris.js';
import { LuxonTimeZones } from '../../runtime/src/services/luxon-time-zones.js';
import { app, post } from '../helpers/app.js';

await app({ families: ['render'] });
const services = { ephemeris: new SwissEphemeris(), timeZones: new LuxonTimeZones() };

t.test('resolveMoment refuses a zone name IANA does not know, and still reads real ones', async (t) => {
  for (const timezone of ['0', '0000000000000000', 'Mars/Olympus_Mons']) {
    const thrown = (() => {
      try {
        resolveMoment({ date: '1990-07-15', time: '12:00:00', timezone, latitude: 0, longitude: 0 }, services);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    t.ok(thrown instanceof ApiError, `"${timezone}": an ApiError`);
    t.equal((thrown as ApiError).code, 'INVALID_INPUT');
    t.same((thrown as ApiError).details, [{ path: 'timezone', message: `"${timezone}" is not an IANA zone name: send a name such as Europe/Kyiv, or auto` }]);
  }
  // Kyiv keeps summer time (UTC+3) in July 1990: 12:00 local is 09:00 UT.
  const kyiv = resolveMoment({ date: '1990-07-15', time: '12:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 }, services);
  t.same([kyiv.timezoneOffset, kyiv.utc], [3, '1990-07-15T09:00:00Z']);
});

t.test('POST /render/moon-phase with timezone "0": 400 naming timezone, not a 500', async (t) => {
  const body = { date: '1990-07-15', time: '12:00:00', timezone: '0', timezoneOffset: 0, latitude: 0, longitude: 0, options: {} };
  const r = await post('/v1/render/moon-phase', body);
  t.equal(r.status, 400);
  t.equal(r.body.ok, false);
  t.equal(r.body.error.code, 'INVALID_INPUT');
  t.same(r.body.error.details.map((d: { path: string }) => d.path), ['timezone']);
  const ok = await post('/v1/render/moon-phase', { ...body, timezone: 'Europe/Kyiv' });
  t.equal(ok.status, 200, 'the same body with a real zone draws');
  t.match(ok.body.data.svg, /^<svg /);
});

t.test('POST /render/moon-phase with a title holding U+001D: the control character is dropped, the SVG is XML and the PNG draws (was a 500)', async (t) => {
  const body = { date: '1990-07-15', time: '12:00:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 };
  const svg = await post('/v1/render/moon-phase', { ...body, options: { title: 'Moon\u001d phase' } });
  t.equal(svg.status, 200);
  t.notOk(svg.body.data.svg.includes('\u001d'), 'no character XML forbids');
  t.match(svg.body.data.svg, /Moon phase/);
  const png = await post('/v1/render/moon-phase', { ...body, options: { title: '\u001d', format: 'png' } });
  t.equal(png.status, 200, 'the PNG is drawn');
});
