import { birthData, Clock, Ephemeris, TimeZones, defineOperation } from '@celestial/core';
import { otherProgressions } from '../lib/progressions.js';
import { OtherProgressionAnswer, Orb, TargetDate } from '../lib/progressions-schemas.js';
import { KYIV_BIRTH } from '../lib/examples.js';
import { withWarnings, withAspectRefs } from '../lib/vocabulary.js';

export default defineOperation({
  method: 'POST',
  path: '/progressions/tertiary',
  summary: 'Tertiary progressions (Troinski): a day after birth for each lunar month of life',
  description:
    'Progressed JD = birth JD + elapsed days / 27.321582 (one ephemeris day per tropical month of life; E. H. Troinski). Angles by the solar arc in right ascension: progressed ARMC = natal ARMC + RA of the Sun at the progressed JD - its natal RA; Ascendant from that ARMC at the birth latitude (swe_houses_armc). Bodies by swe_calc_ut at the progressed JD in the chart zodiac; natalHouse: in the natal houses; aspectsToNatal: progressed bodies and angles (1000 Ascendant, 1001 MC) to natal ones, 0/60/90/120/180 within `orb` (default 1).',
  body: birthData({ targetDate: TargetDate, orb: Orb }),
  response: OtherProgressionAnswer,
  examples: [
    { name: 'kyiv-2024', body: { ...KYIV_BIRTH, targetDate: '2024-07-15' } },
  ],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, services) => withAspectRefs(withWarnings(otherProgressions(body, 'tertiary', services, lang), lang), lang),
});
