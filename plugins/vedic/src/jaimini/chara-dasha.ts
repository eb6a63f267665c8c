import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, signName as signNameOf } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { localIso } from '../lib/schemas.js';
import { charaAntardashas, charaDasha, periodOut } from '../lib/jaimini-dasha.js';
import { DashaPeriodSchema } from '../lib/jaimini-answer.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/jaimini/chara-dasha',
  summary: 'Jaimini chara dasha (K. N. Rao), two cycles, with antardashas',
  description:
    'K. N. Rao, "Predicting through Jaimini\'s Chara Dasha": the sequence starts at the lagna sign, forward if the 9th sign from the lagna is odd-footed (Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius) else backward; years = signs counted from the dasha sign to the sign of its lord (forward for an odd-footed dasha sign, backward for an even-footed one) minus 1, 0 -> 12, +1 when the lord is exalted, -1 when debilitated; Scorpio and Aquarius take the stronger co-lord; the second cycle gives 12 minus the first years (zero-year periods skipped). Antardashas: 12 equal parts in the direction of the sequence, from the sign after the dasha sign, the dasha sign last. Dates in the chart\'s local time, years of the dashaYear setting.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    direction: Type.Union([Type.Literal('forward'), Type.Literal('backward')]),
    periods: Type.Array(Type.Object({
      ...DashaPeriodSchema.properties,
      antardashas: Type.Array(Type.Object({ sign: Type.Integer({ minimum: 1, maximum: 12 }), signName: Type.String(), start: LocalInstant(), end: LocalInstant() }), { minItems: 12, maxItems: 12 }),
    }), { maxItems: 24 }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const d = charaDasha(chart);
    const off = chart.moment.timezoneOffset;
    return {
      ...chartEcho(chart, services.ephemeris),
      direction: d.direction,
      periods: d.periods.map((p) => ({
        ...periodOut(chart, p, lang),
        antardashas: charaAntardashas(chart, p, d.direction === 'forward').map((a) => ({ sign: a.sign, signName: signNameOf(a.sign, lang), start: localIso(a.startJd, off), end: localIso(a.endJd, off) })),
      })),
    };
  },
});
