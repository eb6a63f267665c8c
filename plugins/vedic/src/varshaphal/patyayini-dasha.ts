import { Type } from '@sinclair/typebox';
import { grahaRefOfName, GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { localIso, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { DASHA_YEAR_DAYS } from '../lib/settings.js';
import { patyayini, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/patyayini-dasha',
  summary: 'Patyayini dasha of the Tajika year (krishamsha order)',
  description:
    'Krishamsha = longitude within the sign of the seven grahas and the annual lagna; sorted ascending; patyamsa = each minus the previous (the first keeps its own); period = patyamsa / sum of patyamsas x the year (the dashaYear setting, 365.2425 days by default), in sorted order from the return (Tajika; K. S. Charak, A Textbook of Varshaphala).',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    krishamshas: Type.Array(Type.Object({ point: Type.Object(GrahaRefSchema.properties, { description: 'the graha or the lagna, by reference' }), degreeInSign: Type.Number({ minimum: 0, maximum: 30 }) }), { minItems: 8, maxItems: 8 }),
    periods: Type.Array(Type.Object({ lord: GrahaRefSchema, start: LocalInstant(), end: LocalInstant(), startJd: Type.Number(), endJd: Type.Number(), days: Type.Number(), patyamsa: Type.Number() }), { minItems: 8, maxItems: 8 }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { varsha, echo } = varshaFor(body, services);
    const off = varsha.chart.moment.timezoneOffset;
    const r = patyayini(varsha.chart, varsha.jd, DASHA_YEAR_DAYS[varsha.chart.settings.dashaYear]);
    return withGrahaRefs({ ...echo, krishamshas: r.krishamshas.map((k) => ({ point: grahaRefOfName(k.point, lang), degreeInSign: k.degreeInSign })), periods: r.periods.map((p) => ({ lord: p.point, start: localIso(p.start, off), end: localIso(p.end, off), startJd: p.start, endJd: p.end, days: p.days, patyamsa: p.patyamsa })) }, lang);
  },
});
