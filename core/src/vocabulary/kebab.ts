/**
 * Enumeration values are lower-case kebab-case (DESIGN.md, "Vocabulary": `waxing-crescent`,
 * `sextile`). `kebab` turns the spellings the code base grew (`waxingSquare`, `Trine`,
 * `sextile sinister`, `PART_OF_FORTUNE`, `Purva Phalguni`) into that form.
 */
export const KEBAB_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Answers by spelling: the same few hundred names (bodies, aspects, signs, techniques) are turned
 * on every answer, and a normalize and six regular expressions cost ~1 µs each time (4-6% of a
 * varied /v1/chart's CPU went to kebab and the name lookups around it, bench/profile.ts,
 * 2026-11-27). Bounded: a caller's own text can pass through too, so the memo starts over past
 * KEBAB_MEMO_SIZE spellings rather than grow.
 */
const KEBAB_MEMO_SIZE = 4096;
const kebabMemo = new Map<string, string>();

export function kebab(s: string): string {
  const known = kebabMemo.get(s);
  if (known !== undefined) return known;
  const written = kebabOf(s);
  if (kebabMemo.size >= KEBAB_MEMO_SIZE) kebabMemo.clear();
  kebabMemo.set(s, written);
  return written;
}

function kebabOf(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isKebab(s: string): boolean {
  return KEBAB_PATTERN.test(s);
}
