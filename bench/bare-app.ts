/**
 * The benchmark's baseline: a bare fastify app whose routes make the same swisseph calls as
 * POST /v1/planets and POST /v1/chart (runtime/src/services/swiss-ephemeris.ts through
 * core/src/astro/chart.ts), in the same order and with the same flags, and answer the numbers
 * as JSON. No schemas, no validation, no envelope, no keys, metering or cache, no request ids,
 * no signs, no echo of settings, no sensitivity: the floor the service's overhead is measured
 * against. /bare/chart casts the same chart as /v1/chart: bodies, cusps and angles, each
 * body's house, and the aspects (core's findAspects, the service's orbs, so both sides find
 * the same aspects with the same arithmetic).
 *
 * Calls per request (Sun..Pluto, mean and true node, Chiron, mean Lilith; 1800-2400 dates):
 *   /bare/planets: swe_julday, swe_deltat, 14 x swe_calc_ut(SEFLG_SWIEPH|SEFLG_SPEED)
 *   /bare/chart:   swe_julday, swe_deltat, swe_calc_ut(SE_ECL_NUT) (the adapter's polar-circle
 *                  check for Placidus), swe_houses_ex(flag 0, 'P'), 14 x swe_calc_ut(...)
 * test/bench/bare-routes.test.ts checks these numbers equal the service's.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { findAspects } from '../core/src/astro/aspects.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-require-imports
const swe = require('swisseph') as any;

const SEFLG_SWIEPH = 2;
const SEFLG_SPEED = 256;
const SE_GREG_CAL = 1;
const SE_ECL_NUT = -1;
/** DEFAULT_CHART_BODIES in core/src/astro/bodies.ts, in the same order. */
export const BARE_BODIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 15, 12] as const;

export interface BareBirth {
  date: string;
  time: string;
  timezoneOffset?: number;
  latitude: number;
  longitude: number;
}

function moment(b: BareBirth): { julianDayUT: number; deltaTSeconds: number } {
  const [y, mo, d] = b.date.split('-');
  const [h, mi, s] = b.time.split(':');
  // The same arithmetic as core/src/astro/moment.ts (timeToHours, then minus the offset).
  const hours = Number(h) + Number(mi) / 60 + (s === undefined ? 0 : Number(s)) / 3600;
  const julianDayUT = swe.swe_julday(Number(y), Number(mo), Number(d), hours - (b.timezoneOffset ?? 0), SE_GREG_CAL);
  const deltaTSeconds = swe.swe_deltat(julianDayUT).delta * 86400;
  return { julianDayUT, deltaTSeconds };
}

function planets(jd: number) {
  return BARE_BODIES.map((id) => {
    const r = swe.swe_calc_ut(jd, id, SEFLG_SWIEPH | SEFLG_SPEED);
    // core's normalizeDegrees, so the aspects see the same longitudes as the service's.
    const lon = r.longitude % 360;
    return { id, longitude: lon < 0 ? lon + 360 : lon, latitude: r.latitude, distance: r.distance, speed: r.longitudeSpeed };
  });
}

/** The house whose forward arc from its cusp holds the longitude (core/src/astro/houses.ts houseOfLongitude). */
function houseOf(longitude: number, cusps: readonly number[]): number {
  for (let k = 0; k < 12; k++) {
    const from = cusps[k]!;
    const span = (((cusps[(k + 1) % 12]! - from) % 360) + 360) % 360;
    if ((((longitude - from) % 360) + 360) % 360 < span) return k + 1;
  }
  return 1;
}

export function buildBareApp(ephePath = path.join(path.dirname(require.resolve('swisseph/package.json')), 'ephe')): FastifyInstance {
  swe.swe_set_ephe_path(ephePath);
  const app = Fastify({ logger: false });

  app.post('/bare/planets', async (request) => {
    const b = request.body as BareBirth;
    const m = moment(b);
    return { ...m, planets: planets(m.julianDayUT) };
  });

  app.post('/bare/chart', async (request) => {
    const b = request.body as BareBirth;
    const m = moment(b);
    const obliquity = swe.swe_calc_ut(m.julianDayUT, SE_ECL_NUT, SEFLG_SWIEPH).longitude as number;
    const h = swe.swe_houses_ex(m.julianDayUT, 0, b.latitude, b.longitude, 'P');
    const cusps = (h.house as number[]).slice(0, 12);
    const bodies = planets(m.julianDayUT).map((p) => ({ ...p, house: houseOf(p.longitude, cusps) }));
    const aspects = findAspects(bodies.map((p) => ({ id: p.id, name: String(p.id), longitude: p.longitude, speed: p.speed })));
    return {
      ...m,
      obliquity,
      cusps,
      angles: { ascendant: h.ascendant, mc: h.mc, armc: h.armc, vertex: h.vertex },
      planets: bodies,
      aspects: aspects.map((a) => ({ planet1: a.planet1.id, planet2: a.planet2.id, angle: a.type.angle, exactAngle: a.exactAngle, orb: a.orb, isApplying: a.isApplying })),
    };
  });

  return app;
}
