import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation, Warnings, PositionMembers } from '@celestial/core';
import { constellations } from './lib/constellations.js';
import { Moment, Settings } from './lib/schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings, withSignNumbers, withBodyRefs, BodyRefSchema } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/constellations',
  summary: 'The astronomical (IAU) constellation of each body, beside its zodiacal sign',
  description:
    "Right ascension and declination on the J2000 equator (swe_calc_ut SEFLG_EQUATORIAL|SEFLG_J2000) precessed to B1875.0 (IAU 1976 precession, Meeus ch. 21) and looked up in the boundary table of Nancy Roman, 'Identification of a Constellation From a Position', PASP 99 (1987), CDS VI/42. Any of the 88: the ecliptic crosses thirteen, Ophiuchus included, and the Moon and Pluto, with their latitudes, also enter Orion, Cetus, Sextans, Scutum and others. `ophiuchus` lists the bodies in Ophiuchus.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    bodies: Type.Array(Type.Object({
      id: Type.Integer(), slug: Type.String(), name: Type.String(),
      constellation: Type.Object({
        slug: Type.String({ description: 'kebab-case Latin name: ophiuchus, canis-major ...' }),
        name: Type.String({ description: "the constellation's name in the answer's language" }),
        abbreviation: Type.String({ description: 'IAU three-letter abbreviation (Oph)' }),
      }),
      zodiacalSign: PositionMembers.sign, zodiacalSignName: PositionMembers.signName,
      longitude: Type.Number(), latitude: Type.Number(),
    })),
    ophiuchus: Type.Array(BodyRefSchema, { description: "the bodies in Ophiuchus" }),
    warnings: Warnings,
  }),
  examples: [{ name: 'kyiv', body: KYIV_BIRTH }, { name: 'sun-in-ophiuchus', body: { date: '2024-12-05', time: '12:00:00', timezoneOffset: 0, latitude: 51.5, longitude: -0.12 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => withBodyRefs(withSignNumbers(withWarnings(constellations(body, services, lang), lang), lang), lang),
});
