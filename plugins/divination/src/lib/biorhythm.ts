/**
 * Biorhythms: the 23-day physical, 28-day emotional and 33-day intellectual cycles of Wilhelm
 * Fliess and Hermann Swoboda as Bernard Gittelson popularised them ('Biorhythm: A Personal
 * Science', 1975), with the 38-day intuitive cycle some charts add: value = sin(2 pi t / P),
 * t = whole days since birth. No scientific support (Hines, Psychological Reports 83 (1998) 19,
 * reviewing 134 studies); every answer says so.
 */
export const CYCLES = { physical: 23, emotional: 28, intellectual: 33, intuitive: 38 } as const;
export type Cycle = keyof typeof CYCLES;

export const DISCLAIMER = 'Biorhythm theory has no scientific support (Hines 1998 reviewed 134 studies and found none); the values are offered as entertainment.';

export function biorhythmValue(t: number, cycle: Cycle): number {
  return Math.sin((2 * Math.PI * t) / CYCLES[cycle]);
}

/**
 * A critical day is the day on which the curve crosses zero: t mod (P/2) < 1, so for an odd
 * period the day that holds the half-day crossing.
 */
export function isCritical(t: number, cycle: Cycle): boolean {
  const half = CYCLES[cycle] / 2;
  return ((t % half) + half) % half < 1;
}

/** Gittelson's phase compatibility of two births n days apart: 100 when the cycles run in step. */
export function compatibility(n: number, cycle: Cycle): number {
  const p = CYCLES[cycle];
  const phase = ((n % p) + p) % p;
  return 100 * (1 - (2 * Math.min(phase, p - phase)) / p);
}
