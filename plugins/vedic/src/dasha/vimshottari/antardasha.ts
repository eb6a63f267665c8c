import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, GRAHA_SLUGS, kebab, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../../lib/examples.js';
import { castRashi } from '../../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../../lib/schemas.js';
import { VIMSHOTTARI } from '../../lib/dasha.js';
import { antardashasOut, nakshatraDashaAnswer, SubPeriodSchema } from '../../lib/dasha-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/dasha/vimshottari/antardasha',
  summary: 'Vimshottari antardashas (bhuktis): all 81 from the dasha running at birth, or those of one mahadasha',
  description:
    'Each mahadasha is split into 9 bhuktis in Vimshottari order from its own lord, each lasting MD years x bhukti lord years / 120 (BPHS ch. 46). The first mahadasha\'s bhuktis that ended before birth are listed too (its true start precedes birth). Local dates at the birth offset, to the second.',
  body: vedicBirthData({ mahadasha: Type.Optional(StringEnum(GRAHA_SLUGS, { description: 'only the bhuktis of this mahadasha: its lord by slug (sun ... ketu)' })) }),
  response: Type.Object({ ...ChartEcho, antardashas: Type.Array(SubPeriodSchema, { minItems: 9 }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'Saturn mahadasha', body: { ...DELHI_BIRTH, mahadasha: 'saturn' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { periods, yearDays } = nakshatraDashaAnswer(VIMSHOTTARI, chart, services.ephemeris, lang);
    const chosen = body.mahadasha === undefined ? periods : periods.filter((p) => kebab(p.lord.name) === body.mahadasha);
    return { ...chartEcho(chart, services.ephemeris), antardashas: antardashasOut(VIMSHOTTARI, chosen, yearDays, chart.moment.timezoneOffset, lang) };
  },
});
