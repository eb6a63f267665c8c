/**
 * /render/eclipse-path: the caller's track over the world map, a shaded band bandWidthDeg wide
 * (half each side, perpendicular to the track) and the centre line; no ephemeris call (the
 * track is the caller's, as SERVICE-SPEC says). The track is unwrapped across the antimeridian
 * and drawn three times, shifted by -360, 0 and +360 degrees, inside the map's clip, so a path
 * crossing 180 degrees continues at the other edge.
 */
import type { LangCode } from '@celestial/core';
import { answer, canvasOf, circle, document, esc, n, text } from './kit.js';
import type { RenderOptionsInput } from './kit.js';
import { bandEdges, equirectangularFrame, unwrap } from './map.js';

export interface TrackPoint { latitude: number; longitude: number; time?: string }

export function renderEclipsePath(
  body: { path: TrackPoint[]; centerlinePoints?: TrackPoint[]; bandWidthDeg?: number; title?: string; options?: RenderOptionsInput & { showGraticule?: boolean; pathColor?: string } },
  lang: LangCode,
) {
  const o = body.options ?? {};
  const c = canvasOf(o, lang, { width: 800, height: 400, title: body.title ?? o.title });
  if (o.title === undefined && body.title !== undefined) c.title = body.title;
  const t = c.theme;
  const frame = equirectangularFrame(c, o.showGraticule ?? true);
  const colour = o.pathColor ?? t.accent;
  const toPoints = (list: TrackPoint[]) => {
    const lngs = unwrap(list.map((p) => p.longitude));
    return list.map((p, i) => ({ lng: lngs[i]!, lat: p.latitude }));
  };
  const track = toPoints(body.path);
  const centre = body.centerlinePoints && body.centerlinePoints.length > 0 ? toPoints(body.centerlinePoints) : track;
  const half = (body.bandWidthDeg ?? 2) / 2;
  const { left, right } = bandEdges(track, half);
  const xy = (p: { lng: number; lat: number }, shift: number) => `${n(frame.x(p.lng + shift))} ${n(frame.y(p.lat))}`;
  const parts: string[] = [frame.base, `<g clip-path="url(#${frame.clipId})">`];
  for (const shift of [-360, 0, 360]) {
    if (track.length > 1 && half > 0) {
      const ring = [...left, ...[...right].reverse()];
      parts.push(`<path d="M${ring.map((p) => xy(p, shift)).join(' L')}Z" fill="${esc(colour)}" fill-opacity="0.35" stroke="${esc(colour)}" stroke-opacity="0.6" stroke-width="0.8"/>`);
    }
    if (centre.length > 1) parts.push(`<path d="M${centre.map((p) => xy(p, shift)).join(' L')}" fill="none" stroke="${esc(colour)}" stroke-width="2" stroke-linejoin="round"/>`);
    else parts.push(circle(frame.x(centre[0]!.lng + shift), frame.y(centre[0]!.lat), 4, colour));
  }
  parts.push('</g>');
  // Times written at the ends of the track when the caller gave them.
  const first = body.path[0]!;
  const last = body.path[body.path.length - 1]!;
  for (const [p, anchor] of [[first, 'start'], [last, 'end']] as const) {
    if (p.time) parts.push(text(frame.x(((p.longitude + 540) % 360) - 180) + (anchor === 'start' ? 6 : -6), frame.y(p.latitude) - 10, p.time, { size: Math.max(10, c.width / 70), fill: t.foreground, anchor, halo: t.background }));
  }
  return answer(c, document(c, parts.join('')));
}
