import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, Instant, defineOperation, kebab, term } from '@celestial/core';
import { IMO_CALENDAR, IMO_SHOWERS } from '../lib/imo-showers.js';
import { showerMaxima } from '../lib/meteor-showers.js';
import { checkYear, instant } from '../lib/time.js';

const pad = (n: number) => String(n).padStart(2, '0');

export default defineOperation({
  method: 'POST',
  path: '/astronomy/meteor-showers',
  summary: 'The maxima of the major meteor showers of a year (IMO working list), with the Moon\'s illumination',
  description:
    'Maximum = the instant the Sun\'s apparent geocentric longitude on the J2000 ecliptic (swe_calc_ut SE_SUN, SEFLG_EQUATORIAL | SEFLG_J2000, turned to the ecliptic with the J2000 obliquity) reaches the shower\'s solar longitude of maximum from the IMO Meteor Shower Calendar working list (bundled table), by root finding (the npm swisseph binding has no swe_solcross_ut); activity limits as the calendar prints them; the Moon\'s illuminated fraction at maximum (swe_pheno_ut attr[1]); with a place, the radiant\'s true altitude one hour before astronomical dawn on the morning of the maximum (swe_azalt; null where there is no astronomical dawn).',
  body: Type.Object({
    year: Type.Integer(),
    latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  }),
  response: Type.Object({
    source: Type.String({ description: 'the shower table\'s edition' }),
    showers: Type.Array(Type.Object({
      code: Type.String({ description: 'IAU Meteor Data Center three-letter code' }),
      slug: Type.String(),
      name: Type.String({ description: 'the shower\'s name in the answer\'s language (core\'s meteor-shower table; the slug is the IMO English name in kebab-case)' }),
      peak: Type.Object({ jd: Type.Number({ description: 'Julian day (UT)' }), date: Instant('UTC') }),
      solarLongitude: Type.Number({ description: 'J2000, degrees' }),
      activeFrom: Type.String({ format: 'date' }),
      activeTo: Type.String({ format: 'date' }),
      zhr: Type.Number(),
      radiant: Type.Object({ ra: Type.Number({ description: 'J2000, degrees' }), dec: Type.Number({ description: 'J2000, degrees' }) }),
      moonIllumination: Type.Number({ description: 'illuminated fraction 0-1 at maximum' }),
      radiantAltitudeAtDawn: Type.Union([Type.Number({ description: 'degrees, with a place' }), Type.Null()]),
    })),
  }),
  examples: [{ name: '2024', body: { year: 2024 } }, { name: '2024-london', body: { year: 2024, latitude: 51.5, longitude: -0.13 } }],
  deps: { ephemeris: Ephemeris },
  handler: ({ body, lang }, { ephemeris }) => {
    checkYear(body.year);
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      throw ApiError.invalidField(body.latitude === undefined ? 'latitude' : 'longitude', 'latitude and longitude are sent together');
    }
    const place = body.latitude === undefined ? null : { latitude: body.latitude, longitude: body.longitude!, altitude: 0 };
    const start = ephemeris.julianDay(body.year, 1, 1, 0);
    const end = ephemeris.julianDay(body.year + 1, 1, 1, 0);
    return {
      source: IMO_CALENDAR,
      showers: showerMaxima(ephemeris, IMO_SHOWERS, start, end, place).map((m) => {
        const s = m.shower;
        // A period that runs over the new year (the Quadrantids) starts in December of the year before its maximum.
        const fromYear = s.activeFrom[0] > s.activeTo[0] && m.peak < ephemeris.julianDay(body.year, 7, 1, 0) ? body.year - 1 : body.year;
        const toYear = s.activeFrom[0] > s.activeTo[0] && fromYear === body.year ? body.year + 1 : body.year;
        return {
          code: s.code, slug: kebab(s.name), name: term('meteor-shower', kebab(s.name), lang),
          peak: { jd: m.peak, date: instant(m.peak) }, solarLongitude: s.solarLongitude,
          activeFrom: `${fromYear}-${pad(s.activeFrom[0])}-${pad(s.activeFrom[1])}`, activeTo: `${toYear}-${pad(s.activeTo[0])}-${pad(s.activeTo[1])}`,
          zhr: s.zhr, radiant: s.radiant, moonIllumination: m.moonIllumination, radiantAltitudeAtDawn: m.radiantAltitudeAtDawn,
        };
      }),
    };
  },
});
