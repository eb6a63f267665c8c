/** Request pieces of /synastry/transits, /composite/transits and /davison/transits. */
import { Type } from '@sinclair/typebox';
import { BodyIdList, DateString } from '@celestial/core';
import { TwoChartsBody } from './relationships-schemas.js';

export const TransitRangeBody = Type.Object({
  ...TwoChartsBody,
  startDate: Type.String({ ...DateString, description: 'first day searched (0h UT)' }),
  endDate: Type.String({ ...DateString, description: 'last day searched (through 24h UT), at most 366 days after startDate' }),
  transitPlanetIds: Type.Optional({ ...BodyIdList, description: 'transiting bodies (Swiss numbers); Sun and Mercury-Pluto when omitted' }),
});

export const FixedRef = Type.Object({ slug: Type.String(), name: Type.String(), longitude: Type.Number({ minimum: 0, maximum: 360 }) });

export const RANGE = { startDate: '2025-01-01', endDate: '2025-06-30' };
