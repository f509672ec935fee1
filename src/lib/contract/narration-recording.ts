// Which recording of a narration plays in a language: the visitor's own, else the one in the
// content's original language (Chinese for this catalogue), else English. The app plays it
// (with the transcript in the visitor's language) and a place download carries it, so both
// agree on the one file; speech synthesis is left for a narration with no recording at all
// (docs/decisions/0058-narration-in-every-language.md).
import type { ExplanationPointT } from './catalog';
import type { Locale } from './locales';

type AudioMap = ExplanationPointT['audio'];
export type AudioFileT = NonNullable<AudioMap[Locale]>;

/** The original language of the content, then English: where a missing recording falls back to. */
export const RECORDING_FALLBACK: readonly Locale[] = ['cn', 'en'];

/** The recording that plays for `lang`, with its language; null when the narration has none. */
export function recordingFor(audio: AudioMap, lang: Locale): { locale: Locale; file: AudioFileT } | null {
  for (const locale of [lang, ...RECORDING_FALLBACK]) {
    const file = audio[locale];
    if (file) return { locale, file };
  }
  return null;
}
