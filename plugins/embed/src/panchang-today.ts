import { Type } from '@sinclair/typebox';
import { ApiError, DateString, Ephemeris, Latitude, Longitude, TimeZones, defineOperation } from '@celestial/core';
import { AYANAMSA_SLUGS, ayanamsaBySlug } from '@celestial/core/astro';
import { karanaAt, nakshatraAt, panchangContext, tithiAt, weekdayOut, yogaAt } from '@celestial/plugin-vedic/lib/panchang';
import { rahuKaal } from '@celestial/plugin-vedic/lib/panchang-periods';
import { limbNaming, nakshatraNaming } from '@celestial/plugin-vedic/lib/vocabulary';
import { HTML, HtmlPage, ThemeParam, esc, page, pageContext, table, todayUtc } from './lib/page.js';
import { clockOf } from './lib/time.js';
import { jdToIsoWithOffset } from '@celestial/core';

export default defineOperation({
  method: 'GET',
  path: '/embed/panchang-today',
  summary: 'Widget: the day\'s panchanga (vara, tithi, nakshatra, yoga, karana with end times, sunrise, sunset, Rahu kalam) as an HTML page for an iframe',
  description:
    'The five limbs of POST /vedic/panchang/full read at local Hindu sunrise (swe_rise_trans, disc centre, no refraction) of the Vedic day containing local noon of `date` (default today, UTC): tithi = (Moon - Sun) / 12 deg, nakshatra = sidereal Moon / 13 deg 20\', yoga = (Sun + Moon) / 13 deg 20\', karana = half a tithi, each with its end by root finding; Rahu kalam = the weekday\'s eighth of daytime (South Indian table). Times in the `tz` offset; `ayanamsa` as the Vedic operations take it (default lahiri). Keyless; the free-tier watermark unless a key is sent.',
  query: Type.Object({
    lat: Latitude,
    lng: Longitude,
    tz: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC (default 0)' })),
    date: Type.Optional(DateString),
    ayanamsa: Type.Optional(Type.String({ maxLength: 64, description: 'sidereal mode slug (default lahiri)' })),
    theme: ThemeParam,
  }),
  response: HtmlPage,
  produces: HTML,
  examples: [{ name: 'delhi-2024-04-09', query: { lat: 28.6139, lng: 77.209, tz: 5.5, date: '2024-04-09' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: (input, services) => {
    const { lang, theme, watermark, t } = pageContext(input);
    const q = input.query;
    const tz = q.tz ?? 0;
    const date = q.date ?? todayUtc();
    if (q.ayanamsa !== undefined && !ayanamsaBySlug(q.ayanamsa)) throw ApiError.invalidField('ayanamsa', `must be one of ${AYANAMSA_SLUGS.join(', ')}`);
    const ctx = panchangContext({ date, time: '12:00:00', timezoneOffset: tz, latitude: q.lat, longitude: q.lng, ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}) } as Parameters<typeof panchangContext>[0], services);
    const { ephemeris: e, sidereal: s, day } = ctx;
    const off = Math.round(ctx.offset * 60);
    const local = (jd: number) => `${jdToIsoWithOffset(jd, off).slice(0, 10)} ${clockOf(jdToIsoWithOffset(jd, off))}`;
    const tithi = tithiAt(e, day.sunrise, s);
    const nak = nakshatraAt(e, day.sunrise, s);
    const yoga = yogaAt(e, day.sunrise, s);
    const karana = karanaAt(e, day.sunrise, s);
    const vara = weekdayOut(day.weekday, lang);
    const rahu = rahuKaal(day);
    const rows: string[][] = [
      [esc(vara.name), '', ''],
      [`${tithi.number}`, esc(limbNaming('tithi', tithi.name, lang).name), esc(local(tithi.endsAt))],
      [`${nak.number}`, esc(nakshatraNaming(nak.number, lang).name), esc(local(nak.endsAt))],
      [`${yoga.number}`, esc(limbNaming('panchang-yoga', yoga.name, lang).name), esc(local(yoga.endsAt))],
      ['', esc(limbNaming('karana', karana.name, lang).name), esc(local(karana.endsAt))],
    ];
    const labelsRow = ['vara', 'tithi', 'nakshatra', 'yoga', 'karana'];
    const body = `<p class="sub">${esc(date)} · ${esc(t.sunrise)} ${esc(clockOf(jdToIsoWithOffset(day.sunrise, off)))} · ${esc(t.sunset)} ${esc(clockOf(jdToIsoWithOffset(day.sunset, off)))}</p>`
      + table(['', '#', '', '→'], rows.map((r, i) => [`<span data-limb="${labelsRow[i]}">${esc(LIMB_NAMES[i]!)}</span>`, ...r]))
      + `<p data-rahu-kalam>Rahu kalam: <b>${esc(clockOf(jdToIsoWithOffset(rahu.start, off)))} – ${esc(clockOf(jdToIsoWithOffset(rahu.end, off)))}</b></p>`;
    return page({ lang, theme, title: 'Panchang', body, watermark });
  },
});

// The limbs' Sanskrit names, transliterated (IAST without diacritics), as every language writes them.
const LIMB_NAMES = ['Vara', 'Tithi', 'Nakshatra', 'Yoga', 'Karana'];
