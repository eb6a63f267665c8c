import { Type } from '@sinclair/typebox';
import { birthData, Ephemeris, Instant, PositionMembers, StringEnum, TimeZones, defineOperation } from '@celestial/core';
import { hylegAlcocoden } from './lib/length-of-life.js';
import { Echo, PlanetRef } from './lib/natal.js';
import { KYIV_BIRTH, NIGHT_BIRTH } from './lib/examples.js';

const Named = Type.Object({ slug: Type.String(), name: Type.String() });
/** A reason of Ptolemy's choice: a slug of core's hyleg-reason table, the claims it counts, the text in the answer's language. */
const Reason = Type.Object({
  slug: StringEnum(['sect-light', 'other-light', 'ruling-planet', 'by-day-ascendant', 'by-night-fortune', 'by-night-ascendant', 'not-in-aphetic-place', 'ruler-not-aphetic'] as const),
  claims: Type.Union([Type.Integer({ minimum: 0, maximum: 15 }), Type.Null()], { description: "the ruling planet's count of Ptolemy's claims; null for a rule that counts none" }),
  text: Type.String({ description: "the reason in the answer's language" }),
});
const Aphetic = StringEnum(['1st', '11th', '10th', '9th', '7th'] as const, { description: "the aphetic place (Ptolemy's 30-degree zones)" });

export default defineOperation({
  method: 'POST',
  path: '/hellenistic/hyleg-alcocoden',
  summary: "The hyleg by Ptolemy's aphetic places and the alcocoden with its planetary years (historical doctrine)",
  description:
    "Ptolemy, Tetrabiblos III.10: aphetic places = 30-degree zones in longitude: the 1st from ASC - 5 to ASC + 25, the 11th, 10th and 9th the zones sextile, square and trine dexter to it (ASC - 65 to ASC - 35, ASC - 95 to ASC - 65, ASC - 125 to ASC - 95), the 7th DSC - 5 to DSC + 25. Hyleg by day: the Sun if in an aphetic place, else the Moon, else the planet with most of Ptolemy's claims (domicile, exaltation, triplicity, Egyptian bound, aspect by sign) over the Sun, the prenatal new moon and the ASC that is itself in an aphetic place, else the ASC; by night: the Moon, else the Sun, else the planet with most claims over the Moon, the prenatal full moon and the Lot of Fortune, else the Lot of Fortune if the last syzygy was a full moon and the ASC if a new moon. Alcocoden (kadkhudah; Abu Ma'shar, Ibn Ezra, Bonatti, Lilly) = the planet of most essential dignity (Lilly's points) over the hyleg's degree that aspects it by sign; its years by its house in the chart's houseSystem: angular greater, succedent mean, cadent least (Saturn 57/43.5/30, Jupiter 79/45.5/12, Mars 66/40.5/15, Sun 120/69.5/19, Venus 82/45/8, Mercury 76/48/20, Moon 108/66.5/25). Historical doctrine, never a life-expectancy estimate.",
  body: birthData(),
  response: Type.Object({
    ...Echo,
    sect: StringEnum(['day', 'night'] as const),
    hyleg: Type.Object({ slug: Type.String(), name: Type.String(), ...PositionMembers, apheticPlace: Type.Union([Aphetic, Type.Null()]), reason: Reason }),
    candidates: Type.Array(Type.Object({
      slug: Type.String(), name: Type.String(), longitude: Type.Number(), inApheticPlace: Type.Boolean(), apheticPlace: Type.Union([Aphetic, Type.Null()]),
      rejectedBecause: Type.Union([Reason, Type.Null()]),
    })),
    rulerClaims: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), claims: Type.Integer({ minimum: 0, maximum: 15 }), apheticPlace: Type.Union([Aphetic, Type.Null()]) }), { description: "each planet's count of Ptolemy's claims over the three places of the sect (empty when a light was chosen)" }),
    prenatalNewMoon: Type.Object({ at: Instant(), ...PositionMembers }),
    prenatalFullMoon: Type.Object({ at: Instant(), luminary: PlanetRef, ...PositionMembers }),
    alcocoden: Type.Union([Type.Object({
      slug: Type.String(), name: Type.String(), ...PositionMembers,
      dignitiesOverHyleg: Type.Array(Named),
      dignityScore: Type.Integer(),
      tiedWith: Type.Array(PlanetRef, { description: 'aspecting planets of equal score, ranked below it by their highest dignity' }),
      aspectToHyleg: Named,
      house: Type.Integer({ minimum: 1, maximum: 12 }),
      houseKind: StringEnum(['angular', 'succedent', 'cadent'] as const),
    }), Type.Null()], { description: 'null when no planet with dignity over the hyleg aspects it' }),
    planetaryYears: Type.Union([Type.Object({
      greatest: Type.Number(), mean: Type.Number(), least: Type.Number(), selected: StringEnum(['greatest', 'mean', 'least'] as const), years: Type.Number(),
    }), Type.Null()]),
    doctrineSlug: Type.String({ description: 'the doctrine statement as a stable slug (hyleg-ptolemy-alcocoden-abu-mashar)' }),
    doctrine: Type.String({ description: "the doctrine statement in the answer's language; the description above keeps the full rule" }),
    source: Type.String(),
    disclaimerSlug: Type.String({ description: 'historical-doctrine-disclaimer' }),
    disclaimer: Type.String({ description: "in the answer's language" }),
  }),
  examples: [{ name: 'day', body: KYIV_BIRTH }, { name: 'night', body: NIGHT_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => hylegAlcocoden(body, services, lang),
});
