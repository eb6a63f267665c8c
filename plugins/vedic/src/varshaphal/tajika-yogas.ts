import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, grahaSlug, kebab, StringEnum, term, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { vedicBirthData } from '../lib/schemas.js';
import { VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';
import { DEEPTAMSA, TAJIKA_YOGA_NAMES, tajikaYogas } from '../lib/tajika-yogas.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';

const Grahas = Type.Object(GrahaNamingMembers);

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/tajika-yogas',
  summary: 'The sixteen Tajika yogas of the annual chart (Tajika Neelakanthi)',
  description:
    'On the annual chart (varsha pravesha, cast for the birth place or residenceLatitude/residenceLongitude): Ikkavala, Induvara, Ithasala, Ishrafa, Nakta, Yamaya, Manau, Kamboola, Gairi-kamboola, Khallasara, Radda, Duhphali-kuttha, Dutthottha-davira, Tambira, Kuttha, Durapha. Tajika aspects by sign (3/11, 5/9 friendly; 1/7, 4/10 hostile); in orb when the degrees within the signs differ by at most half the sum of the deeptamsas (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9); applying or separating by the actual daily motions. `orb` is that degree difference for the yoga\'s ithasala (null for the house yogas and Nakta/Yamaya).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    deeptamsa: Type.Record(Type.String(), Type.Number(), { description: 'orb of light of each graha by slug, degrees' }),
    yogas: Type.Array(Type.Object({
      slug: StringEnum(TAJIKA_YOGA_NAMES.map((n) => kebab(n))),
      name: Type.String({ description: 'the yoga\'s name in the answer\'s language (core\'s tajika-yoga table)' }),
      grahas: Type.Array(Type.Object(GrahaNamingMembers), { minItems: 2, maxItems: 7, description: 'the grahas that form it, by reference' }),
      orb: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
      applying: Type.Union([Type.Boolean(), Type.Null()]),
      detail: PhraseSchema('why the yoga holds, a slug of core\'s tajika-phrase table: ikkavala, induvara, ithasala-purna, ithasala-vartamana, ishrafa, nakta, yamaya, manau, kamboola, gairi-kamboola, khallasara, radda, duhphali-kuttha, dutthottha-davira, kuttha, durapha, tambira', {
        a: Type.Optional(Grahas), b: Type.Optional(Grahas), c: Type.Optional(Grahas), d: Type.Optional(Grahas),
        grahas: Type.Optional(Type.Array(Grahas, { description: 'the grahas the Moon meets (kamboola, gairi-kamboola)' })),
        aspect: Type.Optional(Type.Object({ slug: StringEnum(['aspect-friendly', 'aspect-hostile'] as const), name: Type.String() })),
        dignity: Type.Optional(Type.Object({ slug: StringEnum(['dignity-exalted', 'dignity-moolatrikona', 'dignity-own'] as const), name: Type.String() })),
        houses: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 12 }))),
        faults: Type.Optional(Type.Array(Type.Object({ ...GrahaNamingMembers, quality: Type.Object({ slug: StringEnum(['fault-retrograde', 'fault-combust', 'fault-debilitated'] as const), name: Type.String() }) }), { description: 'why a Radda ithasala is refused' })),
      }),
    })),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { varsha, echo } = varshaFor(body, services);
    return {
      ...echo,
      deeptamsa: Object.fromEntries(DEEPTAMSA.map((d, g) => [grahaSlug(g), d])),
      yogas: tajikaYogas(varsha.chart).map((y) => ({ slug: kebab(y.name), name: term('tajika-yoga', kebab(y.name), lang), grahas: y.grahas.map((g) => grahaNaming(g, lang)), orb: y.orb, applying: y.applying, detail: phrase('tajika-phrase', y.detail, lang) })),
    };
  },
});
