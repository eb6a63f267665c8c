/**
 * Astrological glyphs: the Unicode codepoint and character (Unicode Miscellaneous Symbols:
 * U+2609 Sun, U+263D Moon, U+263F-U+2647 Mercury to Pluto, U+2648-U+2653 the signs,
 * U+260A/U+260B the nodes, U+260C/U+260D/U+26B9-U+26BC aspects, U+26B3-U+26B8 asteroids and
 * Lilith; U+25A1, U+25B3 and U+2220 for square, trine and semi-square as the core ASPECTS
 * table writes them; U+1F774 LOT OF FORTUNE, Unicode 15) and SVG path data drawn for this
 * service on a 24 x 24 grid, meant to be stroked (fill none, stroke currentColor, width
 * about 1.5, round caps and joins): the shapes the render templates draw.
 */
import { ASPECTS } from '@celestial/core/astro';

export type GlyphKind = 'planet' | 'sign' | 'aspect' | 'point' | 'asteroid';

const f = (n: number) => String(Math.round(n * 100) / 100);

/** A full circle as two half arcs. */
export function circle(cx: number, cy: number, r: number): string {
  return `M${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}Z`;
}

/** The cross below Venus, Mercury and the asteroids: stem from y0 to 21, bar at 17.5. */
const cross = (y0: number, x = 12) => `M${f(x)} ${f(y0)}V21M${f(x - 3.5)} 17.5H${f(x + 3.5)}`;

const PATHS: Record<string, string> = {
  // planets
  sun: `${circle(12, 12, 9)}${circle(12, 12, 1.5)}`,
  moon: 'M14 3A9 9 0 1 0 14 21A10 10 0 0 1 14 3Z',
  mercury: `M7.5 2A4.5 4.5 0 0 0 16.5 2${circle(12, 10.5, 4.5)}${cross(15)}`,
  venus: `${circle(12, 8.5, 6)}${cross(14.5)}`,
  mars: `${circle(10, 14, 6)}M14.24 9.76L20 4M14.5 4H20V9.5`,
  jupiter: 'M5 7C5 3 11 2 11 7C11 10 8 13 5 16H19M15 3V21',
  saturn: 'M8 2V16M5 5H11M8 12C9 9 15 8 15 12C15 15 11 16 12 19C12.5 21 15 21.5 16 20',
  uranus: `M6 3V14M18 3V14M6 8.5H18M12 3V16.5${circle(12, 19, 2.5)}`,
  neptune: 'M5 4V8A7 7 0 0 0 19 8V4M12 3V21M8.5 17.5H15.5',
  pluto: 'M6 3V21H14M6 3H11A4.5 4.5 0 0 1 11 12H6',
  // signs
  aries: 'M12 21V9M12 9C12 3 4 2 4 7C4 9 5 10 6 10M12 9C12 3 20 2 20 7C20 9 19 10 18 10',
  taurus: `M4 3C4 8 8 10 12 10C16 10 20 8 20 3${circle(12, 15.5, 5.5)}`,
  gemini: 'M5 3C9 5 15 5 19 3M5 21C9 19 15 19 19 21M9 4.4V19.6M15 4.4V19.6',
  cancer: `${circle(7, 8, 2.5)}M7 5.5C12 3 17 3.5 20 7${circle(17, 16, 2.5)}M17 18.5C12 21 7 20.5 4 17`,
  leo: `${circle(7, 14, 3)}M10 14C10 10 6 8 6 5.5A4.5 4.5 0 0 1 15 5.5C15 10 11 13 13 18C14 21 18 21 19 18`,
  virgo: 'M3 5C5 5 5 6 5 8V19M5 9C5 4 10 4 10 9V19M10 9C10 4 15 4 15 9V17C15 21 19 21 19 17C19 13 15 13 13 17L11 21',
  libra: 'M3 21H21M3 16H8.5A4.5 4.5 0 1 1 15.5 16H21',
  scorpio: 'M3 6C5 5 5 7 5 8V18M5 9C5 4 10 4 10 9V18M10 9C10 4 15 4 15 9V16C15 18 16 19 18 19H21M18.5 16.5L21 19L18.5 21.5',
  sagittarius: 'M4 20L20 4M12 4H20V12M6.5 11.5L12.5 17.5',
  capricorn: 'M3 5C5 5 6 6 6 8L7.5 18L11 6C12.5 3 17 4 17 9V15C17 19 21 20 21 16.5C21 13 17 13 16 16.5C15 20 12 21 10 20',
  aquarius: 'M3 10L6 7L9 10L12 7L15 10L18 7L21 10M3 17L6 14L9 17L12 14L15 17L18 14L21 17',
  pisces: 'M6 3C10 7 10 17 6 21M18 3C14 7 14 17 18 21M4 12H20',
  // aspects
  conjunction: `${circle(10, 14, 5)}M13.54 10.46L19 5`,
  opposition: `${circle(6, 18, 3)}${circle(18, 6, 3)}M8.12 15.88L15.88 8.12`,
  sextile: 'M12 3V21M4.2 7.5L19.8 16.5M4.2 16.5L19.8 7.5',
  square: 'M5 5H19V19H5Z',
  trine: 'M12 4L20.5 19H3.5Z',
  'semi-sextile': 'M6 5L12 15L18 5M4 19H20',
  'semi-square': 'M20 6L4 19H20',
  sesquiquadrate: 'M4 10H14V20H4ZM14 10L20 4',
  quincunx: 'M4 5H20M6 19L12 9L18 19',
  // points
  'north-node': `M7 16A7 7 0 1 1 17 16${circle(6, 18.5, 2.5)}${circle(18, 18.5, 2.5)}`,
  'south-node': `M7 8A7 7 0 1 0 17 8${circle(6, 5.5, 2.5)}${circle(18, 5.5, 2.5)}`,
  lilith: 'M13 2A6 6 0 1 0 13 14A7 7 0 0 1 13 2ZM10 13.2V22M7 18.5H13',
  fortune: `${circle(12, 12, 9)}M5.64 5.64L18.36 18.36M18.36 5.64L5.64 18.36`,
  // asteroids
  ceres: `M7.67 6A5 5 0 1 1 12 13.5${cross(13.5)}`,
  pallas: `M12 3L17 8.5L12 14L7 8.5Z${cross(14)}`,
  juno: `M12 3V14M7.24 5.75L16.76 11.25M7.24 11.25L16.76 5.75${cross(14)}`,
  vesta: 'M4 11L12 20L20 11M12 4C9 7 9 10 12 12C15 10 15 7 12 4',
  chiron: `M9 2V14.5M9 9L15 3M9 9L15 14${circle(9, 18, 3.5)}`,
};

const G = (slug: string, kind: GlyphKind, codepoint: number) => ({
  slug,
  kind,
  codepoint: `U+${codepoint.toString(16).toUpperCase().padStart(4, '0')}`,
  char: String.fromCodePoint(codepoint),
  svgPath: PATHS[slug]!,
});

const SIGN_SLUGS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'];

export function glyphsTable() {
  const aspectGlyphs = ASPECTS.filter((a) => [...a.symbol].length === 1 && PATHS[a.slug]).map((a) => G(a.slug, 'aspect', a.symbol.codePointAt(0)!));
  return [
    G('sun', 'planet', 0x2609),
    G('moon', 'planet', 0x263d),
    G('mercury', 'planet', 0x263f),
    G('venus', 'planet', 0x2640),
    G('mars', 'planet', 0x2642),
    G('jupiter', 'planet', 0x2643),
    G('saturn', 'planet', 0x2644),
    G('uranus', 'planet', 0x2645),
    G('neptune', 'planet', 0x2646),
    G('pluto', 'planet', 0x2647),
    ...SIGN_SLUGS.map((s, i) => G(s, 'sign', 0x2648 + i)),
    ...aspectGlyphs,
    G('north-node', 'point', 0x260a),
    G('south-node', 'point', 0x260b),
    G('lilith', 'point', 0x26b8),
    G('fortune', 'point', 0x1f774),
    G('ceres', 'asteroid', 0x26b3),
    G('pallas', 'asteroid', 0x26b4),
    G('juno', 'asteroid', 0x26b5),
    G('vesta', 'asteroid', 0x26b6),
    G('chiron', 'asteroid', 0x26b7),
  ];
}
