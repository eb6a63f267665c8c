import { Type } from '@sinclair/typebox';
import { DateString, Ephemeris, Instant, StringEnum, bodyName, defineOperation } from '@celestial/core';
import { eventRange } from '@celestial/core/astro';
import { MERCURY, VENUS, solarTransits } from '../lib/solar-transits.js';
import { instant, instantOrNull } from '../lib/time.js';

const MaybeInstant = Type.Union([Instant(), Type.Null()]);
const IDS = { mercury: MERCURY, venus: VENUS } as const;

export default defineOperation({
  method: 'POST',
  path: '/astronomy/solar-transits',
  summary: 'Transits of Mercury and Venus across the Sun between two dates, with their geocentric contacts',
  description:
    'At each inferior conjunction the separation of the apparent centres of planet and Sun (swe_calc_ut SEFLG_EQUATORIAL) is minimised; a transit when that minimum is below sSun + sPlanet (swe_pheno_ut attr[3]/2); external contacts (c1, c4) where the separation = sSun + sPlanet, internal (c2, c3; null in a grazing transit) where it = sSun - sPlanet, by Brent\'s method (Meeus, Transits, 1989). Geocentric contacts, as in NASA\'s transit catalogues. At most 300 years.',
  body: Type.Object({
    startDate: DateString,
    endDate: DateString,
    planets: Type.Optional(Type.Array(StringEnum(['mercury', 'venus'] as const), { minItems: 1, maxItems: 2, uniqueItems: true })),
  }),
  response: Type.Object({
    transits: Type.Array(Type.Object({
      slug: StringEnum(['mercury', 'venus'] as const),
      name: Type.String(),
      contacts: Type.Object({ c1: Instant('first external contact'), c2: MaybeInstant, greatest: Instant('least separation of the centres'), c3: MaybeInstant, c4: Instant('last external contact') }),
      minSeparationArcsec: Type.Number(),
      durationHours: Type.Number({ description: 'c4 - c1' }),
    })),
  }),
  examples: [{ name: 'mercury-2019', body: { startDate: '2019-11-01', endDate: '2019-11-30', planets: ['mercury'] } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    const { start, end } = eventRange(ephemeris, body.startDate, body.endDate, 300);
    const transits = (body.planets ?? ['mercury', 'venus']).flatMap((slug) =>
      solarTransits(ephemeris, IDS[slug], start, end).map((t) => ({
        slug, name: bodyName(IDS[slug], lang),
        contacts: { c1: instant(t.c1), c2: instantOrNull(t.c2), greatest: instant(t.greatest), c3: instantOrNull(t.c3), c4: instant(t.c4) },
        minSeparationArcsec: t.minSeparationArcsec,
        durationHours: (t.c4 - t.c1) * 24,
      })),
    );
    return { transits: transits.sort((a, b) => Date.parse(a.contacts.greatest) - Date.parse(b.contacts.greatest)) };
  },
});
