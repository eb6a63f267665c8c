/**
 * The chart widgets' shared parts: the birth query of the catalogue (date, time default
 * 12:00:00, tz hours default 0, lat, lng default 0) turned into core's birth input, and the
 * render family's SVG made to fit the page's width.
 */
import { Type } from '@sinclair/typebox';
import { DateString, Latitude, Longitude } from '@celestial/core';
import type { BirthInput } from '@celestial/core/astro';

export const TimeParam = Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$', description: 'local time HH:mm:ss (default 12:00:00)' }));
export const TzParam = Type.Optional(Type.Number({ minimum: -14, maximum: 14, description: 'UTC offset in hours (default 0)' }));
export { DateString, Latitude, Longitude };

export function birthOf(date: string, time: string | undefined, tz: number | undefined, lat: number | undefined, lng: number | undefined, houseSystem?: string): BirthInput {
  const t = time ?? '12:00:00';
  return {
    date,
    time: t.length === 5 ? `${t}:00` : t,
    timezoneOffset: tz ?? 0,
    latitude: lat ?? 0,
    longitude: lng ?? 0,
    ...(houseSystem ? { houseSystem } : {}),
  } as BirthInput;
}

/** The drawing scaled to the iframe's width (the SVG keeps its viewBox). */
export function fluidSvg(svg: string): string {
  return `<div class="wheel">${svg.replace(/^<svg ([^>]*?)width="\d+" height="\d+"/, '<svg $1style="width:100%;height:auto;max-width:640px;display:block;margin:0 auto"')}</div>`;
}
