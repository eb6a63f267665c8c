import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { timeDivisionAnswer } from '../lib/houses-division.js';
import { Moment, Settings } from '../lib/schemas.js';
import { Cusps12, KYIV_EXAMPLE, TROMSO_EXAMPLE } from '../lib/houses-schemas.js';

const Arcs = Type.Object({ diurnal: Type.Number({ minimum: 0, maximum: 180 }), nocturnal: Type.Number({ minimum: 0, maximum: 180 }) });

export default defineOperation({
  method: 'POST',
  path: '/houses/time-division',
  summary: 'Time-division house systems side by side: Placidus, Koch, Alcabitius, Topocentric, Sunshine',
  description:
    "Systems that divide a semi-arc in time: Placidus (each degree's own semi-arc; Placidus de Titis, Primum Mobile, 1657), Koch (the MC degree's; Walter Koch, 1971), Alcabitius (the Ascendant's diurnal semi-arc on the equator; al-Qabisi), Topocentric (Polich and Page, 1964), Sunshine (the Sun's semi-arcs; Bob Makransky; I = Treindl's solution, i = Makransky's). Cusps from swe_houses_ex; a system undefined at the latitude answers available false with the reason instead of failing. Semi-arcs DSA = 90 + asin(tan phi tan delta), nocturnal = 180 - DSA.",
  body: birthData(),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    systems: Type.Array(Type.Object({ code: Type.String(), slug: Type.String(), name: Type.String(), cusps: Cusps12, available: Type.Boolean(), reason: Type.Union([Type.Object({
      slug: Type.String({ description: 'polar-no-solution or no-cusps-at-latitude' }),
      text: Type.String({ description: "why, in the answer's language" }),
      latitudeLimit: Type.Optional(Type.Number({ description: 'polar-no-solution: 90 - obliquity, the latitude beyond which the system fails' })),
    }), Type.Null()]) })),
    semiArcs: Type.Object({ ascendantDegree: Arcs, sun: Arcs }),
  }),
  examples: [{ name: 'kyiv', body: KYIV_EXAMPLE }, { name: 'tromso-inside-the-polar-circle', body: TROMSO_EXAMPLE }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => timeDivisionAnswer(body, services, lang),
});
