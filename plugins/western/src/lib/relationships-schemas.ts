/** Request and response pieces the relationship operations share. */
import { Type } from '@sinclair/typebox';
import { birthData } from '@celestial/core';
import { BodyRefSchema } from './vocabulary.js';

export const TwoChartsBody = { chart1: birthData(), chart2: birthData() };

const KYIV = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'P', name: 'A' };
const LONDON = { date: '1988-03-02', time: '08:15:00', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278, houseSystem: 'P', name: 'B' };
export const PAIR = { chart1: KYIV, chart2: LONDON };
/** A second pair: offsets instead of zone names, Whole Sign houses, the southern hemisphere. */
export const PAIR2 = {
  chart1: { date: '1975-11-03', time: '23:05:00', timezoneOffset: -3, latitude: -34.6, longitude: -58.38, houseSystem: 'W' },
  chart2: { date: '1979-05-21', time: '06:40:00', timezoneOffset: 10, latitude: -33.87, longitude: 151.21, houseSystem: 'W' },
};

export const Member = Type.Object({ chart: Type.Union([Type.Literal('chart1'), Type.Literal('chart2')]), planet: BodyRefSchema });
export const Tally = Type.Object({ fire: Type.Number(), earth: Type.Number(), air: Type.Number(), water: Type.Number(), cardinal: Type.Number(), fixed: Type.Number(), mutable: Type.Number() });
