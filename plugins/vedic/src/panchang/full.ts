import { Type } from '@sinclair/typebox';
import { defineOperation, Ephemeris, kebab, named, TimeZones, term } from '@celestial/core';
import { DELHI_BIRTH } from '../lib/examples.js';
import { ChartEcho, chartEcho, vedicBirthData } from '../lib/schemas.js';
import { LocalTime, Nullable, Weekday } from '../lib/panchang-schemas.js';
import { grahaNaming, GrahaNamingMembers, limbNaming, NamedMembers, nakshatraNaming, NakshatraMembers } from '../lib/vocabulary.js';
import { at, karanaAt, lunarMonthAt, moonEvents, nakshatraAt, panchangContext, samvatsaraAt, tithiAt, weekdayOut, yogaAt } from '../lib/panchang.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/full',
  summary: 'The full panchanga of the Vedic day containing the chart moment',
  description:
    'The five limbs for the Vedic day (sunrise to sunrise) containing the chart moment, each read at local Hindu sunrise (swe_rise_trans, disc centre, no refraction; or the upper limb by the sunrise setting) with its end instant found by root finding (Brent) on the Moon-Sun elongation (tithi 12 deg, karana 6 deg), the sidereal Moon (nakshatra 13 deg 20\') and sidereal Sun + Moon (yoga 13 deg 20\'); Surya Siddhanta definitions, Muhurta Chintamani (Shubhashubha prakarana) names. Moonrise and moonset: the first after sunrise, null when none before the next sunrise. Months and samvatsara as /vedic/panchang/lunar-month and /vedic/panchang/samvatsara, at sunrise.',
  body: vedicBirthData(),
  response: Type.Object({
    ...ChartEcho,
    vara: Type.Object({ ...Weekday.properties, lord: Type.Object(GrahaNamingMembers, { description: 'the lord of the day: the graha of the first hora at sunrise, by reference (issue 12)' }) }),
    tithi: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 30 }), ...NamedMembers, paksha: Type.String(), endsAt: LocalTime }),
    nakshatra: Type.Object({ ...NakshatraMembers, pada: Type.Integer({ minimum: 1, maximum: 4 }), endsAt: LocalTime }),
    yoga: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), ...NamedMembers, endsAt: LocalTime }),
    karana: Type.Object({ ...NamedMembers, endsAt: LocalTime }),
    sunrise: LocalTime,
    sunset: LocalTime,
    moonrise: Nullable(LocalTime),
    moonset: Nullable(LocalTime),
    amantaMonth: Type.Object({ slug: Type.String(), name: Type.String({ description: "the month in the answer's language" }), adhika: Type.Boolean() }),
    purnimantaMonth: Type.Object({ slug: Type.String(), name: Type.String({ description: "the month in the answer's language" }) }),
    samvatsara: Type.Object({ southIndian: Type.String({ description: "the year's name (South Indian count) in the answer's language" }), northIndian: Type.String({ description: "the year's name (North Indian count) in the answer's language" }), shakaYear: Type.Integer(), vikramYear: Type.Integer() }),
    ayanamsa: Type.Object({ slug: Type.String(), name: Type.String(), value: Type.Number({ description: 'at sunrise, degrees' }) }),
  }),
  examples: [{ name: 'delhi', body: DELHI_BIRTH }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const ctx = panchangContext(body, services);
    const { ephemeris: e, sidereal: s, day } = ctx;
    const jd = day.sunrise;
    const t = tithiAt(e, jd, s);
    const n = nakshatraAt(e, jd, s);
    const y = yogaAt(e, jd, s);
    const k = karanaAt(e, jd, s);
    const moon = moonEvents(e, day.sunrise, day.nextSunrise, ctx.latitude, ctx.longitude, ctx.chart.settings.sunrise);
    const m = lunarMonthAt(e, jd, s);
    const sv = samvatsaraAt(e, jd, ctx.offset, s);
    return {
      ...chartEcho(ctx.chart, services.ephemeris),
      vara: { ...weekdayOut(day.weekday, lang), lord: grahaNaming(day.weekday, lang) },
      tithi: { number: t.number, ...limbNaming('tithi', t.name, lang), paksha: t.paksha, endsAt: at(ctx, t.endsAt) },
      nakshatra: { ...nakshatraNaming(n.number, lang), pada: n.pada, endsAt: at(ctx, n.endsAt) },
      yoga: { number: y.number, ...limbNaming('panchang-yoga', y.name, lang), endsAt: at(ctx, y.endsAt) },
      karana: { ...limbNaming('karana', k.name, lang), endsAt: at(ctx, k.endsAt) },
      sunrise: at(ctx, day.sunrise),
      sunset: at(ctx, day.sunset),
      moonrise: moon.moonrise === null ? null : at(ctx, moon.moonrise),
      moonset: moon.moonset === null ? null : at(ctx, moon.moonset),
      amantaMonth: { slug: kebab(m.amanta.name), name: term('lunar-month', kebab(m.amanta.name), lang), adhika: m.amanta.adhika },
      purnimantaMonth: { slug: kebab(m.purnimanta.name), name: term('lunar-month', kebab(m.purnimanta.name), lang) },
      samvatsara: { southIndian: term('samvatsara', kebab(sv.southIndian.name), lang), northIndian: term('samvatsara', kebab(sv.northIndian.name), lang), shakaYear: sv.shakaYear, vikramYear: sv.vikramYear },
      ayanamsa: { ...named('ayanamsa', ctx.chart.settings.chart.ayanamsa ?? 'lahiri', lang), value: e.ayanamsa(jd, s.siderealMode) },
    };
  },
});
