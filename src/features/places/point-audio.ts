import {
  RECORDING_FALLBACK,
  recordingFor,
  type ExplanationPointT,
  type Locale,
  type WithheldNarrationT,
} from '@contract';

/**
 * The length of the recording that plays for the visitor (theirs, else the original language's,
 * else English: recordingFor), if any; for a point withheld (locked, not unlocked) the lengths
 * the server gave without the recordings, in the same order.
 */
export function narrationSeconds(
  audio: ExplanationPointT['audio'],
  lang: Locale,
  withheld?: WithheldNarrationT['durationSec'],
): number | null {
  const recorded = recordingFor(audio, lang)?.file.durationSec;
  if (recorded !== undefined) return recorded;
  for (const locale of [lang, ...RECORDING_FALLBACK]) if (withheld?.[locale]) return withheld[locale];
  return null;
}
