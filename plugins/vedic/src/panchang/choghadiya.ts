import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, TimeZones, kebab, term } from '@celestial/core';
import { grahaNaming, GrahaNamingMembers } from '../lib/vocabulary.js';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Nullable, Weekday } from '../lib/panchang-schemas.js';
import { at, panchangContext, weekdayOut } from '../lib/panchang.js';
import { choghadiyas, inPeriod } from '../lib/panchang-periods.js';
import type { Choghadiya } from '../lib/panchang-periods.js';

const Quality = Type.Union([Type.Literal('good'), Type.Literal('neutral'), Type.Literal('bad')]);
const Part = Type.Object({ slug: Type.String(), name: Type.String(), lord: Type.Object(GrahaNamingMembers, { description: 'the graha the part is named by, by reference (issue 12)' }), quality: Quality, start: LocalTime, end: LocalTime });

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/choghadiya',
  summary: 'The 8 day and 8 night choghadiyas of the Vedic day',
  description:
    'Day (sunrise -> sunset) and night (sunset -> next sunrise) each in 8 equal parts named by their lords: Sun Udveg, Venus Char, Mercury Labh, Moon Amrit, Saturn Kaal, Jupiter Shubh, Mars Rog. Day: the 1st part is the weekday lord, each next lord the 6th weekday lord from the previous (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars cyclically), the 8th = the 1st; night: the 1st is the lord of the 5th weekday, each next the 5th weekday lord from the previous (Jupiter, Moon, Venus, Mars, Saturn, Mercury, Sun), the 8th = the 1st. Amrit, Shubh, Labh good, Char neutral, Udveg, Kaal, Rog bad (Gujarati/Rajasthani panchanga tradition; PyJHora gauri_choghadiya tables).',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    weekday: Weekday,
    day: Type.Array(Part, { minItems: 8, maxItems: 8 }),
    night: Type.Array(Part, { minItems: 8, maxItems: 8 }),
    current: Nullable(Type.Object({ ...Part.properties, dayOrNight: Type.Union([Type.Literal('day'), Type.Literal('night')]), index: Type.Integer({ minimum: 1, maximum: 8 }) })),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const c = choghadiyas(ctx.day);
    const out = (p: Choghadiya) => ({ slug: kebab(p.name), name: term('choghadiya', kebab(p.name), lang), lord: grahaNaming(p.lord, lang), quality: p.quality, start: at(ctx, p.start), end: at(ctx, p.end) });
    const di = c.day.findIndex((p) => inPeriod(ctx.jd, p));
    const ni = c.night.findIndex((p) => inPeriod(ctx.jd, p));
    const current = di >= 0 ? { ...out(c.day[di]!), dayOrNight: 'day' as const, index: di + 1 } : ni >= 0 ? { ...out(c.night[ni]!), dayOrNight: 'night' as const, index: ni + 1 } : null;
    return { ...chartEcho(ctx.chart, services.ephemeris), weekday: weekdayOut(ctx.day.weekday, lang), day: c.day.map(out), night: c.night.map(out), current };
  },
});
