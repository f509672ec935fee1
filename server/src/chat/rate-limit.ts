// Token buckets: `perMinute` questions a minute, with bursts up to the same number, per key
// (a member's openId, a client address). Buckets that refilled completely are dropped.
// In memory: the embedded database's one process. Several instances on PostgreSQL count in
// the database instead (shared-rate-limit.ts), behind the same interface.
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until one question is allowed again (when not allowed). */
  retryAfterSec: number;
}

export interface QuestionLimiter {
  /** Takes one token from every key, or none when any key is empty. */
  take(keys: string[]): Promise<RateLimitDecision>;
}

/** The in-memory limiter behind the shared interface. */
export function memoryLimiter(perMinute: number): QuestionLimiter {
  const limiter = new RateLimiter(perMinute);
  return { take: (keys) => Promise.resolve(limiter.take(keys)) };
}

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly ratePerMs: number;
  private lastSweep = Date.now();

  constructor(private readonly perMinute: number) {
    this.ratePerMs = perMinute / 60_000;
  }

  private level(key: string, now: number): number {
    const b = this.buckets.get(key);
    if (!b) return this.perMinute;
    return Math.min(this.perMinute, b.tokens + (now - b.at) * this.ratePerMs);
  }

  /** Takes one token from every key, or none when any key is empty. */
  take(keys: string[], now = Date.now()): RateLimitDecision {
    this.sweep(now);
    const levels = keys.map((k) => this.level(k, now));
    const lowest = Math.min(...levels);
    if (lowest < 1)
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil((1 - lowest) / this.ratePerMs / 1000)) };
    keys.forEach((k, i) => this.buckets.set(k, { tokens: (levels[i] ?? 0) - 1, at: now }));
    return { allowed: true, retryAfterSec: 0 };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key] of this.buckets) if (this.level(key, now) >= this.perMinute) this.buckets.delete(key);
  }
}
