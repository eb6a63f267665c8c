/**
 * The Uranian graphic ephemeris (Hamburg School; Reinhold Ebertin's 45-degree form): each
 * body's longitude modulo the dial (360, 90, 45 or 30 degrees) against the date, sampled
 * daily (every few days when bodies x days would pass 5000 ephemeris points), with the natal
 * points as horizontal lines and a dot where a curve crosses one (a transit to the natal point
 * or to its hard-aspect equivalents on the dial). Longitudes from Ephemeris.longitudeOnlyAt,
 * tropical, as /ephemeris gives them.
 */
import type { Ephemeris, LangCode } from '@celestial/core';
import { bodyName } from '@celestial/core';
import { bodyGlyph } from './glyphs.js';
import { declutter1d } from './declutter.js';
import { answer, canvasOf, document, line, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';

export const MAX_POINTS = 5000;
const TROPICAL = { zodiacType: 'tropical' as const, siderealMode: 0 };

export interface Curve { id: number; samples: { jd: number; value: number }[] }
export interface Crossing { id: number; natalId: number; jd: number; value: number }

export function sampleStep(days: number, bodies: number): number {
  return Math.max(1, Math.ceil(((days + 1) * bodies) / MAX_POINTS));
}

export function curves(ephemeris: Ephemeris, start: number, end: number, ids: readonly number[], modulus: number): Curve[] {
  const step = sampleStep(end - start, ids.length);
  return ids.map((id) => {
    const samples: { jd: number; value: number }[] = [];
    for (let jd = start; jd <= end + 1e-9; jd += step) samples.push({ jd, value: ((ephemeris.longitudeOnlyAt(jd, id, TROPICAL) % modulus) + modulus) % modulus });
    return { id, samples };
  });
}

/** Where a curve meets a natal line: linear interpolation between samples, across the dial's wrap. */
export function crossings(curve: Curve, natal: { id: number; value: number }[], modulus: number): Crossing[] {
  const out: Crossing[] = [];
  for (let i = 0; i + 1 < curve.samples.length; i++) {
    const a = curve.samples[i]!;
    const b = curve.samples[i + 1]!;
    let dv = b.value - a.value;
    if (dv > modulus / 2) dv -= modulus;
    if (dv < -modulus / 2) dv += modulus;
    for (const p of natal) {
      // Signed distance from the natal value, in (-modulus/2, modulus/2].
      const da = ((((a.value - p.value) % modulus) + modulus * 1.5) % modulus) - modulus / 2;
      const db = da + dv;
      // Half-open at the far sample, so a crossing exactly on a sample is counted once.
      if ((da <= 0 && db > 0) || (da >= 0 && db < 0)) {
        const f = da / (da - db);
        out.push({ id: curve.id, natalId: p.id, jd: a.jd + f * (b.jd - a.jd), value: p.value });
      }
    }
  }
  return out;
}

export function renderGraphicEphemeris(
  ephemeris: Ephemeris,
  range: { start: number; end: number; from: string; to: string },
  ids: readonly number[],
  modulus: number,
  natal: { id: number; name: string; longitude: number }[],
  options: RenderOptionsInput | undefined,
  lang: LangCode,
) {
  const c = canvasOf(options, lang, { width: 900, height: 600 });
  const t = c.theme;
  const top = (c.title ? 30 : 0) + 14;
  const left = 56;
  const right = 52;
  const bottom = 34;
  const w = c.width - left - right;
  const h = c.height - top - bottom;
  const x = (jd: number) => left + ((jd - range.start) / Math.max(1, range.end - range.start)) * w;
  const y = (v: number) => top + h - (v / modulus) * h;
  const parts: string[] = [`<rect x="${left}" y="${top}" width="${w}" height="${h}" fill="${t.ring}" stroke="${t.line}"/>`];
  // Degree grid: 5-degree lines on the 30/45 dials, 10 on 90, 30 on 360.
  const gridStep = modulus === 360 ? 30 : modulus === 90 ? 10 : 5;
  for (let v = 0; v <= modulus; v += gridStep) {
    parts.push(line(left, y(v), left + w, y(v), t.line, v % (gridStep * 3) === 0 ? 0.8 : 0.4));
    parts.push(text(left - 6, y(v), `${v}°`, { size: 10, fill: t.muted, anchor: 'end' }));
  }
  // Month boundaries with their short names in the answer's language.
  const fmt = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  const unixOf = (jd: number) => (jd - 2440587.5) * 86400000;
  const d0 = new Date(unixOf(range.start));
  for (let m = new Date(Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth() + 1, 1)); m.getTime() <= unixOf(range.end); m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
    const jd = m.getTime() / 86400000 + 2440587.5;
    parts.push(line(x(jd), top, x(jd), top + h, t.line, 0.5));
    parts.push(text(x(jd), top + h + 12, fmt.format(m), { size: 10, fill: t.muted }));
  }
  parts.push(text(left, top + h + 26, range.from, { size: 10, fill: t.foreground, anchor: 'start' }), text(left + w, top + h + 26, range.to, { size: 10, fill: t.foreground, anchor: 'end' }));
  const natalOnDial = natal.map((p) => ({ id: p.id, value: ((p.longitude % modulus) + modulus) % modulus }));
  natalOnDial.forEach((p) => parts.push(line(left, y(p.value), left + w, y(p.value), t.accent, 0.9, ' stroke-dasharray="4 3"')));
  // Natal glyphs in the left margin, transit glyphs in the right one, spread without reordering.
  const glyphSize = 13;
  const placeColumn = (values: number[], xAt: number, glyphs: string[], colours: string[]) => {
    const spread = declutter1d(values.map(y), glyphSize + 1, top, top + h);
    spread.forEach((py, i) => parts.push(text(xAt, py, glyphs[i]!, { size: glyphSize, fill: colours[i]!, glyph: true })));
  };
  const palette = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#bfef45', '#fabed4', '#469990', '#dcbeff', '#9a6324'];
  const colourOf = (k: number) => (t.slug === 'console' ? t.foreground : palette[k % palette.length]!);
  const series = curves(ephemeris, range.start, range.end, ids, modulus);
  const dots: string[] = [];
  series.forEach((cv, k) => {
    const colour = colourOf(k);
    let d = '';
    cv.samples.forEach((s, i) => {
      const prev = cv.samples[i - 1];
      const jump = prev && Math.abs(s.value - prev.value) > modulus / 2;
      d += `${i === 0 || jump ? 'M' : 'L'}${n(x(s.jd))} ${n(y(s.value))}`;
    });
    parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.4"/>`);
    for (const cr of crossings(cv, natalOnDial, modulus)) dots.push(`<circle cx="${n(x(cr.jd))}" cy="${n(y(cr.value))}" r="3" fill="${colour}" stroke="${t.background}"/>`);
  });
  parts.push(...dots);
  const last = series.map((cv) => cv.samples[cv.samples.length - 1]!.value);
  placeColumn(last, left + w + 14, series.map((cv) => bodyGlyph(cv.id, bodyName(cv.id, lang))), series.map((_, k) => colourOf(k)));
  if (natal.length) placeColumn(natalOnDial.map((p) => p.value), left - 40, natal.map((p) => bodyGlyph(p.id, p.name)), natal.map(() => t.accent));
  return answer(c, document(c, parts.join('')));
}
