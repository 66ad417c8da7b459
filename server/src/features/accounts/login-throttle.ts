/**
 * Counts failed logins per account and per address in a sliding window. Kept in memory:
 * the product runs as one process (docs/decisions/0003-login-throttle-in-memory.md).
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_WINDOW_MS,
  ) {}

  /** Milliseconds until any of the keys may try again; 0 when all may try now. */
  retryAfterMs(keys: string[], now = Date.now()): number {
    let wait = 0;
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.maxFailures) {
        wait = Math.max(wait, recent[recent.length - this.maxFailures] + this.windowMs - now);
      }
    }
    return wait;
  }

  recordFailure(keys: string[], now = Date.now()): void {
    for (const key of keys) this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = this.failures.get(key) ?? [];
    const kept = list.filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else if (kept.length !== list.length) this.failures.set(key, kept);
    return kept;
  }
}
