import { Type } from '@sinclair/typebox';
import { GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { noteAnswer, readYogaChart, YogaNoteSchema } from '../lib/yogas.js';
import { neechaBhanga } from '../lib/yogas-special.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/yogas/neecha-bhanga',
  summary: 'Neecha bhanga: cancellation of each debilitated graha\'s fall, rule by rule',
  description: "Phaladeepika ch. 7: a debilitated graha's fall is cancelled when the lord of its debilitation sign or of its exaltation sign is in a kendra from lagna or Moon, when it is aspected by its debilitation-sign lord, when it is exalted in navamsa, or when the debilitation lord and exaltation lord are in mutual kendras; each rule reported" + ' Also: the graha exalted in the debilitation sign in a kendra from the lagna or Moon. The seven grahas only (the nodes\' debilitation is disputed).',
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, debilitated: Type.Array(Type.Object({ graha: GrahaRefSchema, sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), cancelled: Type.Boolean(), rulesMet: Type.Array(YogaNoteSchema, { description: "the cancelling rules that hold (core's yoga-cancellation table: debilitation-lord-in-kendra, exalted-in-navamsa ...)" }), rulesTested: Type.Integer() })) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    return withGrahaRefs({ ...chartEcho(chart, services.ephemeris), debilitated: neechaBhanga(readYogaChart(chart)).map((d) => ({ ...d, rulesMet: d.rulesMet.map((r) => noteAnswer('yoga-cancellation', r, lang)) })) }, lang);
  },
});
