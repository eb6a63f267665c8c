import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, GRAHA_SLUGS, kebab, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../../lib/examples.js';
import { castRashi } from '../../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../../lib/schemas.js';
import { subPeriods, VIMSHOTTARI } from '../../lib/dasha.js';
import { nakshatraDashaAnswer, periodOut, DashaPeriodSchema } from '../../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/vimshottari/pratyantardasha',
  summary: 'Vimshottari pratyantardashas of one bhukti (9 periods)',
  description:
    'The chosen antardasha of the chosen mahadasha (the occurrence in the 120 years from the dasha running at birth) split again in Vimshottari order from its own lord, each lasting AD length x lord years / 120 (BPHS ch. 46). Local dates at the birth offset, to the second.',
  body: vedicBirthData({
    // Lords by slug, as every machine value (DESIGN.md, Vocabulary): the request does not take display names.
    mahadasha: StringEnum(GRAHA_SLUGS, { description: 'the mahadasha lord, by slug (sun ... ketu)' }),
    antardasha: StringEnum(GRAHA_SLUGS, { description: 'the antardasha lord within it, by slug' }),
  }),
  response: Type.Object({
    ...ChartEcho,
    mahadasha: DashaPeriodSchema,
    antardasha: DashaPeriodSchema,
    pratyantardashas: Type.Array(Type.Object({ ...DashaPeriodSchema.properties, days: Type.Number() }), { minItems: 9, maxItems: 9 }),
  }),
  examples: [{ name: 'Saturn / Mercury', body: { ...DELHI_BIRTH, mahadasha: 'saturn', antardasha: 'mercury' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { periods, yearDays } = nakshatraDashaAnswer(VIMSHOTTARI, chart, services.ephemeris, lang);
    const off = chart.moment.timezoneOffset;
    // Every lord rules exactly one mahadasha of the 120-year list, and one bhukti in each.
    const md = periods.find((p) => kebab(p.lord.name) === body.mahadasha)!;
    const ad = subPeriods(VIMSHOTTARI, md, yearDays).find((p) => kebab(p.lord.name) === body.antardasha)!;
    return {
      ...chartEcho(chart, services.ephemeris),
      mahadasha: periodOut(md, off, lang),
      antardasha: periodOut(ad, off, lang),
      pratyantardashas: subPeriods(VIMSHOTTARI, ad, yearDays).map((p) => ({ ...periodOut(p, off, lang), days: p.years * yearDays })),
    };
  },
});
