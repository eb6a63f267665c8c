import { Type } from '@sinclair/typebox';
import { birthData, Clock, Ephemeris, StringEnum, TimeZones, defineOperation, Instant, Warnings } from '@celestial/core';
import { secondaryProgressions } from './lib/progressions.js';
import { CuspItem, Moment, Settings } from './lib/schemas.js';
import { Orb, PairAspectItem, ProgressedAspectItem, ProgressedPlanet, TargetDate } from './lib/progressions-schemas.js';
import { KYIV_BIRTH } from './lib/examples.js';
import { withWarnings, withAspectRefs } from './lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/progressions',
  summary: 'Secondary progressions: a day after birth for each year of life, with progressed angles, houses and aspects',
  description:
    'Progressed JD = birth JD + elapsed tropical years (365.24219 d) x 1 day (targetDate at 0h UT); bodies by swe_calc_ut at that JD in the chart\'s zodiac. Progressed ARMC by angleMethod: solar-arc-ra (default: natal ARMC + RA of the progressed Sun - RA of the natal Sun), naibod-ra (natal ARMC + 0.98564733 deg a year), mean-sun (natal MC + 0.98564733 deg a year in longitude, the "Naibod in longitude" of the programs) or daily-houses (the houses of the progressed day itself); Ascendant and cusps from that ARMC at the birth latitude with the true obliquity of the progressed day (swe_houses_armc). natalHouse: the progressed body in the natal houses. aspectsToNatal: progressed bodies and angles (1000 Ascendant, 1001 MC) to natal ones, 0/60/90/120/180 within `orb`; aspectsProgressed: within the progressed chart. Placidus de Titis; Alan Leo, The Progressed Horoscope (1905).',
  body: birthData({
    targetDate: TargetDate,
    angleMethod: Type.Optional(StringEnum(['solar-arc-ra', 'naibod-ra', 'mean-sun', 'daily-houses'] as const, { default: 'solar-arc-ra' })),
    orb: Orb,
  }),
  response: Type.Object({
    moment: Moment,
    settings: Settings,
    targetDate: Type.String(),
    age: Type.Number({ description: 'years of life (tropical years) at targetDate 0h UT' }),
    progressedJulianDay: Type.Number(),
    progressedDate: Instant("the progressed ephemeris moment, at the birth moment's UTC offset"),
    angleMethod: Type.String(),
    planets: Type.Array(ProgressedPlanet),
    angles: Type.Object({ ascendant: Type.Number(), mc: Type.Number(), armc: Type.Number() }),
    houses: Type.Array(CuspItem),
    aspectsToNatal: Type.Array(PairAspectItem),
    aspectsProgressed: Type.Array(ProgressedAspectItem),
    warnings: Warnings,
  }),
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-07-15' } },
    { name: 'naibod', body: { ...KYIV_BIRTH, targetDate: '2024-07-15', angleMethod: 'naibod-ra', orb: 1.5 } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withAspectRefs(withWarnings(secondaryProgressions(body, services, lang), lang), lang),
});
