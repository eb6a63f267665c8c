import { Type } from '@sinclair/typebox';
import { grahaNaming, GrahaNamingMembers, GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { marakas } from '../lib/longevity.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/longevity/maraka',
  summary: 'Marakas (killers) of the chart: lords of and malefics in the 2nd and 7th (BPHS ch. 44)',
  description:
    'The 2nd and 7th, 12th from the houses of life 3 and 8, are the maraka sthanas (the 2nd stronger). Primary marakas in the text\'s order: lord of the 2nd, lord of the 7th, malefics (Sun, Mars, Saturn, Rahu, Ketu) in the 2nd and 7th, malefics joined with the 2nd or 7th lord; secondary: the 12th lord and Saturn associated with a maraka. Rank = that order (BPHS ch. 44); the ranking by strength and by the longevity band is not applied.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    marakas: Type.Array(Type.Object({ graha: GrahaRefSchema, reasons: Type.Array(PhraseSchema('maraka-second-lord, maraka-seventh-lord, maraka-malefic-in (house), maraka-malefic-joined (house, lord), maraka-twelfth-lord, maraka-saturn: core\'s longevity-reason table (BPHS ch. 44)', {
      house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
      lord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the maraka lord the malefic is joined with' })),
    }), { minItems: 1, description: 'every ground on which the graha is a maraka' }), rank: Type.Integer({ minimum: 1 }), kind: StringEnum(['primary', 'secondary'] as const) }), { minItems: 1 }),
    primary: Type.Object(GrahaRefSchema.properties, { description: 'the strongest maraka by the text\'s order' }),
    secondary: Type.Array(GrahaRefSchema),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const list = marakas(chart);
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      marakas: list.map((m) => ({ graha: GRAHA_NAMES[m.graha], reasons: m.reasons.map((r) => phrase('longevity-reason', r, lang)), rank: m.rank, kind: m.kind })),
      // By reference (issue 12), as the marakas themselves.
      primary: grahaNaming(list[0]!.graha, lang),
      secondary: list.filter((m) => m.kind === 'secondary').map((m) => grahaNaming(m.graha, lang)),
    }, lang);
  },
});
