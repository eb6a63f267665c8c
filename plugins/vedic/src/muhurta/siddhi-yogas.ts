import { Type } from '@sinclair/typebox';
import { DateString, defineOperation, Ephemeris, Instant, Latitude, Longitude, TimeZones, term, slugsOf } from '@celestial/core';
import { resolveMoment } from '@celestial/core/astro';
import { nextSolarEvent, vedicDayAt } from '../lib/day.js';
import { addDays } from '../lib/muhurta.js';
import { siddhiYogasOfDay } from '../lib/muhurta-yogas.js';
import { localIso, vedicBirthData } from '../lib/schemas.js';
import { VedicOptions, vedicSettings, vedicSettingsEcho, VedicSettingsEcho } from '../lib/settings.js';
import { nakshatraNaming, NakshatraMembers } from '../lib/vocabulary.js';

const BD = vedicBirthData().properties;

export default defineOperation({
  method: 'POST',
  path: '/vedic/muhurta/siddhi-yogas',
  summary: 'Sarvartha Siddhi, Amrita Siddhi, Guru/Ravi-Pushya, Dwi/Tripushkara and Ravi yogas over up to 31 days',
  description:
    'Vara-nakshatra-tithi yogas of Muhurta Chintamani for each Vedic day (sunrise to sunrise, whose weekday is the sunrise\'s): Sarvartha Siddhi (Sun: Hasta, Mula, U.Phalguni, U.Ashadha, U.Bhadrapada, Ashwini, Pushya; Mon: Shravana, Rohini, Mrigashira, Pushya, Anuradha; Tue: Ashwini, U.Bhadrapada, Krittika, Ashlesha; Wed: Rohini, Anuradha, Hasta, Krittika, Mrigashira; Thu: Revati, Anuradha, Ashwini, Punarvasu, Pushya; Fri: Revati, Anuradha, Ashwini, Punarvasu, Shravana; Sat: Shravana, Rohini, Swati), Amrita Siddhi (Sun-Hasta, Mon-Mrigashira, Tue-Ashwini, Wed-Anuradha, Thu-Pushya, Fri-Revati, Sat-Rohini), Guru-Pushya and Ravi-Pushya, Dwipushkara/Tripushkara (Sun, Tue or Sat with a Bhadra tithi 2, 7, 12 and a two-pada star Mrigashira, Chitra, Dhanishtha or a three-pada star Krittika, Punarvasu, U.Phalguni, Vishakha, U.Ashadha, P.Bhadrapada), Ravi yoga (the Moon\'s star the 4th, 6th, 9th, 10th, 13th or 20th from the Sun\'s). Spans are the overlap of the day and the star (and tithi), star and tithi ends by Brent on the limb angles; times local.',
  body: Type.Object({
    startDate: DateString,
    days: Type.Integer({ minimum: 1, maximum: 31, description: 'number of Vedic days from startDate' }),
    latitude: Latitude,
    longitude: Longitude,
    timezone: BD.timezone,
    timezoneOffset: BD.timezoneOffset,
    ayanamsa: BD.ayanamsa,
    ayanamsaId: BD.ayanamsaId,
    ...VedicOptions,
  }, { additionalProperties: true, 'x-birth-data': true }),
  response: Type.Object({
    settings: VedicSettingsEcho,
    days: Type.Array(Type.Object({
      date: Type.String(), weekday: Type.String(), sunrise: Instant('local sunrise opening the Vedic day'), nextSunrise: Instant('local sunrise closing it'),
      yogas: Type.Array(Type.Object({
        slug: Type.String({ description: 'sarvartha-siddhi, amrita-siddhi, guru-pushya, ravi-pushya, dwipushkara, tripushkara, ravi-yoga' }),
        name: Type.String({ description: "the yoga's name in the answer's language (core's siddhi-yoga table)" }),
        nakshatra: Type.Object(NakshatraMembers, { description: "the Moon's star the yoga rests on" }),
        countFromSun: Type.Optional(Type.Integer({ minimum: 1, maximum: 27, description: "Ravi yoga: the Moon's star counted from the Sun's (4, 6, 9, 10, 13 or 20)" })),
        start: Instant(),
        end: Instant(),
      })),
    })),
  }),
  examples: [{ name: 'delhi', body: { startDate: '2025-02-01', days: 14, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const s = vedicSettings(body as never);
    const out = [];
    let ayanamsaValue = 0;
    for (let i = 0; i < body.days; i++) {
      const date = addDays(body.startDate, i);
      const m = resolveMoment({ date, time: '00:00:00', timezone: body.timezone, timezoneOffset: body.timezoneOffset, latitude: body.latitude, longitude: body.longitude }, services);
      const rise = nextSolarEvent(ephemeris, m.julianDayUT, 'rise', body.latitude, body.longitude, s.sunrise);
      const day = vedicDayAt(ephemeris, rise + 1e-4, body.latitude, body.longitude, m.timezoneOffset, s.sunrise);
      if (i === 0) ayanamsaValue = ephemeris.ayanamsa(day.sunrise, s.chart.siderealMode);
      const yogas = siddhiYogasOfDay(ephemeris, day.sunrise, day.nextSunrise, day.weekday, s.chart);
      const iso = (jd: number) => localIso(jd, m.timezoneOffset);
      out.push({ date, weekday: term('weekday', slugsOf('weekday')[day.weekday]!, lang), sunrise: iso(day.sunrise), nextSunrise: iso(day.nextSunrise), yogas: yogas.map((y) => ({ slug: y.slug, name: term('siddhi-yoga', y.slug, lang), nakshatra: nakshatraNaming(y.star, lang), ...(y.countFromSun !== undefined ? { countFromSun: y.countFromSun } : {}), start: iso(y.start), end: iso(y.end) })) });
    }
    return { settings: vedicSettingsEcho(s, ayanamsaValue), days: out };
  },
});
