import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GrahaNamingMembers, grahaNaming } from '../lib/vocabulary.js';
import { vedicBirthData } from '../lib/schemas.js';
import { munthaOf } from '../lib/tajika.js';
import { OFFICES, officeBearers } from '../lib/tajika-strength.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { returnIsDay, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

/** An office by slug and its name in the answer's language (core's tajika-office table; issue 12). */
const Office = Type.Object({ slug: Type.String({ description: OFFICES.join(', ') }), name: Type.String() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/year-lord',
  summary: 'The five Tajika office-bearers and the lord of the year (varshesha)',
  description:
    'Office-bearers (Tajika Neelakanthi): muntha lord, natal lagna lord, annual lagna lord, tri-rashi lord of the annual lagna (by day or night of the return), Sun-sign lord by day / Moon-sign lord by night. The varshesha is the strongest by vishwa bala (pancha-vargiya bala) of those aspecting the annual lagna by a Tajika aspect (1/7, 4/10 hostile; 3/11, 5/9 friendly); when none aspects it, the strongest of the five; ties go to the earlier office.',
  body: vedicBirthData(VarshaOptions),
  response: Type.Object({
    ...VarshaEcho,
    isDay: Type.Boolean({ description: 'the return falls between sunrise and sunset' }),
    panchadhikaris: Type.Array(Type.Object({ office: Office, ...GrahaNamingMembers, vishwaBala: Type.Number(), aspectsLagna: Type.Union([Type.Literal('friendly'), Type.Literal('hostile'), Type.Null()]) }), { minItems: 5, maxItems: 5 }),
    varshesha: Type.Object({
      ...GrahaNamingMembers,
      reason: PhraseSchema('varshesha-aspecting (the strongest of those aspecting the annual lagna) or varshesha-strongest (none aspects it: the strongest of the five), core\'s tajika-phrase table', {
        graha: Type.Object(GrahaNamingMembers), office: Office,
      }),
    }),
  }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { natal, varsha, echo } = varshaFor(body, services);
    const isDay = returnIsDay(services.ephemeris, varsha);
    const r = officeBearers(natal, varsha.chart, munthaOf(natal, varsha.age).sign0, isDay);
    return {
      ...echo,
      isDay,
      panchadhikaris: r.offices.map((o) => ({ office: named('tajika-office', o.office, lang), ...grahaNaming(o.graha, lang), vishwaBala: o.vishwaBala, aspectsLagna: o.aspectsLagna })),
      varshesha: { ...grahaNaming(r.lord, lang), reason: phrase('tajika-phrase', r.reason, lang) },
    };
  },
});
