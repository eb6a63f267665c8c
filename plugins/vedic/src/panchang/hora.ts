import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { StringEnum } from '@celestial/core';
import { LocalTime, Nullable } from '../lib/panchang-schemas.js';
import { at, panchangContext } from '../lib/panchang.js';
import { horas, inPeriod } from '../lib/panchang-periods.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';

const HORA_MODES = ['equal', 'unequal'] as const;

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/hora',
  summary: 'The 24 horas of the Vedic day and the current hora',
  description:
    'From Hindu sunrise, 24 horas: equal 60-minute horas (2.5 ghatis, the classical default; the 24th is cut or stretched to end at the next sunrise) or unequal (day/12 from sunrise, night/12 from sunset); the first lord is the vara lord, the following lords in descending orbital order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon (Surya Siddhanta ch. 12, Bhugola chapter; BPHS ch. 3).',
  body: vedicBirthData({ mode: Type.Optional(StringEnum(HORA_MODES, { description: 'equal 60-minute horas (default) or unequal', default: 'equal' })) }),
  response: Type.Object({
    ...ChartEcho,
    horas: Type.Array(Type.Object({ index: Type.Integer({ minimum: 1, maximum: 24 }), lord: Type.Object(GrahaNamingMembers, { description: 'the lord of the hora, by reference (issue 12)' }), start: LocalTime, end: LocalTime }), { minItems: 24, maxItems: 24 }),
    current: Nullable(Type.Object({ index: Type.Integer(), lord: Type.Object(GrahaNamingMembers, { description: 'the lord of the hora, by reference (issue 12)' }), start: LocalTime, end: LocalTime })),
    mode: StringEnum(HORA_MODES),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }, { name: 'unequal', body: { ...DELHI_BIRTH, mode: 'unequal' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const mode = body.mode ?? 'equal';
    const hs = horas(ctx.day, mode).map((h) => ({ index: h.index, lord: grahaNaming(h.lord, lang), start: at(ctx, h.start), end: at(ctx, h.end), _h: h }));
    const cur = hs.find((h) => inPeriod(ctx.jd, h._h));
    const strip = ({ _h, ...rest }: (typeof hs)[number]) => rest;
    return { ...chartEcho(ctx.chart, services.ephemeris), horas: hs.map(strip), current: cur ? strip(cur) : null, mode };
  },
});
