import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, defineOperation, Ephemeris, INSTANT_PATTERN, TimeZones, Warnings } from '@celestial/core';
import { humanDesignTransit } from '../lib/human-design-transit.js';
import { ChannelItem, Named } from '../lib/human-design-view.js';
import { RA_URU_HU } from './bodygraph.js';

export default defineOperation({
  method: 'POST',
  path: '/human-design/transit',
  summary: 'Human Design transit: the 13 transiting activations over a natal bodygraph, the channels they complete and the type while they last',
  description:
    "Activations of the 13 bodies at the transit instant (date and time in the zone of timezone or timezoneOffset, time 12:00:00 when only the date is sent, now when no date is sent) by the gate/line rules of /human-design/bodygraph, overlaid on the natal gates: addedGates (transit gates the natal chart lacks), completedChannels (one natal and one transit gate), transitOnlyChannels (both gates from the transit alone), the centres defined only while the transit lasts, and the type under the transit. Source: Ra Uru Hu and Lynda Bunnell, 'The Definitive Book of Human Design' (2011).",
  body: Type.Object({
    chart: birthData(),
    date: Type.Optional(DateString),
    time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'HH:mm:ss local time of the transit' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14 })),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone of date and time; wins over timezoneOffset' })),
  }),
  response: Type.Object({
    at: Type.String({ pattern: INSTANT_PATTERN, description: 'the transit instant, ISO 8601 with the offset of the transit zone' }),
    transitActivations: Type.Array(Type.Object({ body: Named('sun ... pluto, earth, north-node, south-node'), gate: Type.Integer({ minimum: 1, maximum: 64 }), line: Type.Integer({ minimum: 1, maximum: 6 }), longitude: Type.Number() }), { minItems: 13, maxItems: 13 }),
    addedGates: Type.Array(Type.Integer({ minimum: 1, maximum: 64 })),
    completedChannels: Type.Array(Type.Object({ channel: ChannelItem, natalGate: Type.Integer(), transitGate: Type.Integer() })),
    transitOnlyChannels: Type.Array(ChannelItem),
    temporarilyDefinedCentres: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
    typeUnderTransit: Named('manifestor, generator, manifesting-generator, projector, reflector'),
    natalType: Named('manifestor, generator, manifesting-generator, projector, reflector'),
    warnings: Warnings,
  }),
  examples: [{ name: 'ra-2026', body: { chart: RA_URU_HU, date: '2026-11-26', time: '12:00:00', timezone: 'Europe/Kyiv' } }],
  cache: false,
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => humanDesignTransit(body, services, lang),
});
