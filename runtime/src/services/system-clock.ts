import type { Clock } from '@celestial/core';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock a test sets and moves by hand, so cycles and windows are tested without waiting. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2026-01-15T12:00:00Z')) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(d: Date | string): void {
    this.current = new Date(d);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
