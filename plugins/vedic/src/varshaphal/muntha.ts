import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { vedicBirthData } from '../lib/schemas.js';
import { MUNTHA_GOOD_HOUSES } from '../lib/tajika.js';
import { munthaAnswer, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/muntha',
  summary: 'Muntha of a Tajika year: the natal lagna advanced one sign per completed year',
  description:
    'Muntha = natal lagna + 30 deg x completed years (degree kept), read in the annual chart: favourable in the 9th, 10th, 11th and the 1st, 2nd, 3rd, 5th; adverse in the 4th, 6th, 7th, 8th, 12th (Tajika Neelakanthi).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    muntha: Type.Object({ longitude: Type.Number(), sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }), lord: GrahaRefSchema, lordHouse: Type.Integer({ minimum: 1, maximum: 12 }) }),
    favourable: Type.Boolean(),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { natal, varsha, echo } = varshaFor(body, services);
    const muntha = munthaAnswer(natal, varsha.chart, varsha.age);
    return withGrahaRefs({ ...echo, muntha, favourable: (MUNTHA_GOOD_HOUSES as readonly number[]).includes(muntha.house) }, lang);
  },
});
