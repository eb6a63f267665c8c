import { Type } from '@sinclair/typebox';
import { Clock, defineOperation, Ephemeris, Moment, TimeZones, Instant, Warnings } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import { DELHI_BIRTH } from '../lib/examples.js';
import { targetMoment } from '../lib/panchang.js';
import { castRashi } from '../lib/rashi.js';
import { ChartEcho, chartEcho, localIso, vedicBirthData, TargetMomentMembers } from '../lib/schemas.js';
import { DoshaCommon, doshaNaming, doshaSentence } from '../lib/doshas.js';
import { clippedWarning, dhaiyaAt } from '../lib/saturn-transits.js';

const Local = Type.Union([Instant('local time, ISO 8601 with offset'), Type.Null()]);
/** Service rule: Ashtama Shani (8th) weighs more than Kantaka Shani (4th). */
const KIND_SEVERITY = { kantaka: 60, ashtama: 80 } as const;

export default defineOperation({
  method: 'POST',
  path: '/vedic/dosha/dhaiya',
  summary: 'Dhaiya (Kantaka or Ashtama Shani) at a date: Saturn in the 4th or 8th from the natal Moon',
  description:
    "Saturn transiting the 4th (Kantaka Shani) or 8th (Ashtama Shani) sign from the natal Moon sign, about 2.5 years each; current window with retrograde re-entries by ingress search (Phaladeepika ch. 26). The catalogue's date/time members are named targetDate/targetTime because date and time are the birth data's. start/end bound the whole window (first entry to last exit, re-entries included); nextStart when no window holds the date. Severity (service rule): kantaka 60, ashtama 80.",
  body: vedicBirthData({
    ...TargetMomentMembers,
  }),
  response: Type.Object({
    ...ChartEcho,
    target: Moment,
    ...DoshaCommon,
    moonSign: Type.Integer({ minimum: 1, maximum: 12 }),
    saturnSign: Type.Integer({ minimum: 1, maximum: 12 }),
    kind: Type.Union([Type.Literal('kantaka'), Type.Literal('ashtama'), Type.Literal('none')]),
    start: Local,
    end: Local,
    nextStart: Local,
    nextKind: Type.Union([Type.Literal('kantaka'), Type.Literal('ashtama'), Type.Null()]),
    warnings: Warnings,
  }),
  examples: [{ name: 'delhi', body: { ...DELHI_BIRTH, targetDate: '2024-03-01' } }],
  deps: { ephemeris: Ephemeris, timeZones: TimeZones, clock: Clock },
  handler: ({ body, lang }, { ephemeris, timeZones, clock }) => {
    const services = { ephemeris, timeZones };
    const natal = castRashi(body, services);
    const target = targetMoment(body, services, clock.now(), natal);
    const moonSign = natal.grahas[1]!.sign;
    const d = dhaiyaAt(ephemeris, moonSign, target.julianDayUT, natal.settings.chart);
    const off = target.timezoneOffset;
    const iso = (jd: number | undefined) => (jd === undefined ? null : localIso(jd, off));
    const house = ((d.saturnSign - moonSign + 12) % 12) + 1;
    return {
      ...doshaNaming('dhaiya', lang),
      ...chartEcho(natal, ephemeris),
      target: momentEcho(target, ephemeris),
      present: d.kind !== null,
      severity: d.kind ? KIND_SEVERITY[d.kind] : 0,
      details: doshaSentence('dosha-detail', { slug: `dhaiya-${d.kind ?? 'none'}`, signs: { saturnSign: d.saturnSign, moonSign }, numbers: { house } }, lang),
      cancellations: [],
      moonSign,
      saturnSign: d.saturnSign,
      kind: (d.kind ?? 'none') as 'kantaka' | 'ashtama' | 'none',
      start: iso(d.cycle?.start),
      end: iso(d.cycleEnd ?? undefined),
      nextStart: d.cycle ? null : iso(d.next?.start),
      nextKind: d.cycle ? null : (d.next?.stays[0]?.kind ?? null),
      warnings: d.clippedAt !== null ? [clippedWarning('targetDate')] : [],
    };
  },
});
