/** Response pieces of the houses and chart-geometry operations. */
import { Type } from '@sinclair/typebox';
import { PositionMembers } from '@celestial/core';

export const KYIV_EXAMPLE = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, houseSystem: 'P' };
export const TROMSO_EXAMPLE = { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Oslo', latitude: 69.65, longitude: 18.96, houseSystem: 'P' };

export const PointSchema = Type.Object(PositionMembers);

export const Cusps12 = Type.Array(Type.Number({ minimum: 0, maximum: 360 }), { description: '12 cusps, house 1 first; empty when the system is unavailable here' });
export const SystemRef = { code: Type.String(), slug: Type.String({ description: 'stable kebab-case name of the system' }), name: Type.String() };
