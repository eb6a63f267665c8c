import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, StringEnum } from '@celestial/core';
import { bonification } from './lib/bonification.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH } from './lib/examples.js';

const Item = Type.Object({
  condition: StringEnum(['adherence', 'ray', 'overcoming', 'enclosure'] as const),
  by: PlanetRef,
  orb: Type.Union([Type.Number(), Type.Null()], { description: 'degrees from exact (null for overcoming, a relation by sign)' }),
  weight: Type.Number(),
});

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/bonification',
  summary: 'Maltreatment by Mars and Saturn and bonification by Jupiter and Venus of each planet (Antiochus, via Porphyry)',
  description: "Antiochus' conditions as transmitted by Porphyry, Introduction: maltreated when a malefic (Mars, Saturn; the one contrary to the sect weighs double) adheres by body in the same sign within 3 deg, strikes with a square or opposition ray (by sign) within 3 deg, overcomes from the superior square (the 10th sign from the planet), or encloses it (the nearest body or Ptolemaic ray of another planet on each side, within 7 deg, both a malefic's); bonification by the same relations with Jupiter and Venus (Brennan, Hellenistic Astrology, 2017). net = bonifications - weighted maltreatments.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    maleficContraryToSect: PlanetRef,
    planets: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), maltreatment: Type.Array(Item), bonification: Type.Array(Item), net: Type.Number() }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => bonification(body, services, lang),
});
