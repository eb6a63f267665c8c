import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { GRAHA_NAMES, houseFrom, NATURAL_MALEFICS, OWN_SIGNS, EXALTATION } from '../lib/grahas.js';
import type { GrahaNumber } from '../lib/grahas.js';
import { arudhaPadas, jaiminiLord } from '../lib/jaimini.js';
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
    indications: Type.Array(Type.String()),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const ul = arudhaPadas(chart)[11]!.sign;
    const lord = jaiminiLord(chart, ul - 1);
    const second = signReading(chart, (ul % 12) + 1, lang);
    const seventh = signReading(chart, ((ul + 5) % 12) + 1, lang);
    const indications: string[] = [];
    const s2 = second.sign - 1;
    for (const o of second.occupants) {
      const g = o.graha as GrahaNumber;
      if (!NATURAL_MALEFICS.includes(g)) { indications.push(`${GRAHA_NAMES[g]}, a benefic, in the 2nd from the upapada sustains the marriage`); continue; }
      const strong = OWN_SIGNS[g].includes(s2) || EXALTATION[g].sign === s2;
      indications.push(strong ? `${GRAHA_NAMES[g]} in the 2nd from the upapada is in its own or exaltation sign: no break of marriage (BPHS ch. 30)` : `${GRAHA_NAMES[g]}, a malefic, in the 2nd from the upapada threatens the continuity of marriage (BPHS ch. 30)`);
    }
    const benAsp = second.aspecting.filter((a) => !NATURAL_MALEFICS.includes(a.graha as GrahaNumber));
    if (benAsp.length) indications.push(`benefic aspect on the 2nd from the upapada by ${benAsp.map((a) => GRAHA_NAMES[a.graha]).join(', ')} protects the marriage`);
    if (!second.occupants.length && !benAsp.length) indications.push('the 2nd from the upapada is empty and unaspected by benefics: continuity of marriage is read from its lord');
    indications.push(`upapada lord ${GRAHA_NAMES[lord]} in house ${houseFrom(ul, chart.grahas[lord]!.sign)} from the upapada`);
    return withGrahaRefs({
      ...chartEcho(chart, services.ephemeris),
      upapada: { sign: ul, signName: signReading(chart, ul, lang).signName, house: houseFrom(chart.lagna.sign, ul), lord: GRAHA_NAMES[lord] },
      secondFromUpapada: second,
      seventhFromUpapada: seventh,
      indications,
    }, lang);
  },
});
