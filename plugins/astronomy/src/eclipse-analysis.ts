import { Type } from '@sinclair/typebox';
import { ApiError, Clock, DateString, Ephemeris, Instant, Moment, PositionMembers, Settings, StringEnum, TimeZones, birthData, defineOperation, position } from '@celestial/core';
import { castChart, momentEcho, settingsEcho } from '@celestial/core/astro';
import { eclipsesBetween } from './lib/eclipses.js';
import { eclipseContacts, eclipseDegree, natalHouse, natalPoints } from './lib/natal-eclipses.js';
import { instant, instantOrNull, parseYmd } from './lib/time.js';

const Contact = Type.Object({
  point: Type.Object({ slug: Type.String(), name: Type.String() }),
  aspect: StringEnum(['conjunction', 'square', 'opposition'] as const),
  orb: Type.Number({ minimum: 0 }),
});

export default defineOperation({
  method: 'POST',
  path: '/eclipse-analysis',
  summary: 'The coming eclipses against a natal chart: degree, natal house, contacts and local visibility',
  description:
    'Eclipses from startDate over yearsAhead years (swe_sol_eclipse_when_glob, swe_lun_eclipse_when); the eclipse degree is the Sun (solar) or Moon (lunar) at maximum in the chart\'s zodiac; natal house by cusp comparison on the natal cusps (for an ecliptic point the same as floor(swe_house_pos)); contacts = natal bodies and angles within orb of 0/90/180 deg. Local circumstances at point (default the birth place): solar - swe_sol_eclipse_when_loc started 1 day before the global begin, visible when its maximum lies between the global begin and end (then localMax, magnitude attr[0], obscuration attr[2], the Sun\'s altitude attr[5]); lunar - swe_lun_eclipse_how at the global maximum (umbral magnitude attr[0], the Moon\'s apparent altitude; visible when above 0; localMax the global maximum; obscuration null). mostActivated counts each natal point\'s contacts. After Brady, Predictive Astrology: The Eagle and the Lark (1992).',
  body: birthData({
    point: Type.Optional(Type.Object({ latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) })),
    startDate: Type.Optional(DateString),
    yearsAhead: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 2 })),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, default: 3 })),
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    point: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    eclipses: Type.Array(Type.Object({
      kind: StringEnum(['solar', 'lunar'] as const),
      type: StringEnum(['total', 'annular', 'hybrid', 'partial', 'penumbral'] as const),
      maxDate: Instant('greatest eclipse, UTC'),
      ...PositionMembers,
      natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
      contacts: Type.Array(Contact),
      local: Type.Object({
        visible: Type.Boolean(),
        magnitude: Type.Number(),
        obscuration: Type.Union([Type.Number(), Type.Null()]),
        altitude: Type.Union([Type.Number(), Type.Null()], { description: 'the Sun\'s (solar) or Moon\'s (lunar) altitude at the local maximum' }),
        localMax: Type.Union([Instant(), Type.Null()]),
      }),
    })),
    mostActivated: Type.Array(Type.Object({ point: Type.Object({ slug: Type.String(), name: Type.String() }), count: Type.Integer({ minimum: 1 }) })),
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52, startDate: '2025-01-01', yearsAhead: 1 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const chart = castChart(body, services);
    const point = body.point ?? { latitude: body.latitude, longitude: body.longitude };
    const startDate = body.startDate ?? services.clock.now().toISOString().slice(0, 10);
    const [y, m, d] = parseYmd(startDate);
    const years = body.yearsAhead ?? 2;
    if (y + years > 2999) throw ApiError.invalidField('startDate', 'the search must end before 3000');
    const start = ephemeris.julianDay(y, m, d, 0);
    const end = ephemeris.julianDay(y + years, m, d, 0);
    const points = natalPoints(chart, lang);
    const orb = body.orb ?? 3;
    const counts = new Map<string, { point: { slug: string; name: string }; count: number }>();
    const eclipses = eclipsesBetween(ephemeris, start, end).map((e) => {
      const lon = eclipseDegree(ephemeris, e.kind, e.maxJd, chart);
      const contacts = eclipseContacts(lon, points, orb);
      for (const c of contacts) {
        const k = counts.get(c.point.slug) ?? { point: c.point, count: 0 };
        k.count++;
        counts.set(c.point.slug, k);
      }
      let local: { visible: boolean; magnitude: number; obscuration: number | null; altitude: number | null; localMax: string | null };
      if (e.kind === 'solar') {
        const l = ephemeris.solarEclipseLocal(e.beginJd - 1, point.longitude, point.latitude, 0, false);
        const visible = l !== null && l.maximum >= e.beginJd && l.maximum <= e.endJd;
        local = visible ? { visible, magnitude: l!.magnitude, obscuration: l!.obscuration, altitude: l!.sunTrueAltitude, localMax: instantOrNull(l!.maximum) } : { visible: false, magnitude: 0, obscuration: 0, altitude: null, localMax: null };
      } else {
        const how = ephemeris.lunarEclipseHow(e.maxJd, point.longitude, point.latitude, 0);
        local = { visible: how.moonApparentAltitude > 0, magnitude: how.umbralMagnitude, obscuration: null, altitude: how.moonApparentAltitude, localMax: instant(e.maxJd) };
      }
      return { kind: e.kind, type: e.type, maxDate: instant(e.maxJd), ...position(lon, lang), natalHouse: natalHouse(lon, chart), contacts, local };
    });
    const mostActivated = [...counts.values()].sort((a, b) => b.count - a.count || a.point.slug.localeCompare(b.point.slug));
    return { moment: momentEcho(chart.moment, ephemeris), settings: settingsEcho(chart.settings, chart.moment.julianDayUT, ephemeris), point, eclipses, mostActivated };
  },
});
