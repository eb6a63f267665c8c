/** Answer shapes the Vedic operations share. */
import { Type } from '@sinclair/typebox';
import { birthData, DateString, Moment } from '@celestial/core';
import { momentEcho } from '@celestial/core/astro';
import type { Ephemeris } from '@celestial/core';
import type { TProperties } from '@sinclair/typebox';
import { VedicOptions, VedicSettingsEcho } from './settings.js';
import { rashiSettingsEcho } from './rashi.js';
import type { RashiChart, SignPlace, GrahaPlacement } from './rashi.js';

export { Moment, VedicSettingsEcho };

/**
 * The chart input of the Vedic family: the birth data plus the Vedic conventions
 * (`nodeType`, `sunrise`, `dashaYear`) and the operation's own members.
 */
export function vedicBirthData<P extends TProperties = {}>(extra?: P, options: { time?: 'HH:mm:ss' | 'HH:mm|HH:mm:ss' } = {}) {
  return birthData({ ...VedicOptions, ...(extra ?? ({} as P)) }, { time: options.time ?? 'HH:mm:ss', description: 'birth data (SERVICE-SPEC natal chart input) with the Vedic conventions' });
}

export const NakshatraRef = Type.Object({ number: Type.Integer({ minimum: 1, maximum: 27 }), name: Type.String(), ruler: Type.String({ description: 'Vimshottari lord' }) });

export const SignPlaceSchema = Type.Object({
  longitude: Type.Number({ description: 'sidereal longitude, degrees' }),
  sign: Type.Integer({ minimum: 1, maximum: 12, description: '1 Aries ... 12 Pisces' }),
  signName: Type.String(),
  rashi: Type.String({ description: 'Sanskrit sign name' }),
  degreeInSign: Type.Number(),
  nakshatra: NakshatraRef,
  pada: Type.Integer({ minimum: 1, maximum: 4 }),
});

export const GrahaPlacementSchema = Type.Object({
  graha: Type.Integer({ minimum: 0, maximum: 8, description: '0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu' }),
  name: Type.String(),
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

export function signPlaceOut(p: SignPlace) {
  return { longitude: p.longitude, sign: p.sign, signName: p.signName, rashi: p.rashi, degreeInSign: p.degreeInSign, nakshatra: p.nakshatra, pada: p.pada };
}

export function grahaOut(g: GrahaPlacement) {
  return { graha: g.graha, name: g.name, sanskrit: g.sanskrit, ...signPlaceOut(g), latitude: g.latitude, speed: g.speed, retrograde: g.retrograde, house: g.house };
}

/** ISO 8601 text of a Julian day (UT) in the chart's local offset, to the second. */
export function localIso(jd: number, offsetHours: number): string {
  const ms = Math.round((jd - 2440587.5) * 86400_000 + offsetHours * 3600_000);
  const d = new Date(Math.round(ms / 1000) * 1000);
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  const hh = String(Math.floor(abs)).padStart(2, '0');
  const mm = String(Math.round((abs - Math.floor(abs)) * 60)).padStart(2, '0');
  return `${d.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/**
 * The moment a transit or check is read at, beside the birth data: the catalogue's `date`/`time`
 * would collide with the birth data's own, so they are `targetDate`/`targetTime` (local, at the
 * chart's zone); the date defaults to today, the time to 12:00:00 when a date is named, else now.
 */
export const TargetMomentMembers = {
  targetDate: Type.Optional({ ...DateString, description: 'local date YYYY-MM-DD of the transit or check; today when omitted' }),
  targetTime: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$', description: 'local time HH:mm:ss of the transit or check; 12:00:00 when a date is named, else now' })),
};
