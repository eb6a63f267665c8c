/**
 * A tarot or Lenormand card face drawn in SVG: frame, number, name and the suit's sign. The
 * service bundles no card art (the Rider-Waite-Smith images are in the public domain in the
 * US, but a page must not fetch them from elsewhere), so the face is typographic.
 */
import { esc } from './page.js';

const SUIT_SIGN: Readonly<Record<string, string>> = {
  // The tarot family's suit slugs (Rider-Waite wands, cups, swords, pentacles; Marseille batons,
  // cups, swords, coins), and the French names of the Marseille suits.
  wands: '♣', cups: '♥', swords: '♠', pentacles: '♦', batons: '♣', coins: '♦', coupes: '♥', epees: '♠', deniers: '♦',
  hearts: '♥', diamonds: '♦', clubs: '♣', spades: '♠',
};

export function cardFaceSvg(number: string, name: string, suit: string | null, reversed: boolean): string {
  const sign = suit ? (SUIT_SIGN[suit] ?? '✦') : '✦';
  const rotate = reversed ? ' transform="rotate(180 60 100)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="200" viewBox="0 0 120 200" role="img" aria-label="${esc(name)}">`
    + `<g${rotate}><rect x="2" y="2" width="116" height="196" rx="10" fill="var(--hi)" stroke="var(--accent)" stroke-width="2"/>`
    + `<rect x="10" y="10" width="100" height="180" rx="6" fill="none" stroke="var(--line)"/>`
    + `<text x="60" y="38" text-anchor="middle" font-size="20" fill="var(--accent)">${esc(number)}</text>`
    + `<text x="60" y="118" text-anchor="middle" font-size="46" fill="var(--fg)">${esc(sign)}</text></g></svg>`;
}
