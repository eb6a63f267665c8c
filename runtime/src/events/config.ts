/**
 * The event engine's operator settings (README, "Events"; docs/events.md), read from the
 * environment once at start-up. Tests build the object themselves.
 */

/** Address ranges a delivery target may fall in only when the operator allows them. */
export type TargetRange = 'loopback' | 'private' | 'link-local';

export interface EventsConfig {
  /** CELESTIAL_WEBHOOK_ALLOW_TARGETS: comma-separated `loopback`, `private`, `link-local` (default: none). */
  allowTargets: readonly TargetRange[];
  /** CELESTIAL_EVENTS: `off` keeps the scheduler from starting in this process (the API still manages subscriptions). */
  scheduler: boolean;
  /** CELESTIAL_EVENTS_TICK_SECONDS: how often the scheduler detects and delivers (default 30). */
  tickSeconds: number;
  /** Per-attempt timeout of a delivery POST, ms (default 10 s). */
  timeoutMs: number;
}

export const DEFAULT_EVENTS_CONFIG: EventsConfig = { allowTargets: [], scheduler: true, tickSeconds: 30, timeoutMs: 10_000 };

export function loadEventsConfig(env: NodeJS.ProcessEnv = process.env): EventsConfig {
  const ranges = (env.CELESTIAL_WEBHOOK_ALLOW_TARGETS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const r of ranges) {
    if (r !== 'loopback' && r !== 'private' && r !== 'link-local') throw new Error(`CELESTIAL_WEBHOOK_ALLOW_TARGETS: unknown range ${r} (loopback, private, link-local)`);
  }
  const tick = env.CELESTIAL_EVENTS_TICK_SECONDS ? Number(env.CELESTIAL_EVENTS_TICK_SECONDS) : DEFAULT_EVENTS_CONFIG.tickSeconds;
  if (!Number.isFinite(tick) || tick < 1 || tick > 3600) throw new Error('CELESTIAL_EVENTS_TICK_SECONDS must be 1-3600');
  return { allowTargets: ranges as TargetRange[], scheduler: env.CELESTIAL_EVENTS !== 'off', tickSeconds: tick, timeoutMs: DEFAULT_EVENTS_CONFIG.timeoutMs };
}
