/**
 * Aspects: the Ptolemaic majors 0/60/90/120/180 (Tetrabiblos I.13) and Kepler's minors
 * 30/45/72/135/144/150 (Harmonices Mundi IV), with the default orbs the API uses everywhere:
 * conjunction and opposition 8, trine and square 7, sextile 5, quincunx 3, other minors 2.
 */
import type { LangCode } from '../schemas/common.js';
import { bodySlug } from '../vocabulary/bodies.js';
import { kebab } from '../vocabulary/kebab.js';
import { hasTerm, term } from '../vocabulary/names.js';
import { shortestArc } from './angles.js';

export interface AspectKind {
  slug: string;
  name: string;
  angle: number;
  symbol: string;
  isMajor: boolean;
  harmonic: number;
  defaultOrb: number;
  nature: 'harmonious' | 'challenging' | 'neutral';
  color: string;
  i18nKey: string;
}

const kind = (slug: string, name: string, angle: number, symbol: string, isMajor: boolean, harmonic: number, defaultOrb: number, nature: AspectKind['nature'], color: string): AspectKind => ({
  slug, name, angle, symbol, isMajor, harmonic, defaultOrb, nature, color, i18nKey: `aspect.${slug}`,
});

export const ASPECTS: readonly AspectKind[] = [
  kind('conjunction', 'Conjunction', 0, '\u260C', true, 1, 8, 'neutral', '#8E44AD'),
  kind('sextile', 'Sextile', 60, '\u26B9', true, 6, 5, 'harmonious', '#2E86C1'),
  kind('square', 'Square', 90, '\u25A1', true, 4, 7, 'challenging', '#C0392B'),
  kind('trine', 'Trine', 120, '\u25B3', true, 3, 7, 'harmonious', '#27AE60'),
  kind('opposition', 'Opposition', 180, '\u260D', true, 2, 8, 'challenging', '#E74C3C'),
  kind('semi-sextile', 'Semi-sextile', 30, '\u26BA', false, 12, 2, 'neutral', '#7FB3D5'),
  kind('semi-square', 'Semi-square', 45, '\u2220', false, 8, 2, 'challenging', '#E59866'),
  kind('quintile', 'Quintile', 72, 'Q', false, 5, 2, 'harmonious', '#48C9B0'),
  kind('sesquiquadrate', 'Sesquiquadrate', 135, '\u26BC', false, 8, 2, 'challenging', '#DC7633'),
  kind('biquintile', 'Biquintile', 144, 'bQ', false, 5, 2, 'harmonious', '#45B39D'),
  kind('quincunx', 'Quincunx', 150, '\u26BB', false, 12, 3, 'neutral', '#A569BD'),
];

export function aspectByAngle(angle: number): AspectKind | undefined {
  return ASPECTS.find((a) => Math.abs(a.angle - angle) < 1e-9);
}

/**
 * An aspect by its angle as answers name it: slug, name in `lang`, angle and symbol; an angle
 * outside the table is named by its degrees (`angle-51`, as term() reads it). One helper for the
 * Western contacts (plugins/western/src/lib/transits.ts) and the platform's streams.
 */
export function aspectReference(angle: number, lang: LangCode = 'en'): { slug: string; name: string; angle: number; symbol: string } {
  const k = aspectByAngle(angle);
  return { slug: k?.slug ?? kebab(`angle-${angle}`), name: k ? term('aspect', k.slug, lang) : `${angle}\u00B0`, angle, symbol: k?.symbol ?? `${angle}\u00B0` };
}

/** An angle a caller asked for that the table does not name. */
function customAspect(angle: number): AspectKind {
  const slug = `angle-${angle}`;
  return { slug, name: `${angle}\u00B0`, angle, symbol: `${angle}\u00B0`, isMajor: false, harmonic: angle > 0 ? Math.round(360 / angle) : 1, defaultOrb: 2, nature: 'neutral', color: '#999999', i18nKey: `aspect.${slug}` };
}

export interface AspectPoint {
  id: number;
  /** Stable slug of the point; by default the body's (Swiss number) or the kebab of its English name. */
  slug?: string;
  name: string;
  longitude: number;
  /** Degrees per day. */
  speed: number;
}

export interface AspectFound {
  planet1: { id: number; slug: string; name: string };
  planet2: { id: number; slug: string; name: string };
  type: { slug: string; name: string; angle: number; orb: number; symbol: string; isMajor: boolean; i18nKey: string; color: string };
  /** The actual separation, degrees (shortest arc). */
  exactAngle: number;
  /** |separation - aspect angle|. */
  orb: number;
  isApplying: boolean;
}

export interface AspectOptions {
  /** Angles to look for; the table's eleven when omitted. */
  angles?: readonly number[];
  /** Allowed orb by aspect name or slug, overriding the defaults. */
  orbs?: Readonly<Record<string, number>>;
  /** Only pairs with planet1 in this set (and planet2 in `planet2Ids` when given). */
  planet1Ids?: readonly number[];
  planet2Ids?: readonly number[];
  /**
   * The answer's language: bodies and aspects the vocabulary tables know are named in it
   * (DESIGN.md, "Vocabulary"); without it the points keep the names they came with and the
   * aspects their English names.
   */
  lang?: LangCode;
}

/** `{ id, slug, name }` of an aspect's point: a body's slug by its Swiss number, else the kebab of its name. */
function aspectPointRef(p: AspectPoint, lang: LangCode | undefined): { id: number; slug: string; name: string } {
  const slug = p.slug ?? bodySlug(p.id) ?? kebab(p.name);
  return { id: p.id, slug, name: lang && hasTerm('body', slug) ? term('body', slug, lang) : p.name };
}

function allowedOrb(k: AspectKind, orbs?: Readonly<Record<string, number>>): number {
  if (!orbs) return k.defaultOrb;
  const byName = orbs[k.name] ?? orbs[k.slug] ?? orbs[k.name.toLowerCase()];
  return typeof byName === 'number' ? byName : k.defaultOrb;
}

/** Whether |separation - angle| shrinks over the next instant (a forward difference of 1e-4 day). */
export function isApplyingAspect(a: AspectPoint, b: AspectPoint, angle: number): boolean {
  const h = 1e-4;
  const now = Math.abs(shortestArc(a.longitude, b.longitude) - angle);
  const next = Math.abs(shortestArc(a.longitude + a.speed * h, b.longitude + b.speed * h) - angle);
  return next < now;
}

/** Every pair's aspect, at most one per pair (the one with the smallest orb). */
export function findAspects(points: readonly AspectPoint[], options: AspectOptions = {}): AspectFound[] {
  const kinds = options.angles ? [...new Set(options.angles)].map((a) => aspectByAngle(a) ?? customAspect(a)) : ASPECTS;
  const out: AspectFound[] = [];
  const p1set = options.planet1Ids ? new Set(options.planet1Ids) : null;
  const p2set = options.planet2Ids ? new Set(options.planet2Ids) : null;
  // A point's reference and an aspect's name are looked up once, not once per aspect found (44
  // aspects of a chart named 88 points and 44 aspects; the lookups were ~1.5% of a varied
  // /v1/chart, bench/profile.ts 2026-11-27). Each aspect still gets objects of its own.
  const refs: ({ id: number; slug: string; name: string } | undefined)[] = [];
  const pointRef = (i: number) => {
    const r = (refs[i] ??= aspectPointRef(points[i]!, options.lang));
    return { id: r.id, slug: r.slug, name: r.name };
  };
  const kindNames = new Map<AspectKind, string>();
  const kindName = (k: AspectKind) => {
    let name = kindNames.get(k);
    if (name === undefined) {
      name = options.lang && hasTerm('aspect', k.slug) ? term('aspect', k.slug, options.lang) : k.name;
      kindNames.set(k, name);
    }
    return name;
  };
  for (let i = 0; i < points.length; i++) {
    for (let j = 0; j < points.length; j++) {
      if (i === j) continue;
      const a = points[i]!;
      const b = points[j]!;
      if (p1set || p2set) {
        // Directed selection: planet1 from the first list, planet2 from the second; a pair
        // that qualifies both ways is reported once, in list order.
        if (p1set && !p1set.has(a.id)) continue;
        if (p2set && !p2set.has(b.id)) continue;
        if (j < i && (!p1set || p1set.has(b.id)) && (!p2set || p2set.has(a.id))) continue;
      } else if (j < i) continue;
      const sep = shortestArc(a.longitude, b.longitude);
      // The closest aspect within its orb, kept in three locals (an object per candidate was most
      // of this loop's garbage: 105 pairs x 11 aspects on a chart).
      let k: AspectKind | null = null;
      let bestOrb = Infinity;
      let bestAllowed = 0;
      for (const kind of kinds) {
        const allowed = allowedOrb(kind, options.orbs);
        const orb = Math.abs(sep - kind.angle);
        if (orb <= allowed && orb < bestOrb) {
          k = kind;
          bestOrb = orb;
          bestAllowed = allowed;
        }
      }
      if (k === null) continue;
      out.push({
        planet1: pointRef(i),
        planet2: pointRef(j),
        type: { slug: k.slug, name: kindName(k), angle: k.angle, orb: bestAllowed, symbol: k.symbol, isMajor: k.isMajor, i18nKey: k.i18nKey, color: k.color },
        exactAngle: sep,
        orb: bestOrb,
        isApplying: isApplyingAspect(a, b, k.angle),
      });
    }
  }
  return out;
}

/** An aspect found without a language, its bodies and aspect named in `lang` (slugs unchanged). */
export function aspectInLanguage(a: AspectFound, lang: LangCode): AspectFound {
  const point = (p: AspectFound['planet1']) => ({ ...p, name: hasTerm('body', p.slug) ? term('body', p.slug, lang) : p.name });
  const type = hasTerm('aspect', a.type.slug) ? { ...a.type, name: term('aspect', a.type.slug, lang) } : a.type;
  return { ...a, planet1: point(a.planet1), planet2: point(a.planet2), type };
}
