import { Type } from '@sinclair/typebox';
import { birthData, Clock, DateString, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { chronocrators } from './lib/cycles.js';
import { Echo, PlanetRef, SignMembers } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Lord = Type.Object({ slug: Type.String(), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/chronocrators',
  summary: 'The time lords at one date and the planets holding two or more lordships at once',
  description: "Evaluates the time-lord systems at one date with the algorithms of /hellenistic/profections/annual (lord of the year), /hellenistic/zodiacal-releasing (levels 1 and 2 from Spirit and from Fortune), /hellenistic/firdaria (nodes at the end) and /hellenistic/decennials, and reports the planets holding two or more lordships at once, the coincidence of chronocrators Valens (Anthology IV) treats as the operative signal; each lord's natal sign, whole-sign house and sect. The distributor and partner of /hellenistic/circumambulations with its defaults (the Ascendant directed through the Egyptian bounds by Ptolemy's key, 1 deg a year): the lord of the bound the directed Ascendant is in on that date and the last planet whose body or ray it has met there (null before the first); null beyond the polar circles (|latitude| >= 66), where it cannot be directed.",
  body: birthData({ targetDate: Type.Optional(DateString) }),
  response: Type.Object({
    ...Echo,
    targetDate: Type.String({ description: 'the date read (YYYY-MM-DD)' }),
    lords: Type.Object({
      profection: PlanetRef,
      zrSpirit: Type.Object({ l1: PlanetRef, l2: PlanetRef }),
      zrFortune: Type.Object({ l1: PlanetRef, l2: PlanetRef }),
      firdaria: Type.Object({ major: Lord, minor: Type.Union([PlanetRef, Type.Null()]) }),
      decennial: Type.Object({ major: PlanetRef, sub: PlanetRef }),
      distributor: Type.Union([Type.Object({ bound: PlanetRef, partner: Type.Union([PlanetRef, Type.Null()]) }), Type.Null()]),
    }),
    recurring: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), roles: Type.Array(StringEnum(['profection', 'zr-spirit-l1', 'zr-spirit-l2', 'zr-fortune-l1', 'zr-fortune-l2', 'firdaria-major', 'firdaria-minor', 'decennial-major', 'decennial-sub', 'distributor', 'partner'] as const)) })),
    lordsNatal: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), ...SignMembers, wholeSignHouse: Type.Integer({ minimum: 1, maximum: 12 }), inSect: Type.Boolean() })),
  }),
  examples: [{ name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => chronocrators(body, services, lang),
});
