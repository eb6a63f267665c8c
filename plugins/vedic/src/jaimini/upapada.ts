import { Type } from '@sinclair/typebox';
import { GrahaNamingMembers, GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { GRAHA_NAMES, houseFrom } from '../lib/grahas.js';
import { arudhaPadas, jaiminiLord, upapadaIndications } from '../lib/jaimini.js';
import { phrase, PhraseSchema } from '../lib/phrases.js';
import { SignReading, signReading } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/upapada',
  summary: 'Upapada lagna (A12): marriage and the spouse',
  description:
    'BPHS ch. 30: the upapada is the arudha of the 12th house (arudha-padas A12). The 2nd from it shows the continuity of marriage: a malefic (Sun, Mars, Saturn, Rahu, Ketu) there breaks it unless it is in its own or exaltation sign (sl. 7-11), a benefic there or aspecting it sustains it. Its lord (co-lords resolved) and the 7th from it describe the spouse.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    upapada: Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), house: Type.Integer({ minimum: 1, maximum: 12 }), lord: GrahaRefSchema }),
    secondFromUpapada: SignReading,
    seventhFromUpapada: SignReading,
    indications: Type.Array(PhraseSchema('upapada-benefic-in-second, upapada-malefic-strong-in-second, upapada-malefic-in-second (graha), upapada-benefic-aspect (grahas), upapada-second-empty, upapada-lord-house (graha, house): core\'s jaimini-phrase table (BPHS ch. 30)', {
      graha: Type.Optional(Type.Object(GrahaNamingMembers)),
      grahas: Type.Optional(Type.Array(Type.Object(GrahaNamingMembers))),
      house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    })),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ul = arudhaPadas(chart)[11]!.sign;
    const lord = jaiminiLord(chart, ul - 1);
    const second = signReading(chart, (ul % 12) + 1, lang);
    const seventh = signReading(chart, ((ul + 5) % 12) + 1, lang);
    const indications = upapadaIndications(chart, ul).map((x) => phrase('jaimini-phrase', x, lang));
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      upapada: { sign: ul, signName: signReading(chart, ul, lang).signName, house: houseFrom(chart.lagna.sign, ul), lord: GRAHA_NAMES[lord] },
      secondFromUpapada: second,
      seventhFromUpapada: seventh,
      indications,
    }, lang);
  },
});
