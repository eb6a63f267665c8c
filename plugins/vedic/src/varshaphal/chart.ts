import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { rashiHouses, RashiHouseSchema } from '../lib/rashi-chart.js';
import { GrahaPlacementSchema, grahaOut, SignPlaceSchema, signPlaceOut, vedicBirthData } from '../lib/schemas.js';
import { VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/chart',
  summary: 'Tajika annual chart (varsha pravesha): the sidereal solar return of a year',
  description:
    'The instant the Sun\'s sidereal longitude returns to its natal value in the requested year (Brent root of the longitude difference on swe_calc_ut, to well under a second), cast for the birth place or for residenceLatitude/residenceLongitude (Tajika Neelakanthi, Samjna tantra). age = year - birth year. Houses are whole signs from the annual lagna. returnAt is local time in the birth zone.',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    lagna: SignPlaceSchema,
    planets: Type.Array(GrahaPlacementSchema, { minItems: 9, maxItems: 9 }),
    houses: Type.Array(RashiHouseSchema, { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }, { name: 'residence Mumbai', body: { ...DELHI_BIRTH, year: 2024, residenceLatitude: 19.076, residenceLongitude: 72.8777 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { varsha, echo } = varshaFor(body, services);
    const a = varsha.chart;
    return { ...echo, lagna: signPlaceOut(a.lagna, lang), planets: a.grahas.map((g) => grahaOut(g, lang)), houses: rashiHouses(a, lang) };
  },
});
