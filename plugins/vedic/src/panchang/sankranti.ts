import { Type } from '@sinclair/typebox';
import { ApiError, defineOperation, Ephemeris, Latitude, Longitude, StringEnum, TimeZones, kebab, term } from '@celestial/core';
import { AYANAMSA_SLUGS } from '@celestial/core/astro';
import type { AyanamsaSlug } from '@celestial/core/astro';
import { LocalTime, UtcTime } from '../lib/panchang-schemas.js';
import { localIso } from '../lib/schemas.js';
import { SANKRANTI_NAMES, sankrantisBetween, utcAt } from '../lib/panchang.js';
import { vedicSettings } from '../lib/settings.js';
import { RASHI_NAMES } from '../lib/grahas.js';

export default defineOperation({
  method: 'POST',
  path: '/vedic/panchang/sankranti',
  summary: 'The twelve sankrantis (sidereal solar ingresses) of a year with their punya kala',
  description:
    'Instants the Sun\'s sidereal longitude (Lahiri unless ayanamsa is named) crosses k*30 deg between local 1 January 00:00 and the next 1 January, by root finding (Brent) on swe_calc_ut, named by the sign entered (Mesha .. Meena sankranti; Makara sankranti = entry into Makara); punya kala 16 ghatis (6 h 24 min) either side of the ingress by default, punyaGhatis configurable (Muhurta Chintamani, Sankranti prakarana). Times in the local time of the timezone (IANA zone, offset at each ingress) or timezoneOffset.',
  body: Type.Object({
    year: Type.Integer({ minimum: 1000, maximum: 2999, description: 'Gregorian year' }),
    latitude: Latitude,
    longitude: Longitude,
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA zone name; wins over timezoneOffset' })),
    timezoneOffset: Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'hours east of UTC', default: 0 })),
    ayanamsa: Type.Optional(StringEnum<AyanamsaSlug>(AYANAMSA_SLUGS, { description: 'sidereal school by name; lahiri when omitted' })),
    punyaGhatis: Type.Optional(Type.Number({ minimum: 0, maximum: 60, default: 16, description: 'punya kala either side of the ingress, in ghatis of 24 minutes' })),
  }),
  response: Type.Object({
    year: Type.Integer(),
    ayanamsa: Type.String(),
    punyaGhatis: Type.Number(),
    sankrantis: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), sign: Type.Integer({ minimum: 1, maximum: 12 }), rashi: Type.String(), at: LocalTime, atUtc: UtcTime, punyaKalaStart: LocalTime, punyaKalaEnd: LocalTime }), { minItems: 12, maxItems: 13 }),
  }),
  examples: [{ name: 'delhi 2024', body: { year: 2024, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, { ephemeris, timeZones }) => {
    const s = vedicSettings({ ayanamsa: body.ayanamsa });
    const offsetAt = (jd: number): number => {
      if (body.timezone === undefined) return body.timezoneOffset ?? 0;
      const d = localIso(jd, 0);
      let off = Number.NaN;
      try {
        off = timeZones.offsetAtLocal(body.timezone, d.slice(0, 10), d.slice(11, 19));
      } catch {
        // refused below
      }
      if (!Number.isFinite(off)) throw new ApiError('INVALID_INPUT', `Validation failed: timezone ${body.timezone} is not a known IANA zone`, { details: [{ path: 'timezone', message: 'must be an IANA zone name' }] });
      return off;
    };
    const jan1 = ephemeris.julianDay(body.year, 1, 1, 0);
    const start = jan1 - offsetAt(jan1) / 24;
    const end = ephemeris.julianDay(body.year + 1, 1, 1, 0) - offsetAt(ephemeris.julianDay(body.year + 1, 1, 1, 0)) / 24;
    const ghatis = body.punyaGhatis ?? 16;
    const half = (ghatis * 24) / 1440;
    const out = sankrantisBetween(ephemeris, start, end, s.chart).map(({ sign, at }) => {
      const off = offsetAt(at);
      // The name in the answer's language from core's sankranti table (issue 12: English before).
      const slug = kebab(SANKRANTI_NAMES[sign - 1]!);
      return { slug, name: term('sankranti', slug, lang), sign, rashi: RASHI_NAMES[sign - 1]!, at: localIso(at, off), atUtc: utcAt(at), punyaKalaStart: localIso(at - half, off), punyaKalaEnd: localIso(at + half, off) };
    });
    return { year: body.year, ayanamsa: s.chart.ayanamsa ?? 'lahiri', punyaGhatis: ghatis, sankrantis: out };
  },
});
