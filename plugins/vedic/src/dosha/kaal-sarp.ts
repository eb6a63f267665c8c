import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, named, TimeZones } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers, NamedMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, kaalSarp } from '../lib/doshas.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/kaal-sarp',
  summary: 'Kaal Sarp dosha: all seven grahas on one side of the nodal axis; type by Rahu\'s house',
  description: "All 7 grahas inside the zodiacal arc from Rahu forward to Ketu (savya: Kaal Sarp proper) or from Ketu forward to Rahu (apasavya, also called Kaal Amrit), none outside; 12 types by Rahu's whole-sign house from lagna: 1 Ananta, 2 Kulika, 3 Vasuki, 4 Shankhapala, 5 Padma, 6 Mahapadma, 7 Takshaka, 8 Karkotaka, 9 Shankhachuda, 10 Ghataka, 11 Vishadhara, 12 Sheshanaga; partialBy lists grahas outside the arc by longitude but in the sign of Rahu or Ketu (20th-century doctrine, not in BPHS)",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, type: Nullable(Type.Object(NamedMembers, { description: "the kind by Rahu's house (core's kaal-sarp-type table: ananta ... sheshanaga)" })), direction: Nullable(Type.Union([Type.Literal('savya'), Type.Literal('apasavya')])), partialBy: Type.Array(Type.Object(GrahaNamingMembers), { description: 'the grahas outside the arc by longitude but in a node\'s sign, by reference' }) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('kaal-sarp', lang), ...(() => { const k = doshaAnswer(kaalSarp(y), lang); return { ...k, type: k.type === null ? null : named('kaal-sarp-type', k.type, lang), partialBy: k.partialBy.map((g) => grahaNaming(g, lang)) }; })() };
  },
});
