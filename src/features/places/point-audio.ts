import type { ExplanationPointT, Locale, WithheldNarrationT } from '@contract';

/**
 * The narration's length in the visitor's language (else English, else Chinese), if any; for
 * a point withheld (locked, not unlocked) the lengths the server gave without the recordings.
 */
export function narrationSeconds(
  audio: ExplanationPointT['audio'],
  lang: Locale,
  withheld?: WithheldNarrationT['durationSec'],
): number | null {
  const recorded = (audio[lang] ?? audio.en ?? audio.cn)?.durationSec;
  return recorded ?? withheld?.[lang] ?? withheld?.en ?? withheld?.cn ?? null;
}
