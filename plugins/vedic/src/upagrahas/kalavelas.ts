import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, Instant, kebab, term, slugsOf } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, LocalInstant } from '../lib/schemas.js';
import { chartVedicDay } from '../lib/special-lagnas.js';
import { SpecialLagnaPlace, specialLagnaPlace } from '../lib/special-lagnas-answer.js';
import { birthHalf, kalavelas } from '../lib/upagrahas.js';

const Nullable = <T extends import('@sinclair/typebox').TSchema>(t: T) => Type.Union([t, Type.Null()]);

export default defineOperation({
  method: 'POST',
  path: '/vedic/upagrahas/kalavelas',
  summary: 'Kalavelas: the eight parts of the birth half-day, and Kala, Mrityu, Ardhaprahara, Yamaghantaka, Gulika and Mandi',
  description: 'BPHS ch. 3 sl. 66-70: the half of the Vedic day of the birth (sunrise-sunset or sunset-next sunrise) cut into 8 equal parts, day parts ruled from the weekday lord in weekday order, night parts from the lord of the 5th weekday, the 8th part lordless; Kala, Mrityu, Ardhaprahara, Yamaghantaka and Gulika are the parts of the Sun, Mars, Mercury, Jupiter and Saturn, each at the sidereal ascendant rising at the start of its part. Mandi (Prashna Marga) = the ascendant at the weekday ghati (day Sun 26, Mon 22, Tue 18, Wed 14, Thu 10, Fri 6, Sat 2; night Sun 10, Mon 6, Tue 2, Wed 26, Thu 22, Fri 18, Sat 14) of a 30-ghati half, scaled to the actual half. Jagannatha Hora takes the middle of the part for all but Gulika; this follows the text.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    isDayBirth: Type.Boolean(),
    weekday: Type.String({ description: 'weekday of the Vedic day (sunrise to sunrise)' }),
    halfStart: Type.String(),
    halfEnd: Type.String(),
    parts: Type.Array(Type.Object({ part: Type.Integer({ minimum: 1, maximum: 8 }), lord: Nullable(Type.Object(GrahaNamingMembers, { description: 'the graha ruling the part, by reference (issue 12); null for the eighth, unruled part' })), start: LocalInstant(), end: LocalInstant() }), { minItems: 8, maxItems: 8 }),
    upagrahas: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), lord: Type.Object(GrahaNamingMembers, { description: 'the graha whose part gives the point' }), rises: Instant('local time whose ascendant gives the point'), ...SpecialLagnaPlace.properties }), { minItems: 6, maxItems: 6 }),
  }),
  examples: [{ name: 'delhi (day birth)', body: DELHI_BIRTH }, { name: 'night birth', body: { ...DELHI_BIRTH, time: '23:10:00' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const chart = castRashi(body, services);
    const half = birthHalf(chartVedicDay(services.ephemeris, chart));
    const k = kalavelas(services.ephemeris, chart, half);
    const off = chart.moment.timezoneOffset;
    return {
      ...chartEcho(chart, services.ephemeris),
      isDayBirth: half.isDayBirth,
      weekday: term('weekday', slugsOf('weekday')[half.weekday]!, lang),
      halfStart: localIso(half.start, off),
      halfEnd: localIso(half.end, off),
      parts: k.parts.map((p, i) => ({ part: i + 1, lord: p.lord === null ? null : grahaNaming(p.lord, lang), start: localIso(p.start, off), end: localIso(p.end, off) })),
      upagrahas: k.points.map((p) => ({ slug: kebab(p.name), name: term('upagraha', kebab(p.name), lang), lord: grahaNaming(p.lord ?? 6, lang), rises: localIso(p.rises, off), ...specialLagnaPlace(chart, p.longitude, lang) })),
    };
  },
});
