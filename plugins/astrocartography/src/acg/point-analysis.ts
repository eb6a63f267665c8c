import { Type } from '@sinclair/typebox';
import { BodyIdList, Ephemeris, Latitude, Longitude, Moment, Settings, StringEnum, TimeZones, birthData, bodyName, bodySlug, defineOperation } from '@celestial/core';
import { KYIV_BIRTH, birthSky } from '../lib/chart.js';
import { acgLines } from '../lib/lines.js';
import { PARAN_EVENTS, paransOf } from '../lib/parans.js';
import { distanceToLine, rankLine } from '../lib/rank.js';
import { normalizeLongitude } from '../lib/sphere.js';

const Planet = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
const ANGLE = StringEnum(['mc', 'ic', 'asc', 'dsc'] as const);

export default defineOperation({
  method: 'POST',
  path: '/acg/point-analysis',
  summary: 'One place against the chart\'s ACG lines and parans: distances, sides, the strongest line',
  description:
    'Great-circle distances from the point to every /acg line (meridians exactly; ASC/DSC polylines on a 1-degree grid, nearest segment, as /acg/cities measures them), sorted ascending and cut at orbKm; side = east or west of the line at the point\'s latitude (north or south where an ASC/DSC line does not reach it); parans (as /acg/parans, the chart\'s bodies) within 1 deg of the point\'s latitude with their difference; strongest = the nearest line.',
  body: birthData({
    point: Type.Object({ latitude: Latitude, longitude: Longitude }),
    planetIds: Type.Optional(BodyIdList),
    orbKm: Type.Optional(Type.Number({ minimum: 10, maximum: 5000, default: 800 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    point: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    lines: Type.Array(Type.Object({ planet: Planet, angle: ANGLE, distanceKm: Type.Number(), side: StringEnum(['east', 'west', 'north', 'south'] as const) })),
    parans: Type.Array(Type.Object({ body1: Planet, event1: StringEnum(PARAN_EVENTS), body2: Planet, event2: StringEnum(PARAN_EVENTS), latitude: Type.Number(), deltaDeg: Type.Number() })),
    strongest: Type.Union([Type.Object({ planet: Planet, angle: ANGLE, distanceKm: Type.Number() }), Type.Null()]),
  }),
  examples: [{ name: 'kyiv-chart-in-rome', body: { ...KYIV_BIRTH, point: { latitude: 41.9, longitude: 12.5 } } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const sky = birthSky(body, services, lang);
    const orb = body.orbKm ?? 800;
    const { latitude, longitude } = body.point;
    const planet = (id: number) => ({ id, slug: bodySlug(id) ?? String(id), name: bodyName(id, lang) });
    const lines = acgLines(sky.bodies, sky.gastDeg, 1).flatMap((l) => {
      const pts = l.segments.flat();
      const d = distanceToLine(latitude, longitude, rankLine(l.id, l.angle, pts), orb);
      if (!(d < orb)) return [];
      // The line's longitude at the point's latitude, by the nearest grid rows.
      const row = pts.filter((p) => Math.abs(p.latitude - latitude) <= 1).sort((a, b) => Math.abs(a.latitude - latitude) - Math.abs(b.latitude - latitude))[0];
      const side = row ? (normalizeLongitude(longitude - row.longitude) >= 0 ? ('east' as const) : ('west' as const)) : latitude > 0 ? ('north' as const) : ('south' as const);
      return [{ planet: planet(l.id), angle: l.angle, distanceKm: d, side }];
    }).sort((a, b) => a.distanceKm - b.distanceKm);
    const list = sky.bodies.map((b) => ({ key: String(b.id), rightAscension: b.rightAscension, declination: b.declination }));
    const parans = paransOf(list, sky.gastDeg)
      .filter((p) => Math.abs(p.latitude - latitude) <= 1)
      .map((p) => ({ body1: planet(Number(p.body1)), event1: p.event1, body2: planet(Number(p.body2)), event2: p.event2, latitude: p.latitude, deltaDeg: p.latitude - latitude }));
    const s = lines[0];
    return { moment: sky.moment, settings: sky.settings, point: body.point, lines, parans, strongest: s ? { planet: s.planet, angle: s.angle, distanceKm: s.distanceKm } : null };
  },
});
