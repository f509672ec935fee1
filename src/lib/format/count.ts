// Compact counts (spec point 9): 1000 or more as 'Nk+', 1000000 or more as 'Nm+'. N is
// rounded down, so the '+' is always true (1999 -> '1k+', not '2k+').

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** A count as shown on plays, likes and explanation points. Refuses negatives and non-numbers. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count < 0)
    throw new RangeError(`A count must be a finite number of at least 0, got ${count}`);
  const whole = Math.floor(count);
  if (whole >= MILLION) return `${Math.floor(whole / MILLION)}m+`;
  if (whole >= THOUSAND) return `${Math.floor(whole / THOUSAND)}k+`;
  return String(whole);
}
