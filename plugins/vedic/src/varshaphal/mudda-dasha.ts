import { Type } from '@sinclair/typebox';
import { grahaNaming, GrahaRefSchema, withGrahaRefs } from '../lib/vocabulary.js';
import { defineOperation, Ephemeris, StringEnum, TimeZones } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { GRAHA_NAMES } from '../lib/grahas.js';
import { localIso, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { varshaPravesha } from '../lib/tajika.js';
import { MUDDA_DAYS, muddaAntardashas, muddaPeriods, VarshaEcho, VarshaOptions, varshaFor } from '../lib/tajika-answer.js';

const Period = Type.Object({ lord: GrahaRefSchema, start: LocalInstant(), end: LocalInstant(), startJd: Type.Number(), endJd: Type.Number(), days: Type.Number() });

export default defineOperation({
  method: 'POST',
  path: '/vedic/varshaphal/mudda-dasha',
  summary: 'Mudda dasha: Vimshottari compressed into the Tajika year',
  description:
    'Days of a 360-day year: Sun 18, Moon 30, Mars 21, Rahu 54, Jupiter 48, Saturn 57, Mercury 51, Ketu 21, Venus 60; first lord = (janma nakshatra number + completed years - 2) mod 9 counted 1 Sun, 2 Moon, 3 Mars, 4 Rahu, 5 Jupiter, 6 Saturn, 7 Mercury, 8 Ketu, 0 Venus; it runs for the natal Moon\'s untraversed nakshatra fraction from the return, the others in full, and the year closes with its traversed fraction. muddaYear savana (default): 360 days; solar: the 360 days scaled to the actual span to the next return. antardashas: each full period split in the same order from its own lord, x lord days / 360.',
  body: vedicBirthData({ ...VarshaOptions, muddaYear: Type.Optional(StringEnum(['savana', 'solar'] as const, { description: 'savana: 360 days; solar: the span to the next return', default: 'savana' })) }),
  response: Type.Object({ ...VarshaEcho, muddaYear: Type.String(), yearDays: Type.Number(), periods: Type.Array(Period, { minItems: 9 }), antardashas: Type.Array(Type.Object({ mahadasha: GrahaRefSchema, ...Period.properties })) }),
  examples: [{ name: 'delhi 2024', body: { ...DELHI_BIRTH, year: 2024 } }, { name: 'solar year', body: { ...DELHI_BIRTH, year: 2024, muddaYear: 'solar' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { natal, varsha, echo } = varshaFor(body, services);
    const muddaYear = body.muddaYear ?? 'savana';
    const next = muddaYear === 'solar' ? varshaPravesha(services.ephemeris, services.timeZones, natal, body.year, {}, 360).jd : 0; // the next return
    const yearDays = muddaYear === 'solar' ? next - varsha.jd : 360;
    const off = varsha.chart.moment.timezoneOffset;
    const periods = muddaPeriods(natal.grahas[1]!.longitude, varsha.age, varsha.jd, yearDays);
    const out = (p: { graha: number; start: number; end: number; days: number }) => ({ lord: GRAHA_NAMES[p.graha]!, start: localIso(p.start, off), end: localIso(p.end, off), startJd: p.start, endJd: p.end, days: p.days });
    // The antardashas of the first lord are those of its whole period, which began before the return.
    const scale = yearDays / 360;
    const first = periods[0]!;
    const firstFull = MUDDA_DAYS[first.graha]! * scale;
    const mdStarts = [{ graha: first.graha, start: first.end - firstFull, full: firstFull }, ...periods.slice(1, 9).map((p) => ({ graha: p.graha, start: p.start, full: p.days }))];
    const antardashas = mdStarts.flatMap((m) => muddaAntardashas(m.graha, m.start, m.full).map((a) => ({ mahadasha: grahaNaming(m.graha, lang), ...out(a) })));
    return withGrahaRefs({ ...echo, muddaYear, yearDays, periods: periods.map(out), antardashas }, lang);
  },
});
