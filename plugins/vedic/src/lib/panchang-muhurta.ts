/**
 * Day-level muhurta helpers built on the panchanga: panchaka rahita (the lagna windows of a
 * day with their panchaka remainder) and the good/avoid windows of a Vedic day.
 */
import { limbBoundaries, limbIndex } from './limbs.js';
import { abhijit, choghadiyas, durmuhurtas, gulikaKaal, rahuKaal, yamaganda } from './panchang-periods.js';
import type { Period } from './panchang-periods.js';
import { bhadraPeriods, ghatiPeriods, lagnaWindows, nakshatrasOverlapping } from './panchang.js';
import type { PanchangContext } from './panchang.js';

/** Panchaka by remainder (Muhurta Chintamani): 1 Mrityu, 2 Agni, 4 Raja, 6 Chora, 8 Roga; 0, 3, 5, 7 clean. */
export const PANCHAKA_OF_REMAINDER: Readonly<Record<number, 'mrityu' | 'agni' | 'raja' | 'chora' | 'roga'>> = { 1: 'mrityu', 2: 'agni', 4: 'raja', 6: 'chora', 8: 'roga' };

export function panchakaRemainder(tithi: number, vara: number, nakshatra: number, lagna: number): { remainder: number; panchaka: 'mrityu' | 'agni' | 'raja' | 'chora' | 'roga' | 'none'; good: boolean } {
  const remainder = (tithi + vara + nakshatra + lagna) % 9;
  const p = PANCHAKA_OF_REMAINDER[remainder];
  return { remainder, panchaka: p ?? 'none', good: p === undefined };
}

/**
 * Each lagna window of the Vedic day, split further where the tithi or the nakshatra changes
 * (the sum changes there): r = (tithi 1-30 + vara 1-7 from Sunday + nakshatra 1-27 + lagna 1-12
 * from Aries) mod 9.
 */
export function panchakaRahitaWindows(ctx: PanchangContext) {
  const { ephemeris: e, sidereal: s, day } = ctx;
  const cuts = new Set<number>();
  for (const b of limbBoundaries(e, day.sunrise, day.nextSunrise, 'tithi', s)) cuts.add(b.jd);
  for (const b of limbBoundaries(e, day.sunrise, day.nextSunrise, 'nakshatra', s)) cuts.add(b.jd);
  const out: { start: number; end: number; lagna: number; tithi: number; nakshatra: number; remainder: number; panchaka: string; good: boolean }[] = [];
  for (const w of lagnaWindows(e, day.sunrise, day.nextSunrise, ctx.latitude, ctx.longitude, s)) {
    const inner = [...cuts].filter((c) => c > w.start && c < w.end).sort((a, b) => a - b);
    const edges = [w.start, ...inner, w.end];
    for (let i = 0; i + 1 < edges.length; i++) {
      const mid = (edges[i]! + edges[i + 1]!) / 2;
      const tithi = limbIndex(e, mid, 'tithi', s) + 1;
      const nakshatra = limbIndex(e, mid, 'nakshatra', s) + 1;
      out.push({ start: edges[i]!, end: edges[i + 1]!, lagna: w.sign, tithi, nakshatra, ...panchakaRemainder(tithi, day.weekday + 1, nakshatra, w.sign) });
    }
  }
  return out;
}

export interface SourcedPeriod extends Period {
  source: string;
}

/** The favourable and the to-be-avoided spans of the Vedic day, each with its source. */
export function dayPeriods(ctx: PanchangContext): { good: SourcedPeriod[]; avoid: SourcedPeriod[] } {
  const { ephemeris: e, sidereal: s, day } = ctx;
  const good: SourcedPeriod[] = [];
  const avoid: SourcedPeriod[] = [];
  const a = abhijit(day);
  if (a.recommended) good.push({ start: a.start, end: a.end, source: 'abhijit' });
  const stars = nakshatrasOverlapping(e, day.sunrise, day.nextSunrise, s);
  for (const p of ghatiPeriods(stars, 'amrit', day.sunrise, day.nextSunrise)) good.push({ start: p.start, end: p.end, source: 'amrit-kaal' });
  const c = choghadiyas(day);
  for (const p of [...c.day, ...c.night]) if (p.quality === 'good') good.push({ start: p.start, end: p.end, source: `choghadiya-${p.name.toLowerCase()}` });
  // The Brahma muhurta that lies inside this day: the one before the next sunrise (14th muhurta of this day's night).
  const night = day.nextSunrise - day.sunset;
  good.push({ start: day.nextSunrise - (2 * night) / 15, end: day.nextSunrise - night / 15, source: 'brahma-muhurta' });
  const r = rahuKaal(day);
  avoid.push({ start: r.start, end: r.end, source: 'rahu-kaal' });
  const y = yamaganda(day);
  avoid.push({ start: y.start, end: y.end, source: 'yamaganda' });
  const g = gulikaKaal(day);
  avoid.push({ start: g.day.start, end: g.day.end, source: 'gulika-kaal' }, { start: g.night.start, end: g.night.end, source: 'gulika-kaal' });
  for (const d of durmuhurtas(day)) avoid.push({ start: d.start, end: d.end, source: 'durmuhurta' });
  for (const p of ghatiPeriods(stars, 'varjyam', day.sunrise, day.nextSunrise)) avoid.push({ start: p.start, end: p.end, source: 'varjyam' });
  for (const b of bhadraPeriods(e, day.sunrise, day.nextSunrise, s)) avoid.push({ start: b.start, end: b.end, source: 'vishti-karana' });
  const clip = (p: SourcedPeriod) => ({ ...p, start: Math.max(p.start, day.sunrise), end: Math.min(p.end, day.nextSunrise) });
  return { good: good.map(clip).filter((p) => p.end > p.start), avoid: avoid.map(clip).filter((p) => p.end > p.start) };
}

export interface Window extends Period {
  sources: string[];
}

/** Merges overlapping or touching spans into disjoint windows carrying the union of their sources. */
export function unionWindows(spans: SourcedPeriod[]): Window[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const out: Window[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.start <= last.end + 1e-9) {
      last.end = Math.max(last.end, p.end);
      if (!last.sources.includes(p.source)) last.sources.push(p.source);
    } else out.push({ start: p.start, end: p.end, sources: [p.source] });
  }
  return out;
}

/**
 * Good windows = the union of the favourable spans minus every span to avoid; each good
 * window keeps the sources that cover it. Ranked by length, then by the number of sources.
 */
export function goodTimeWindows(ctx: PanchangContext): { good: Window[]; avoid: Window[] } {
  const { good, avoid } = dayPeriods(ctx);
  const avoidWindows = unionWindows(avoid);
  const edges = [...new Set([...good, ...avoid].flatMap((p) => [p.start, p.end]))].sort((a, b) => a - b);
  const segments: Window[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const a = edges[i]!;
    const b = edges[i + 1]!;
    const mid = (a + b) / 2;
    if (avoid.some((p) => mid >= p.start && mid < p.end)) continue;
    const sources = [...new Set(good.filter((p) => mid >= p.start && mid < p.end).map((p) => p.source))];
    if (sources.length === 0) continue;
    const last = segments[segments.length - 1];
    if (last && Math.abs(last.end - a) < 1e-9) {
      last.end = b;
      for (const src of sources) if (!last.sources.includes(src)) last.sources.push(src);
    } else segments.push({ start: a, end: b, sources });
  }
  segments.sort((x, y) => y.end - y.start - (x.end - x.start) || y.sources.length - x.sources.length);
  return { good: segments, avoid: avoidWindows };
}
