import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime } from '../lib/panchang-schemas.js';
import { at, lunarMonthAt, nextSankranti, panchangContext, SANKRANTI_NAMES } from '../lib/panchang.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/lunar-month',
  summary: 'Lunar month (amanta and purnimanta) of the chart moment, paksha and the next sankranti',
  description:
    'The bracketing new moons by root finding on the elongation; the amanta month is named from the sidereal sign of the Sun at its opening new moon (Sun in Meena -> Chaitra, Mesha -> Vaishakha ...); adhika when no sankranti falls between the two new moons (it takes the name of the following month, flagged adhika), kshaya when two do; purnimanta runs full moon to full moon, so the Krishna paksha of amanta month M is called month M+1 in the purnimanta reckoning while Shukla pakshas keep the same name (Surya Siddhanta ch. 14).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    amanta: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12, description: '1 Chaitra ... 12 Phalguna' }), slug: Type.String(), name: Type.String(), adhika: Type.Boolean(), kshaya: Type.Boolean(), start: LocalTime, end: LocalTime }),
    purnimanta: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 12 }), slug: Type.String(), name: Type.String(), start: LocalTime, end: LocalTime }),
    paksha: Type.Union([Type.Literal('shukla'), Type.Literal('krishna')]),
    nextSankranti: Type.Object({ slug: Type.String(), name: Type.String(), sign: Type.Integer({ minimum: 1, maximum: 12 }), at: LocalTime }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const m = lunarMonthAt(ctx.ephemeris, ctx.jd, ctx.sidereal);
    const s = nextSankranti(ctx.ephemeris, ctx.jd, ctx.sidereal);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      amanta: { number: m.amanta.index + 1, slug: kebab(m.amanta.name), name: term('lunar-month', kebab(m.amanta.name), lang), adhika: m.amanta.adhika, kshaya: m.amanta.kshaya, start: at(ctx, m.amanta.start), end: at(ctx, m.amanta.end) },
      purnimanta: { number: m.purnimanta.index + 1, slug: kebab(m.purnimanta.name), name: term('lunar-month', kebab(m.purnimanta.name), lang), start: at(ctx, m.purnimanta.start), end: at(ctx, m.purnimanta.end) },
      paksha: m.paksha,
      // Named by core's sankranti table in the answer's language (issue 12: English before).
      nextSankranti: { slug: kebab(SANKRANTI_NAMES[s.sign - 1]!), name: term('sankranti', kebab(SANKRANTI_NAMES[s.sign - 1]!), lang), sign: s.sign, at: at(ctx, s.at) },
    };
  },
});
