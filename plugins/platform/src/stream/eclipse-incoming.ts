import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { eclipseIncoming, jdOfDate } from '../lib/streams.js';
import { streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/eclipse-incoming',
  summary: 'Countdown to the next 5 eclipses (solar and lunar): maximum, contacts, longitude and sign of the eclipsed luminary',
  description:
    'The request body is not read; send {}. Swiss Ephemeris global searches (swe_sol_eclipse_when_glob, swe_lun_eclipse_when): maximum, first and last contact (solar: the eclipse anywhere on Earth; lunar: the penumbra), the ecliptic longitude and sign of the Sun (solar) or the Moon (lunar) at maximum. Polled, not pushed: poll no faster than tickSeconds; the list does not change before nextEventAt (the first maximum). Tier 1.',
  body: Type.Unknown({ description: 'not read; send {}' }),
  response: streamResponse({
    count: Type.Integer({ minimum: 0 }),
    eclipses: Type.Array(
      Type.Object({
        kind: Type.String({ description: 'solar or lunar' }),
        type: Type.String({ description: 'total, annular, hybrid, partial or penumbral' }),
        longitude: Type.Number(),
        sign: Type.String({ description: "the sign's name in the answer's language" }),
        maxAt: Instant(),
        beginAt: Instant(),
        endAt: Instant(),
        daysUntil: Type.Number(),
        hoursUntil: Type.Number(),
      }),
    ),
  }),
  calculation: false,
  specFixed: true,
  examples: [{ body: {} }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ lang }, { ephemeris, clock }) => eclipseIncoming(ephemeris, jdOfDate(clock.now()), lang),
});
