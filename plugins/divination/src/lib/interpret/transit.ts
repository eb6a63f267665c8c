/**
 * /interpret/transit: the transit-to-natal aspects perfecting in the window, as POST
 * /transit-calendar answers them (root-finding on Swiss Ephemeris longitudes; invoked through
 * the Operations service), the most significant passed on: slow planets and the angles first.
 */
import { ApiError } from '@celestial/core';
import type { LangCode } from '@celestial/core';
import { bodyName, bodySlug } from '@celestial/core';
import type { ReadingJob } from '@celestial/core';
import { aspectText, pointName, sentence } from './chart-texts.js';

/** Sun to Pluto without the Moon (catalogue line /interpret/transit). */
export const DEFAULT_TRANSIT_PLANETS = [0, 2, 3, 4, 5, 6, 7, 8, 9];
/** The catalogue's bound on the window. */
export const MAX_WINDOW_DAYS = 90;
/** At most this many transits are read. */
export const MAX_TRANSITS = 12;
/** The orb of a transit at its exact pass is 0; the window of the reading uses /transit-calendar's 1°. */
const ORB = 1;

/**
 * Significance rank of a transiting body: the slower, the weightier (Pluto first, the Sun,
 * Mercury and Venus last: a transit's weight grows with how long it lasts).
 */
const SLOWNESS: Readonly<Record<number, number>> = { 9: 0, 8: 1, 7: 2, 6: 3, 5: 4, 4: 5, 0: 6, 3: 7, 2: 8, 1: 9 };

function days(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** The reading's window, checked before anything is computed: `to` not before `from`, at most 90 days. */
export function checkWindow(from: string, to: string): void {
  const span = days(from, to);
  if (!(span >= 0)) throw ApiError.invalidField('to', 'must not be before from');
  if (span > MAX_WINDOW_DAYS) throw ApiError.invalidField('to', `must be at most ${MAX_WINDOW_DAYS} days after from`);
}

/** The POST /transit-calendar body of a reading: the natal chart, the window, the bodies, a 1° orb. */
export function calendarRequest<C extends object>(chart: C, from: string, to: string, transitPlanetIds: number[] | undefined) {
  return { ...chart, startDate: from, endDate: to, transitPlanetIds: transitPlanetIds ?? DEFAULT_TRANSIT_PLANETS, orb: ORB };
}

/** What the facts read of POST /transit-calendar's answer. */
export interface TransitCalendarAnswer {
  count: number;
  events: { transitPlanetId: number; natalPoint: { slug: string }; aspect: { slug: string; name: string; angle: number }; exactAt: string[] }[];
}

export function transitFacts(cal: TransitCalendarAnswer, from: string, to: string, lang: LangCode) {
  checkWindow(from, to);
  const angle = (slug: string) => slug === 'ascendant' || slug === 'midheaven' || slug === 'mc';
  const ranked = cal.events
    .map((e, i) => ({ e, i }))
    .sort((x, y) => (SLOWNESS[x.e.transitPlanetId] ?? 10) - (SLOWNESS[y.e.transitPlanetId] ?? 10) || Number(angle(y.e.natalPoint.slug)) - Number(angle(x.e.natalPoint.slug)) || x.i - y.i)
    .slice(0, MAX_TRANSITS)
    .map(({ e }) => e);
  const transits = ranked.map((e) => ({
    transitPlanet: { slug: bodySlug(e.transitPlanetId) ?? String(e.transitPlanetId), name: bodyName(e.transitPlanetId, lang) },
    natalPoint: { slug: e.natalPoint.slug, name: pointName(e.natalPoint.slug, lang) },
    aspect: { slug: e.aspect.slug, name: e.aspect.name, angle: e.aspect.angle },
    exactAt: e.exactAt[0]!,
    // At the exact pass the separation is the aspect's angle: orb 0 (to the root finder's tolerance).
    orb: 0,
  }));
  return { period: { from, to }, transits, count: cal.count };
}

export type TransitFacts = ReturnType<typeof transitFacts>;

/**
 * The composer: each transit read as its pair and date; the synthesis the three weightiest;
 * the advice the weightiest transit's date.
 */
export function transitJob(f: TransitFacts, question: string | null, lang: LangCode): ReadingJob<string> {
  const slots: Record<string, string> = {};
  const composed: Record<string, string> = {};
  const text = (t: TransitFacts['transits'][number]) => `${aspectText(lang, t.transitPlanet.name, t.aspect.slug, t.natalPoint.name, t.orb)} ${t.exactAt.slice(0, 10)}`;
  f.transits.forEach((t, i) => {
    slots[`transit${i + 1}`] = `the reading of transit ${i + 1} (transiting ${t.transitPlanet.name} ${t.aspect.name} natal ${t.natalPoint.name}, exact ${t.exactAt}), one or two sentences`;
    composed[`transit${i + 1}`] = sentence(lang, [text(t)]);
  });
  slots.synthesis = 'a synthesis of the period from these transits, three to five sentences';
  slots.advice = 'one piece of advice for the period, one sentence';
  composed.synthesis = sentence(lang, [`${f.period.from} — ${f.period.to}`, ...f.transits.slice(0, 3).map(text)]);
  composed.advice = f.transits[0] ? sentence(lang, [text(f.transits[0])]) : sentence(lang, [`${f.period.from} — ${f.period.to}`]);
  return { subject: 'a transit reading for a period', language: lang, question, facts: f, slots, composed };
}
