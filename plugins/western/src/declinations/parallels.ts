import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings } from '@celestial/core';
import { parallels } from '../lib/declinations.js';
import { Moment, Settings } from '../lib/schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { BodyRefSchema, bodyRefOfName, withWarnings } from '../lib/vocabulary.js';

const Pair = Type.Object({
  a: BodyRefSchema, b: BodyRefSchema, declinationA: Type.Number(), declinationB: Type.Number(),
  orb: Type.Number({ minimum: 0, description: '|deltaA - deltaB| for a parallel, |deltaA + deltaB| for a contra-parallel' }),
});

export default defineOperation({
  method: 'POST',
  path: '/declinations/parallels',
  summary: 'Parallels and contra-parallels of declination between bodies and angles',
  description:
    'Parallel when |deltaA - deltaB| <= orb in the same hemisphere, contra-parallel when |deltaA + deltaB| <= orb in opposite hemispheres (Kt Boehrer, Declination: The Other Dimension, 1994). Declinations from swe_calc_ut SEFLG_EQUATORIAL; the Ascendant and MC included; the mean/true node pair is skipped.',
  body: birthData({ orb: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 10, default: 1, description: 'degrees of declination' })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    orbAllowed: Type.Number(),
    parallels: Type.Array(Pair),
    contraParallels: Type.Array(Pair),
    warnings: Warnings,
  }),
  examples: [
    { name: 'default-orb', body: KYIV_BIRTH },
    { name: 'tight-orb', body: { date: '2000-01-01', time: '12:00:00', timezoneOffset: 0, latitude: 51.48, longitude: 0, orb: 0.5 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const r = withWarnings(parallels(body, services, lang), lang);
    // The pair's two bodies by reference (issue 12): `a`/`b` are too short a name for withBodyRefs to read as a body everywhere.
    const pair = <P extends { a: string; b: string }>(p: P) => ({ ...p, a: bodyRefOfName(p.a, lang), b: bodyRefOfName(p.b, lang) });
    return { ...r, parallels: r.parallels.map(pair), contraParallels: r.contraParallels.map(pair) };
  },
});
