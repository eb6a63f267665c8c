import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, TimeZones, defineOperation, Instant, Warnings } from '@celestial/core';
import { synastryProgressed } from '../lib/relationship-variants.js';
import { PAIR, PAIR2, TwoChartsBody } from '../lib/relationships-schemas.js';
import { TargetDate } from '../lib/progressions-schemas.js';
import { withWarnings, AspectNamingSchema, withAspectRefs } from '../lib/vocabulary.js';

const Ref = Type.Object({ id: Type.Integer({ description: 'Swiss body number; 1000 Ascendant, 1001 MC' }), slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/synastry/progressed',
  summary: "Progressed synastry: each partner's progressed planets and angles to the other's natal chart",
  description:
    "Each partner's secondary progressions for targetDate as /progressions (a day after birth for each year of life; angles by solar arc in right ascension) against the other partner's natal Sun-Pluto, mean and true node, Ascendant and MC: conjunction, sextile, square, trine and opposition within orb. progressedChart names whose progressions move; isApplying as /progressions (the natal point fixed). Closest first.",
  body: Type.Object({ ...TwoChartsBody, targetDate: TargetDate, orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1, description: 'orb of every aspect, degrees' })) }),
  response: Type.Object({
    targetDate: Type.String(),
    progressedDates: Type.Object({ chart1: Instant("at chart1's UTC offset"), chart2: Instant("at chart2's UTC offset") }),
    orbAllowed: Type.Number(),
    count: Type.Integer({ minimum: 0 }),
    aspects: Type.Array(Type.Object({
      progressedChart: Type.Union([Type.Literal('chart1'), Type.Literal('chart2')]),
      progressed: Ref, natal: Ref, aspect: AspectNamingSchema, angle: Type.Number(), orb: Type.Number({ minimum: 0 }), isApplying: Type.Boolean(),
    })),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv-london-2024', body: { ...PAIR, targetDate: '2024-07-15' } }, { name: 'southern-pair-wide', body: { ...PAIR2, targetDate: '2020-01-01', orb: 2 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withAspectRefs(withWarnings(synastryProgressed(body, services, lang), lang), lang),
});
