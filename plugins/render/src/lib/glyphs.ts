/**
 * Astrological glyphs (Unicode Miscellaneous Symbols U+2609-U+2653, Noto Sans Symbols; Chiron
 * U+26B7 and Lilith U+26B8 likewise). U+FE0E asks for the text (not emoji) presentation.
 */
const VS15 = '\uFE0E';

/** By Swiss Ephemeris body number. */
const BODY_GLYPHS: Readonly<Record<number, string>> = {
  0: '☉', 1: '☽', 2: '☿', 3: '♀', 4: '♂', 5: '♃', 6: '♄', 7: '♅', 8: '♆', 9: '♇',
  10: '☊', 11: '☊', 12: '⚸', 13: '⚸', 15: '⚷', 17: '⚳', 18: '⚴', 19: '⚵', 20: '⚶',
};

export function bodyGlyph(id: number, fallbackName: string): string {
  const g = BODY_GLYPHS[id];
  return g ? g + VS15 : fallbackName.slice(0, 2);
}

export const SIGN_GLYPHS: readonly string[] = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((g) => g + VS15);

export const RETROGRADE_MARK = '℞';

/** Aspect glyphs by slug (the table in core/src/astro/aspects.ts carries `symbol` too). */
export const ANGLE_GLYPHS: Readonly<Record<string, string>> = { ascendant: 'Asc', mc: 'MC' };
