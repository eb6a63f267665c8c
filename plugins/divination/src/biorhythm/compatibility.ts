import { Type } from '@sinclair/typebox';
import { DateString, defineOperation } from '@celestial/core';
import { compatibility, DISCLAIMER } from '../lib/biorhythm.js';
import { daysBetween } from '../lib/calendar.js';

const Percent = Type.Number({ minimum: 0, maximum: 100 });

export default defineOperation({
  method: 'POST',
  path: '/biorhythm/compatibility',
  summary: 'How closely two people\'s biorhythm cycles run in step (percent per cycle)',
  description:
    "Gittelson's phase compatibility: n = days between the two births; for each period P (23, 28, 33), phase = n mod P; compatibility = 100 x (1 - 2 x min(phase, P - phase) / P): 100 when the cycles run in step, 0 when opposed. average = mean of the three. No scientific support: a disclaimer is returned.",
  body: Type.Object({ birthDate1: DateString, birthDate2: DateString }),
  response: Type.Object({ daysApart: Type.Integer({ minimum: 0 }), physical: Percent, emotional: Percent, intellectual: Percent, average: Percent, disclaimer: Type.String() }),
  examples: [{ name: 'pair', body: { birthDate1: '1990-07-15', birthDate2: '1992-03-02' } }],
  handler: ({ body }) => {
    const n = Math.abs(daysBetween(body.birthDate1, body.birthDate2));
    const physical = compatibility(n, 'physical');
    const emotional = compatibility(n, 'emotional');
    const intellectual = compatibility(n, 'intellectual');
    return { daysApart: n, physical, emotional, intellectual, average: (physical + emotional + intellectual) / 3, disclaimer: DISCLAIMER };
  },
});
