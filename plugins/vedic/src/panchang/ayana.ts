import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, ayanaAt, panchangContext, TROPICAL } from '../lib/panchang.js';

const Ayana = Type.Object({ ayana: Type.Union([Type.Literal('uttarayana'), Type.Literal('dakshinayana')]), since: LocalTime, until: LocalTime });

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/ayana',
  summary: 'Ayana (Uttarayana or Dakshinayana), tropical and sidereal, with the bounding instants',
  description:
    'Uttarayana while the Sun goes from the winter to the summer solstice (tropical longitude 270 -> 90, astronomical) and, in the traditional sidereal reckoning, from Makara sankranti to Karka sankranti (sidereal 270 -> 90); bounding instants by root finding on the Sun\'s longitude (Surya Siddhanta ch. 14).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, tropical: Ayana, sidereal: Ayana }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body }, services) => {
    const ctx = panchangContext(body, services);
    const out = (a: ReturnType<typeof ayanaAt>) => ({ ayana: a.ayana, since: at(ctx, a.since), until: at(ctx, a.until) });
    return { ...chartEcho(ctx.chart, services.ephemeris), tropical: out(ayanaAt(ctx.ephemeris, ctx.jd, TROPICAL)), sidereal: out(ayanaAt(ctx.ephemeris, ctx.jd, ctx.sidereal)) };
  },
});
