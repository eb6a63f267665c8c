import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { CyclicMeasure, defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES } from '../lib/grahas.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { AYUS_METHODS, ayurdaya, ayusMethod, yearsMonthsDays } from '../lib/ayurdaya.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { GrahaNamingMembers } from '../lib/vocabulary.js';

// Whole years and months, and the exact remaining days (a fraction of a day included, unrounded), of a 12 x 30-day year (BPHS, Ayurdaya).
const Ymd = Type.Object({
  years: Type.Integer({ minimum: 0 }),
  months: Type.Integer({ minimum: 0, maximum: 11 }),
  days: CyclicMeasure(30, 'the days left after the whole months, months of 30 days'),
  totalYears: Type.Number({ minimum: 0, description: 'the same span in years' }),
});

export default defineOperation({
  method: 'POST',
  path: '/vedic/longevity/ayurdaya',
  summary: 'Ayurdaya: Pindayu, Amsayu and Nisargayu with the haranas, and the method the chart chooses (BPHS ch. 43)',
  description:
    'Base years: Pindayu (full at deep exaltation Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15, Venus 21, Saturn 20; half at debilitation; pro rata), Nisargayu (Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50, by the same exaltation rule), Amsayu (navamsas elapsed from Aries, mod 12, with the bharanas x3 retrograde/exalted/own sign, x2 own navamsa/own drekkana/vargottama). Haranas: chakrapata (houses 12..7: all, 1/2, 1/3, 1/4, 1/5, 1/6; benefics half), astangata (1/2, not Venus, Saturn), shatrukshetra (1/3, not when retrograde; only the larger of these two), krurodaya (malefic in the lagna sign: years x lagna longitude/360, halved under a benefic aspect; not in Amsayu). The lagna adds its signs traversed (its navamsas mod 12 in Amsayu). The method is chosen by the strongest of lagna (bhava bala of the 1st: Amsayu), Sun (shadbala: Pindayu) and Moon (shadbala: Nisargayu) (BPHS ch. 43; Brihat Jataka ch. 7).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    method: StringEnum(AYUS_METHODS),
    strengths: Type.Object({ lagna: Type.Number(), sun: Type.Number(), moon: Type.Number() }, { description: 'virupas: bhava bala of the 1st house, shadbala of the Sun and of the Moon' }),
    pindayu: Type.Number({ description: 'total years by Pindayu, haranas applied' }),
    amsayu: Type.Number({ description: 'total years by Amsayu, bharanas and haranas applied' }),
    nisargayu: Type.Number({ description: 'total years by Nisargayu, haranas applied' }),
    lagnaYears: Type.Number({ description: 'the lagna\'s contribution by the chosen method' }),
    perPlanet: Type.Array(Type.Object({
      graha: GrahaRefSchema,
      baseYears: Type.Number(),
      bharana: Type.Number({ description: 'Amsayu increase factor (1, 2 or 3)' }),
      haranas: Type.Array(Type.Object({ slug: StringEnum(['chakrapata', 'astangata', 'shatrukshetra', 'krurodaya'] as const), name: Type.String({ description: 'the harana (a Sanskrit term, transliterated)' }), fraction: Type.Number(), years: Type.Number(), reason: PhraseSchema('harana-astangata, harana-shatrukshetra (lord), harana-chakrapata-benefic, harana-chakrapata-malefic (house), harana-krurodaya, harana-krurodaya-halved (grahas): core\'s longevity-reason table', {
        lord: Type.Optional(Type.Object(GrahaNamingMembers, { description: 'the enemy whose sign the graha occupies' })),
        house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
        grahas: Type.Optional(Type.Array(Type.Object(GrahaNamingMembers), { description: 'the benefics aspecting the lagna' })),
      }) })),
      years: Type.Number(),
    }), { minItems: 7, maxItems: 7 }),
    total: Ymd,
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const { method, strengths } = ayusMethod(chart, services.ephemeris);
    const all = { pindayu: ayurdaya(chart, 'pindayu'), amsayu: ayurdaya(chart, 'amsayu'), nisargayu: ayurdaya(chart, 'nisargayu') };
    const chosen = all[method];
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      method,
      strengths,
      pindayu: all.pindayu.total,
      amsayu: all.amsayu.total,
      nisargayu: all.nisargayu.total,
      lagnaYears: chosen.lagnaYears,
      perPlanet: chosen.grahas.map((g) => ({ graha: GRAHA_NAMES[g.graha], baseYears: g.baseYears, bharana: g.bharana, haranas: g.haranas.map((h) => ({ slug: h.name, ...h, reason: phrase('longevity-reason', h.reason, lang) })), years: g.years })),
      total: { ...yearsMonthsDays(chosen.total), totalYears: chosen.total },
    }, lang);
  },
});
