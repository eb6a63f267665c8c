/**
 * Enumeration values are lower-case kebab-case (DESIGN.md, "Vocabulary": `waxing-crescent`,
 * `sextile`). `kebab` turns the spellings the code base grew (`waxingSquare`, `Trine`,
 * `sextile sinister`, `PART_OF_FORTUNE`, `Purva Phalguni`) into that form.
 */
export const KEBAB_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function kebab(s: string): string {
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
