import type { ExplanationPointT, Locale } from '../../lib/contract';

/** The narration's length in the visitor's language (else English, else Chinese), if any. */
export function narrationSeconds(audio: ExplanationPointT['audio'], lang: Locale): number | null {
  return (audio[lang] ?? audio.en ?? audio.cn)?.durationSec ?? null;
}
