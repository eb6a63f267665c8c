import { Type } from '@sinclair/typebox';
import { ApiError, birthData, BodyIdList, DateString, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { castChart, checkBodyIds, SUPPORTED_BODY_IDS } from '@celestial/core/astro';
import { RenderAnswer, RenderOptions } from './lib/kit.js';
import { renderGraphicEphemeris } from './lib/graphic-ephemeris.js';
import { KYIV } from './lib/examples.js';

const SUN_TO_PLUTO = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export default defineOperation({
  method: 'POST',
  path: '/render/graphic-ephemeris',
  summary: 'Graphic ephemeris: longitudes on a 360, 90, 45 or 30 degree dial against the date',
  description:
    "The Uranian graphic ephemeris (Hamburg School; Ebertin's 45-degree form): each body's tropical longitude modulo `modulus` (default 45) sampled daily from `from` to `to` (at most 366 days; every few days when the bodies x days would pass 5000 ephemeris points); with `chart`, the natal Sun to Pluto as dashed horizontal lines and a dot where a curve crosses one. planetIds default Sun to Pluto (Moon included: it crosses the 45-degree dial every 3.4 days).",
  body: Type.Object({
    from: DateString,
    to: DateString,
    planetIds: Type.Optional(BodyIdList),
    modulus: Type.Optional(Type.Union([Type.Literal(360), Type.Literal(90), Type.Literal(45), Type.Literal(30)], { default: 45 })),
    chart: Type.Optional(birthData()),
    options: Type.Optional(RenderOptions),
  }),
  response: RenderAnswer,
  examples: [{ name: 'kyiv-2027-first-half', body: { from: '2027-01-01', to: '2027-06-30', planetIds: [0, 2, 3, 4, 5, 6, 7, 8, 9], chart: KYIV } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    checkBodyIds(body.planetIds, 'planetIds', SUPPORTED_BODY_IDS);
    const jdOf = (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      return services.ephemeris.julianDay(y!, m!, d!, 0);
    };
    const start = jdOf(body.from);
    const end = jdOf(body.to);
    if (!(end >= start) || end - start > 366) {
      throw new ApiError('INVALID_INPUT', 'Validation failed: to must be on or after from and at most one year later', { details: [{ path: 'to', message: 'on or after from, at most 366 days later' }] });
    }
    const ids = body.planetIds?.length ? body.planetIds : SUN_TO_PLUTO;
    for (const [i, id] of ids.entries()) {
      if (!services.ephemeris.canPlace(start, id) || !services.ephemeris.canPlace(end, id)) {
        throw new ApiError('INVALID_INPUT', `Validation failed: planetIds.${i} cannot be placed in that range`, { details: [{ path: `planetIds.${i}`, message: 'no ephemeris for this body in the range' }] });
      }
    }
    const natal = body.chart ? castChart(body.chart, services, { bodies: SUN_TO_PLUTO }).bodies : [];
    return renderGraphicEphemeris(services.ephemeris, { start, end, from: body.from, to: body.to }, ids, body.modulus ?? 45, natal, body.options, lang);
  },
});
