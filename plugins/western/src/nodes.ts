import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, PositionMembers } from '@celestial/core';
import { nodes } from './lib/points.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';

const NodePoint = Type.Object({
  ...PositionMembers,
  speed: Type.Number({ description: 'degrees per day' }),
  retrograde: Type.Boolean(),
  house: Type.Integer({ minimum: 1, maximum: 36 }),
});

export default defineOperation({
  method: 'POST',
  path: '/nodes',
  summary: 'Mean and true lunar nodes, north and south, and their difference',
  description:
    'swe_calc_ut(SE_MEAN_NODE) and SE_TRUE_NODE (the osculating node); each south node is its north node + 180 degrees; trueMinusMean is the signed arc from mean to true (up to about 1.7 degrees). Planetary nodes and apsides are /astronomy/nodes-apsides.',
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    meanNode: NodePoint,
    trueNode: NodePoint,
    meanSouthNode: NodePoint,
    trueSouthNode: NodePoint,
    trueMinusMean: Type.Number({ description: 'degrees, signed' }),
  }),
  examples: [
    { name: 'kyiv', body: KYIV_BIRTH },
    { name: 'j2000-sidereal', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, zodiacType: 'sidereal' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => nodes(body, services, lang),
});
