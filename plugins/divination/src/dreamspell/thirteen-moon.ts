import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, kebab } from '@celestial/core';
import { kinName, TONES, thirteenMoon } from '../lib/dreamspell.js';

export default defineOperation({
  method: 'POST',
  path: '/dreamspell/thirteen-moon',
  summary: 'The 13 Moon / 28-day calendar date of José and Lloydine Argüelles',
  description:
    'The year starts on 26 July; 13 moons of 28 days (Magnetic ... Cosmic); 25 July is the Day Out of Time (moon and day null); 29 February is 0.0 Hunab Ku, outside the count (moon and day null); the year is named by the Dreamspell kin of its 26 July (the bearers Seed, Moon, Wizard, Storm); the weekday plasmas run Dali, Seli, Gamma, Kali, Alpha, Limi, Silio from the first day of each moon. Names in English as the Argüelleses wrote them.',
  body: Type.Object({ date: DateString }),
  response: Type.Object({
    date: Type.String({ format: 'date' }),
    year: Type.Object({ slug: Type.String(), name: Type.String({ description: 'the kin of 26 July, e.g. Blue Electric Storm' }), bearerKin: Type.Integer({ minimum: 1, maximum: 260 }), from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) }),
    moon: Type.Union([Type.Object({ number: Type.Integer({ minimum: 1, maximum: 13 }), slug: Type.String(), name: Type.String() }), Type.Null()]),
    day: Type.Union([Type.Integer({ minimum: 1, maximum: 28 }), Type.Null()]),
    plasma: Type.Union([Type.Object({ slug: Type.String(), name: Type.String() }), Type.Null()]),
    dayOutOfTime: Type.Boolean(),
    hunabKu: Type.Boolean(),
  }),
  examples: [{ name: 'new-year', body: { date: '2026-07-26' } }],
  handler: ({ body }) => {
    const m = thirteenMoon(body.date);
    const yearName = kinName(m.bearerKin);
    return {
      date: body.date,
      year: { slug: kebab(yearName), name: yearName, bearerKin: m.bearerKin, from: m.yearStart, to: m.yearEnd },
      moon: m.moon === null ? null : { number: m.moon, slug: kebab(TONES[m.moon - 1]!), name: `${TONES[m.moon - 1]} Moon` },
      day: m.day,
      plasma: m.plasma === null ? null : { slug: kebab(m.plasma), name: m.plasma },
      dayOutOfTime: m.dayOutOfTime,
      hunabKu: m.hunabKu,
    };
  },
});
