// A narration's length as a clock: 75 -> '1:15', 3725 -> '1:02:05'.
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new RangeError(`A duration must be at least 0 seconds, got ${seconds}`);
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
