import { Type } from '@sinclair/typebox';
import { ApiError, Ephemeris, Instant, Moment, PositionMembers, Settings, StringEnum, TimeZones, birthData, defineOperation, position } from '@celestial/core';
import { castChart, momentEcho, settingsEcho } from '@celestial/core/astro';
import { lunarType, solarType } from '../lib/eclipses.js';
import { eclipseContacts, eclipseDegree, natalHouse, natalPoints } from '../lib/natal-eclipses.js';
import { instant } from '../lib/time.js';

const Contact = Type.Object({ point: Type.Object({ slug: Type.String(), name: Type.String() }), aspect: StringEnum(['conjunction', 'square', 'opposition'] as const), orb: Type.Number({ minimum: 0 }) });
const Prenatal = (types: readonly string[]) => Type.Object({
  type: StringEnum(types as readonly ['total', ...string[]]),
  date: Instant('greatest eclipse, in the birth zone'),
  ...PositionMembers,
  natalHouse: Type.Integer({ minimum: 1, maximum: 36 }),
  contacts: Type.Array(Contact),
  saros: Type.Object({ series: Type.Integer(), member: Type.Integer() }),
});

export default defineOperation({
  method: 'POST',
  path: '/eclipses/prenatal',
  summary: 'The last solar and lunar eclipse before birth, in the natal chart',
  description:
    'swe_sol_eclipse_when_glob and swe_lun_eclipse_when searched backward from the birth instant (UT); the eclipse degree is the Sun (solar) or Moon (lunar) at maximum in the chart\'s zodiac (sidereal when asked); natal house by cusp comparison on the natal cusps (for an ecliptic point the same as floor(swe_house_pos)); contacts = natal bodies and angles within orb of 0/90/180 deg; Saros from swe_sol_eclipse_where / swe_lun_eclipse_how. Prenatal eclipse doctrine after Brady, Predictive Astrology: The Eagle and the Lark (1992).',
  body: birthData({ orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, default: 3 })) }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    solar: Prenatal(['total', 'annular', 'hybrid', 'partial']),
    lunar: Prenatal(['total', 'partial', 'penumbral']),
  }),
  examples: [{ name: 'kyiv', body: { date: '1990-07-15', time: '14:30:00', timezone: 'Europe/Kyiv', latitude: 50.45, longitude: 30.52 } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones },
  handler: ({ body, lang }, services) => {
    const { ephemeris } = services;
    const chart = castChart(body, services);
    const birth = chart.moment.julianDayUT;
    const offset = chart.moment.timezoneOffset;
    const points = natalPoints(chart, lang);
    const orb = body.orb ?? 3;
    const s = ephemeris.solarEclipseGlobal(birth, 0, true);
    const l = ephemeris.lunarEclipseGlobal(birth, 0, true);
    if (!s || !l) throw new ApiError('CALCULATION_ERROR', 'No eclipse was found before this birth within the ephemeris');
    const where = ephemeris.solarEclipseWhere(s.maximum);
    const how = ephemeris.lunarEclipseHow(l.maximum, 0, 0, 0);
    const describe = (kind: 'solar' | 'lunar', maxJd: number) => {
      const lon = eclipseDegree(ephemeris, kind, maxJd, chart);
      return { date: instant(maxJd, offset), ...position(lon, lang), natalHouse: natalHouse(lon, chart), contacts: eclipseContacts(lon, points, orb) };
    };
    return {
      moment: momentEcho(chart.moment, ephemeris), settings: settingsEcho(chart.settings, birth, ephemeris, lang),
      solar: { type: solarType(s.flags), ...describe('solar', s.maximum), saros: { series: where?.saros ?? 0, member: where?.sarosMember ?? 0 } },
      lunar: { type: lunarType(l.flags), ...describe('lunar', l.maximum), saros: { series: how.saros, member: how.sarosMember } },
    };
  },
});
