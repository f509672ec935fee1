// What content:voice prints: the narrations it leaves unvoiced, and the run's figures.
import type { Decision } from './voice-plan.ts';

export interface Tally {
  made: number;
  seconds: number;
  bytes: number;
  /** CPU time of the whole process (every thread) while voicing. */
  cpuSec: number;
  wallSec: number;
  kept: number;
  skipped: number;
}

/**
 * One line per skipped narration and locale; a locale with many missing translations (one that
 * has not been translated yet) gets a single line, so that stale ones stay visible.
 */
export function reportSkips(decisions: Decision[]): void {
  const missing = new Map<string, string[]>();
  for (const d of decisions) {
    if (d.kind !== 'skip') continue;
    if (d.why.includes('stale')) {
      console.log(`skip ${d.n.base} ${d.locale}: ${d.why} (not voiced from an outdated text)`);
    } else {
      missing.set(d.locale, [...(missing.get(d.locale) ?? []), d.n.base]);
    }
  }
  for (const [locale, bases] of missing) {
    if (bases.length <= 5) {
      for (const base of bases) console.log(`skip ${base} ${locale}: it has no translation`);
    } else {
      console.log(`skip ${bases.length} narrations in ${locale}: no translation (${bases.slice(0, 3).join(', ')}, …)`);
    }
  }
}

export function summary(t: Tally): string {
  const minutes = t.seconds / 60;
  const perMinute = minutes > 0 ? `, ${Math.round(t.bytes / 1000 / minutes)} KB per minute` : '';
  const speed =
    t.made > 0
      ? ` in ${t.wallSec.toFixed(1)} s (${(t.seconds / t.cpuSec).toFixed(0)} s of audio per CPU-second of the process)`
      : '';
  return (
    `content:voice: made ${t.made} recordings, ${t.seconds.toFixed(1)} s of audio, ${t.bytes} bytes${perMinute}${speed}; ` +
    `kept ${t.kept}, skipped ${t.skipped}`
  );
}
