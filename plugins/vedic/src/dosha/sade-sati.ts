import { Type } from '@sinclair/typebox';
import { Clock, defineOperation, Ephemeris, Moment, TimeZones, Instant, Warnings } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { targetMoment } from '../lib/panchang.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, TargetMomentMembers } from '../lib/schemas.js';
import { DoshaCommon, doshaNaming, doshaSentence } from '../lib/doshas.js';
import { clippedWarning, sadeSatiAt } from '../lib/saturn-transits.js';

const Local = Type.Union([Instant('local time, ISO 8601 with offset'), Type.Null()]);
/** Service rule: the peak (Saturn over the Moon) weighs most, the setting phase least. */
const PHASE_SEVERITY = { rising: 75, peak: 100, setting: 50 } as const;

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/sade-sati',
  summary: 'Sade sati at a date: Saturn in the 12th, 1st or 2nd from the natal Moon, the phase and the cycle',
  description:
    "Saturn's sidereal transit of the 12th, 1st and 2nd signs from the natal Moon sign; phase and the start and end of the current cycle including retrograde re-entries, by ingress search on swe_calc_ut (Phaladeepika ch. 26 on Saturn's gochara). The catalogue's date/time members are named targetDate/targetTime because date and time are the birth data's (targetDate defaults to today, targetTime to 12:00:00 when a date is named, else now). phaseStart/phaseEnd bound the current stay of Saturn in the phase's sign; cycleStart/cycleEnd the whole cycle; nextCycleStart when no cycle holds the date. Severity (service rule): rising 75, peak 100, setting 50, halved when the Moon sign is Saturn's own or exaltation sign (Capricorn, Aquarius, Libra), which is listed as a cancellation.",
  body: vedicBirthData({
    ...TargetMomentMembers,
  }),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    ...DoshaCommon,
    moonSign: Type.Integer({ minimum: 1, maximum: 12 }),
    saturnSign: Type.Integer({ minimum: 1, maximum: 12 }),
    phase: Type.Union([Type.Literal('rising'), Type.Literal('peak'), Type.Literal('setting'), Type.Literal('none')]),
    cycleStart: Local,
    cycleEnd: Local,
    phaseStart: Local,
    phaseEnd: Local,
    nextCycleStart: Local,
    warnings: Warnings,
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const moonSign = natal.grahas[1]!.sign;
    const s = sadeSatiAt(ephemeris, moonSign, target.julianDayUT, natal.settings.chart);
    const off = target.timezoneOffset;
    const iso = (jd: number | undefined) => (jd === undefined ? null : localIso(jd, off));
    // Popular reading of Phaladeepika ch. 26: Saturn transits its own or exaltation sign mildly.
    const cancellations = s.phase && [10, 11, 7].includes(moonSign) ? [doshaSentence('dosha-cancellation', { slug: 'moon-in-saturn-sign' }, lang)] : [];
    const severity = s.phase ? Math.round(PHASE_SEVERITY[s.phase] * (cancellations.length ? 0.5 : 1)) : 0;
    return {
      ...doshaNaming('sade-sati', lang),
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      present: s.phase !== null,
      severity,
      details: doshaSentence('dosha-detail', { slug: `sade-sati-${s.phase ?? 'none'}`, signs: { saturnSign: s.saturnSign, moonSign }, numbers: { house: ((s.saturnSign - moonSign + 12) % 12) + 1 } }, lang),
      cancellations,
      moonSign,
      saturnSign: s.saturnSign,
      phase: (s.phase ?? 'none') as 'rising' | 'peak' | 'setting' | 'none',
      cycleStart: iso(s.cycle?.start),
      cycleEnd: iso(s.cycleEnd ?? undefined),
      phaseStart: iso(s.stay?.start),
      phaseEnd: iso(s.stayEnd ?? undefined),
      nextCycleStart: s.cycle ? null : iso(s.next?.start),
      warnings: s.clippedAt !== null ? [clippedWarning('targetDate')] : [],
    };
  },
});
