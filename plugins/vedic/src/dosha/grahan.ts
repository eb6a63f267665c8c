import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, grahan } from '../lib/doshas.js';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/grahan',
  summary: 'Grahan dosha: the Sun or Moon with a node; birth within 15 days of an eclipse',
  description: "Sun or Moon in the same sidereal sign as Rahu or Ketu (Surya / Chandra grahan dosha), intensity by separation; birth within 15 days of an actual eclipse flagged via swe_sol_eclipse_when_glob / swe_lun_eclipse_when",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, solar: Type.Object({ present: Type.Boolean(), node: Nullable(Type.Object(GrahaNamingMembers, { description: 'the node with the light, by reference' })), separationDeg: Nullable(Type.Number()), severity: Type.Integer({ minimum: 0, maximum: 100 }) }), lunar: Type.Object({ present: Type.Boolean(), node: Nullable(Type.Object(GrahaNamingMembers, { description: 'the node with the light, by reference' })), separationDeg: Nullable(Type.Number()), severity: Type.Integer({ minimum: 0, maximum: 100 }) }), nearEclipse: Type.Array(Type.Object({ kind: Type.Union([Type.Literal('solar'), Type.Literal('lunar')]), at: Instant('local time of the eclipse maximum'), daysFromBirth: Type.Number() })) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('grahan', lang), ...(() => { const g = grahan(y, services.ephemeris); const { near, ...rest } = g; const light = (l: typeof g.solar) => ({ ...l, node: l.node === null ? null : grahaNaming(l.node, lang) }); return { ...doshaAnswer(rest, lang), solar: light(g.solar), lunar: light(g.lunar), nearEclipse: near.map((e) => ({ kind: e.kind, at: localIso(e.jd, chart.moment.timezoneOffset), daysFromBirth: e.daysFromBirth })) }; })() };
  },
});
