import { Type } from '@sinclair/typebox';
import { grahaNaming, GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES, SAPTA_GRAHAS } from '../lib/grahas.js';
import { vedicBirthData } from '../lib/schemas.js';
import { panchaVargiyaBala } from '../lib/tajika-strength.js';
import { VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/pancha-vargiya-bala',
  summary: 'Pancha-vargiya bala of the seven grahas in the annual chart (Tajika)',
  description:
    'For own / friend / neutral / enemy lord of the place: kshetra 30 / 22.5 / 15 / 7.5, hadda (Tajika terms = the Egyptian terms) 15 / 11.25 / 7.5 / 3.75, drekkana (BPHS) 10 / 7.5 / 5 / 2.5, navamsa 5 / 3.75 / 2.5 / 1.25; relations by the Parashari natural table (a service choice; Charak uses the Tajika friendships); uchcha = 20 x arc from the debilitation point (at most 180) / 180; vishwa bala = sum / 4, strong above 10 (Tajika Neelakanthi; K. S. Charak, A Textbook of Varshaphala).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    planets: Type.Array(Type.Object({
      graha: GrahaRefSchema, kshetra: Type.Number(), uchcha: Type.Number(), hadda: Type.Number(), drekkana: Type.Number(), navamsa: Type.Number(),
      vishwaBala: Type.Number({ minimum: 0, maximum: 20 }), strong: Type.Boolean(),
      // The lords of the four places by reference (issue 12), not English names.
      lords: Type.Object({ kshetra: GrahaRefSchema, hadda: GrahaRefSchema, drekkana: GrahaRefSchema, navamsa: GrahaRefSchema }),
    }), { minItems: 7, maxItems: 7 }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { varsha, echo } = varshaFor(body, services);
    return withGrahaRefs({
      ...echo,
      planets: SAPTA_GRAHAS.map((g) => {
        const b = panchaVargiyaBala(g, varsha.chart.grahas[g]!.longitude);
        return { ...b, graha: GRAHA_NAMES[g], lords: { kshetra: grahaNaming(b.lords.kshetra, lang), hadda: grahaNaming(b.lords.hadda, lang), drekkana: grahaNaming(b.lords.drekkana, lang), navamsa: grahaNaming(b.lords.navamsa, lang) } };
      }),
    }, lang);
  },
});
