import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { readYogaChart } from '../lib/yogas.js';
import { DoshaCommon, doshaAnswer, doshaNaming, shrapit } from '../lib/doshas.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/shrapit',
  summary: 'Shrapit dosha: Saturn and Rahu in one sign',
  description: "Saturn and Rahu in the same sidereal sign (modern 'shrapit' combination); house and degree separation reported",
  body: vedicBirthData(),
  response: Type.Object({ ...ChartEcho, ...DoshaCommon, house: Nullable(Type.Integer({ minimum: 1, maximum: 12 })), separationDeg: Nullable(Type.Number()) }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const y = readYogaChart(chart);
    return { ...chartEcho(chart, services.ephemeris), ...doshaNaming('shrapit', lang), ...doshaAnswer(shrapit(y), lang) };
  },
});
