import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { localIso, LocalInstant, SignPlaceSchema, signPlaceOut, vedicBirthData } from '../lib/schemas.js';
import { munthaOf, varshaPravesha } from '../lib/tajika.js';
import { officeBearers } from '../lib/tajika-strength.js';
import { returnIsDay, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/maasa-pravesh',
  summary: 'Tajika monthly charts (maasa pravesha): the 12 months of the year with lagna, month lord and monthly muntha',
  description:
    'Month n begins when the Sun\'s sidereal longitude has advanced (n - 1) x 30 deg from its natal value after the annual return (Brent root, to the second). Monthly muntha: the annual muntha advanced one sign per month. Month lord: chosen as the year lord from the monthly chart\'s office-bearers (muntha lord by the monthly muntha, natal lagna lord, monthly lagna lord, tri-rashi lord, Sun/Moon-sign lord) (Tajika Neelakanthi; Charak, A Textbook of Varshaphala).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    months: Type.Array(Type.Object({
      month: Type.Integer({ minimum: 1, maximum: 12 }),
      at: LocalInstant('the month\'s solar ingress, local time in the birth zone'),
      atJd: Type.Number(),
      lagna: SignPlaceSchema,
      monthLord: Type.Object(GrahaNamingMembers, { description: 'the month lord' }),
      munthaSign: Type.Integer({ minimum: 1, maximum: 12 }),
      munthaSignName: Type.String(),
    }), { minItems: 12, maxItems: 12 }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { natal, varsha, echo } = varshaFor(body, services);
    const annualMuntha = munthaOf(natal, varsha.age).sign0;
    const place = { latitude: body.residenceLatitude, longitude: body.residenceLongitude };
    const months = Array.from({ length: 12 }, (_, i) => {
      const m = i === 0 ? varsha : varshaPravesha(services.ephemeris, services.timeZones, natal, body.year, place, 30 * i);
      const munthaSign0 = (annualMuntha + i) % 12;
      const lord = officeBearers(natal, m.chart, munthaSign0, returnIsDay(services.ephemeris, m)).lord;
      return { month: i + 1, at: localIso(m.jd, m.chart.moment.timezoneOffset), atJd: m.jd, lagna: signPlaceOut(m.chart.lagna, lang), monthLord: grahaNaming(lord, lang), munthaSign: munthaSign0 + 1, munthaSignName: signNameOf(munthaSign0 + 1, lang) };
    });
    return { ...echo, months };
  },
});
