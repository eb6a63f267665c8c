import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { SAPTA_GRAHAS } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { DIG_ZERO_POINTS, digBala } from '../lib/shadbala.js';
import { GrahaRef, grahaRef, Virupas } from '../lib/strength-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/shadbala/dig-bala',
  summary: 'Dig bala (directional strength) of Sun..Saturn from the arc to the point of no strength',
  description:
    'BPHS ch. 27: arc between the graha and its point of no strength (Sun, Mars: the sidereal IC; Jupiter, Mercury: the descendant; Moon, Venus: the MC; Saturn: the ascendant), folded to at most 180, / 3 -> 0-60 virupas.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    planets: Type.Array(Type.Object({ ...GrahaRef, zeroPoint: Type.Number({ description: 'sidereal longitude of the point of no strength' }), zeroPointAngle: Type.Object({ slug: Type.String({ description: 'ascendant, descendant, midheaven, imum-coeli' }), name: Type.String({ description: "the angle in the answer's language (core's chart-angle table)" }), house: Type.Integer({ minimum: 1, maximum: 10, description: 'the house cusp it is: 1, 4, 7 or 10' }) }), arc: Type.Number({ minimum: 0, maximum: 180 }), digBala: Virupas }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return { ...chartEcho(chart, services.ephemeris), planets: SAPTA_GRAHAS.map((g) => ({ ...grahaRef(g, lang), ...digBala(chart, g), zeroPointAngle: { ...named('chart-angle', DIG_ZERO_POINTS[g]!.angle, lang), house: DIG_ZERO_POINTS[g]!.house } })) };
  },
});
