// The time left to pay an order (spec: unpaid orders cancel themselves), as m:ss.

/** Milliseconds from `now` until the ISO time `until`, never below 0 (NaN for a bad date: 0). */
export function remainingMs(until: string, now: number): number {
  const end = Date.parse(until);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, end - now);
}

/** 905_000 -> '15:05', 59_400 -> '0:59' (whole seconds, rounded up so 0:00 means time is up). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
