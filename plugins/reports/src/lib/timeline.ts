/**
 * The transit forecast's aspect timeline: one row per transit series of the year (transiting
 * body, aspect, natal point), a bar from entering to leaving the orb (clipped to the year) and a
 * mark at each exact pass (a retrograde pass in the retrograde colour), under a month scale.
 * Drawn with the render family's kit (themes, text, lines) from the /transit-calendar events.
 */
import type { LangCode } from '@celestial/core';
import { pointName } from '@celestial/core';
import { canvasOf, document, line, n, text } from '@celestial/plugin-render/lib/kit';

export interface TimelineEvent {
  /** /transit-calendar's body reference, named in the answer's language. */
  transitPlanet: { slug: string; name: string };
  aspect: { slug: string; symbol: string };
  /** The natal point by slug ('mc' for the Midheaven), named here in the report's language. */
  natalPoint: { slug: string; name: string };
  enterOrbAt: string | null;
  leaveOrbAt: string | null;
  exactAt: string[];
  retrogradeAtExact: boolean[];
}

/** At most this many rows (the first passes first); a year of Jupiter-Pluto transits holds some twenty. */
export const MAX_ROWS = 36;

export function timelineSvg(events: readonly TimelineEvent[], startDate: string, endDate: string, lang: LangCode): string {
  const rows = events.slice(0, MAX_ROWS);
  const width = 760;
  const labelW = 190;
  const top = 28;
  const rowH = 16;
  const height = top + rows.length * rowH + 10;
  const c = canvasOf({ theme: 'light', width, height }, lang);
  const t = c.theme;
  const t0 = Date.parse(`${startDate}T00:00:00Z`);
  const t1 = Date.parse(`${endDate}T23:59:59Z`);
  const x = (iso: string | null, fallback: number) => {
    const ms = iso === null ? fallback : Date.parse(iso);
    return labelW + ((Math.min(Math.max(ms, t0), t1) - t0) / (t1 - t0)) * (width - labelW - 10);
  };
  const parts: string[] = [];
  const month = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  for (let d = new Date(t0); d.getTime() <= t1; d.setUTCMonth(d.getUTCMonth() + 1)) {
    const iso = d.toISOString();
    const xm = x(iso, t0);
    parts.push(line(xm, top - 6, xm, height - 6, t.ringAlt, 1));
    parts.push(text(xm + 3, top - 14, month.format(d), { size: 10, fill: t.muted, anchor: 'start' }));
  }
  rows.forEach((e, i) => {
    const y = top + i * rowH + rowH / 2;
    const label = `${e.transitPlanet.name} ${e.aspect.symbol} ${pointName(e.natalPoint.slug, lang)}`;
    parts.push(text(labelW - 8, y, label, { size: 10, fill: t.foreground, anchor: 'end' }));
    const xa = x(e.enterOrbAt, t0);
    const xb = x(e.leaveOrbAt, t1);
    parts.push(`<rect x="${n(xa)}" y="${n(y - 4)}" width="${n(Math.max(2, xb - xa))}" height="8" rx="3" fill="${t.ringAlt}" stroke="${t.line}" stroke-width="0.6"/>`);
    e.exactAt.forEach((at, k) => {
      const xe = x(at, t0);
      const colour = e.retrogradeAtExact[k] ? t.retrograde : t.accent;
      parts.push(`<path d="M${n(xe)} ${n(y - 6)} L${n(xe + 5)} ${n(y)} L${n(xe)} ${n(y + 6)} L${n(xe - 5)} ${n(y)} Z" fill="${colour}"/>`);
    });
  });
  return document(c, parts.join(''));
}
