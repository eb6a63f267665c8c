import { Type } from '@sinclair/typebox';
import { Clock, Ephemeris, Instant, defineOperation } from '@celestial/core';
import { jdOfDate, lunarMansionNow } from '../lib/streams.js';
import { streamResponse } from '../lib/stream-schemas.js';

export default defineOperation({
  method: 'POST',
  path: '/stream/lunar-mansion',
  summary: "The Moon's Arabic lunar mansion now (1-28), when she entered it and when she enters the next",
  description:
    "28 mansions (manazil al-qamar) of 12 deg 51' 26'' from 0 Aries tropical, as tabled in Picatrix and Agrippa (De occulta philosophia II.33; core/src/astro/lunar-mansions.ts); names in the answer's language (core's lunar-mansion tables): Agrippa's Latin names in the Latin-script languages, the Arabic name in Arabic script in Arabic and in each other script's letters elsewhere; arabicName transliterated outside Arabic; slug the kebab-case Arabic name (al-sharatain). Boundaries by root-finding the Moon's longitude. The body is not read; send {}. Polled, not pushed: nothing changes before nextEventAt. Tier 1.",
  body: Type.Unknown({ description: 'not read; send {}' }),
  response: streamResponse({
    moonLongitude: Type.Number(),
    current: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String(), name: Type.String(), arabicName: Type.String(), startLongitude: Type.Number(), enteredAt: Instant() }),
    next: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 28 }), slug: Type.String(), name: Type.String(), arabicName: Type.String(), at: Instant() }),
  }),
  calculation: false,
  examples: [{ body: {} }],
  deps: { ephemeris: Ephemeris, clock: Clock },
  handler: ({ lang }, { ephemeris, clock }) => lunarMansionNow(ephemeris, jdOfDate(clock.now()), lang),
});
