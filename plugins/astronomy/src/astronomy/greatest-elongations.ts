import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, Instant, PositionMembers, StringEnum, bodyName, defineOperation, position } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { greatestElongations } from '../lib/planet-events.js';
import { instant } from '../lib/time.js';

const TROPICAL = { zodiacType: 'tropical', siderealMode: 0 } as const;
const IDS = { mercury: 2, venus: 3 } as const;

export default defineOperation({
  method: 'POST',
  path: '/astronomy/greatest-elongations',
  summary: 'Greatest elongations of Mercury and Venus between two dates',
  description:
    'Maxima of the Sun-planet elongation (swe_pheno_ut attr[2]): zeros of its central difference bracketed on a daily grid and refined by Brent (the catalogue\'s golden-section search finds the same maxima); east (evening star) when the planet\'s longitude is ahead of the Sun\'s; magnitude swe_pheno_ut attr[4]. At most ten years.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    planets: Type.Optional(Type.Array(StringEnum(['mercury', 'venus'] as const), { minItems: 1, maxItems: 2 })),
  }),
  response: Type.Object({
    events: Type.Array(Type.Object({
      slug: StringEnum(['mercury', 'venus'] as const), name: Type.String(),
      kind: StringEnum(['east', 'west'] as const),
      jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant(),
      elongationDeg: Type.Number(), magnitude: Type.Number(),
      ...PositionMembers,
    })),
  }),
  examples: [{ name: '2024', body: { startDate: '2024-01-01', endDate: '2024-12-31' } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 10);
    const planets: ('mercury' | 'venus')[] = [...new Set(body.planets ?? (['mercury', 'venus'] as const))];
    if (planets.length === 0) throw ApiError.invalidField('planets', 'name mercury or venus');
    const events = planets.flatMap((slug) =>
      greatestElongations(ephemeris, IDS[slug], start, end).map((e) => ({
        slug, name: bodyName(slug, lang), kind: e.kind, jd: e.jd, date: instant(e.jd), elongationDeg: e.elongation,
        magnitude: ephemeris.phenomena(e.jd, IDS[slug]).magnitude, ...position(ephemeris.position(e.jd, IDS[slug], TROPICAL).longitude, lang),
      })),
    );
    return { events: events.sort((a, b) => a.jd - b.jd) };
  },
});
