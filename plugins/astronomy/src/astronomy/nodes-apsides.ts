import { Type } from '@sinclair/typebox';
import { ApiError, BodyIdList, DateString, Ephemeris, PositionMembers, StringEnum, TimeZones, bodyName, bodySlug, defineOperation, position } from '@celestial/core';
import { localJd, zoneOffsetHours } from '../lib/time.js';

const METHOD = { mean: 1, osculating: 2, 'osculating-barycentric': 4 } as const;
const PLANETS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const Point = Type.Object({ ...PositionMembers, latitude: Type.Number(), distanceAu: Type.Number() });

export default defineOperation({
  method: 'POST',
  path: '/astronomy/nodes-apsides',
  summary: 'Planetary nodes and apsides as geocentric ecliptic positions',
  description:
    'swe_nod_aps_ut(tjd_ut, ipl, flags, method SE_NODBIT_MEAN | SE_NODBIT_OSCU | SE_NODBIT_OSCU_BAR): the ascending and descending nodes, perihelion and aphelion of each body\'s orbit, as geocentric ecliptic positions of date (longitude, latitude, distance in AU). mean: the mean elements (Moon to Neptune; Pluto osculating), osculating: the heliocentric osculating orbit, osculating-barycentric: about the solar-system barycentre (better for the outer planets).',
  body: Type.Object({
    date: DateString,
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', default: '12:00:00' })),
    timezoneOffset: Type.Optional(Type.Union([Type.Number({ minimum: -14, maximum: 14 }), Type.Null()], { default: 0 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    planetIds: Type.Optional(BodyIdList),
    method: Type.Optional(StringEnum(['mean', 'osculating', 'osculating-barycentric'] as const, { default: 'mean' })),
  }),
  response: Type.Object({
    bodies: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), ascendingNode: Point, descendingNode: Point, perihelion: Point, aphelion: Point })),
  }),
  examples: [{ name: 'moon-mars', body: { date: '2024-01-01', planetIds: [1, 4] } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const ids = body.planetIds ?? PLANETS;
    ids.forEach((id, i) => {
      if (!PLANETS.includes(id)) throw ApiError.invalidField(`planetIds[${i}]`, 'must be 1-9 (Moon ... Pluto)');
    });
    const time = body.time ?? '12:00:00';
    const jd = localJd(ephemeris, body.date, zoneOffsetHours(body, body.date, timeZones, time), time);
    const method = METHOD[body.method ?? 'mean'];
    const pt = (p: { longitude: number; latitude: number; distance: number }) => ({ ...position(p.longitude, lang), latitude: p.latitude, distanceAu: p.distance });
    return {
      bodies: ids.map((id) => {
        const r = ephemeris.nodesApsides(jd, id, method);
        if (!r) throw new ApiError('CALCULATION_ERROR', `The nodes and apsides of body ${id} could not be computed at this date`);
        return { id, slug: bodySlug(id)!, name: bodyName(id, lang), ascendingNode: pt(r.ascending), descendingNode: pt(r.descending), perihelion: pt(r.perihelion), aphelion: pt(r.aphelion) };
      }),
    };
  },
});
