/** Answer shapes the Vedic operations share. */
import { Type } from '@sinclair/typebox';
import { birthData, DateString, Instant, jdToIsoWithOffset, Moment } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import type { Ephemeris } from '@celestial/core';
import type { TProperties } from '@sinclair/typebox';
import { VedicOptions, VedicSettingsEcho } from './settings.js';
import { rashiSettingsEcho } from './rashi.js';
import type { RashiChart, SignPlace, GrahaPlacement } from './rashi.js';
import { grahaNaming, GrahaNamingMembers, NakshatraMembers, vedicPlace, VedicPlaceMembers } from './vocabulary.js';

export { Moment, VedicSettingsEcho };

/**
 * The chart input of the Vedic family: the birth data plus the Vedic conventions
 * (`nodeType`, `sunrise`, `dashaYear`) and the operation's own members.
 */
export function vedicBirthData<P extends TProperties = {}>(extra?: P, options: { time?: 'HH:mm:ss' | 'HH:mm|HH:mm:ss' } = {}) {
  return birthData({ ...VedicOptions, ...(extra ?? ({} as P)) }, { time: options.time ?? 'HH:mm:ss', description: 'birth data (SERVICE-SPEC natal chart input) with the Vedic conventions' });
}

export const NakshatraRef = Type.Object(NakshatraMembers);

/** A sidereal place: the position members, the Sanskrit rashi, nakshatra and pada. */
export const SignPlaceSchema = Type.Object({
  ...VedicPlaceMembers,
  rashi: Type.String({ description: 'Sanskrit sign name (transliterated)' }),
});

/** A graha as Vedic answers write it: slug, name in the answer's language, graha (and Swiss id), its place and motion. */
export const GrahaPlacementSchema = Type.Object({
  ...GrahaNamingMembers,
  sanskrit: Type.String(),
  ...SignPlaceSchema.properties,
  latitude: Type.Number(),
  speed: Type.Number({ description: 'degrees per day' }),
  retrograde: Type.Boolean(),
  house: Type.Integer({ minimum: 1, maximum: 12, description: 'whole-sign house from the lagna' }),
});

/** `moment` and `settings`, echoed by every chart-based Vedic answer. */
export const ChartEcho = { moment: Moment, settings: VedicSettingsEcho };

export function chartEcho(chart: RashiChart, ephemeris: Ephemeris) {
  return { moment: momentEcho(chart.moment, ephemeris), settings: rashiSettingsEcho(chart) };
}

export function signPlaceOut(p: SignPlace, lang: LangCode) {
  return { ...vedicPlace(p.longitude, p.nakshatra.number, p.pada, lang), rashi: p.rashi };
}

export function grahaOut(g: GrahaPlacement, lang: LangCode) {
  return { ...grahaNaming(g.graha, lang), sanskrit: g.sanskrit, ...signPlaceOut(g, lang), latitude: g.latitude, speed: g.speed, retrograde: g.retrograde, house: g.house };
}

/**
 * ISO 8601 text of a Julian day (UT) in the chart's local offset, to the second: core's
 * isoWithOffset (expanded years outside 0000-9999), the offset given in hours.
 */
export function localIso(jd: number, offsetHours: number): string {
  return jdToIsoWithOffset(jd, offsetHours * 60);
}

/** Schema of a `localIso` member: an instant with the request zone's offset. */
export const LocalInstant = (description = 'local time, ISO 8601 with seconds and the UTC offset of the chart zone') => Instant(description);

/**
 * The moment a transit or check is read at, beside the birth data: the catalogue's `date`/`time`
 * would collide with the birth data's own, so they are `targetDate`/`targetTime` (local, at the
 * chart's zone); the date defaults to today, the time to 12:00:00 when a date is named, else now.
 */
export const TargetMomentMembers = {
  targetDate: Type.Optional({ ...DateString, description: 'local date YYYY-MM-DD of the transit or check; today when omitted' }),
  targetTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss of the transit or check; 12:00:00 when a date is named, else now' })),
};
