// How a narration (a point's official one, or its gold-medal guide's) sounds for the visitor:
// the recording in their language; where that is missing (not voiced yet), the recording in the
// original language (recordingFor: Chinese, then English) under the transcript in the
// visitor's language, their own text or a machine translation; speech of that text only when
// the narration has no recording at all. A point stored withheld (locked, not unlocked when it
// was fetched) has nothing to narrate with: the controller fetches it again first.
import { recordingFor, type ExplanationPointT, type Locale, type LocalizedTextT } from '@contract';
import { pickText } from '@/lib/localized';
import type { NarrationTrack, NarrationView } from '../state/player-atoms';

export type RecordingSource = NarrationView & { mode: 'audio'; url: string; durationSec: number };
export type NarrationSource = RecordingSource | (NarrationView & { mode: 'speech' });
/** A machine translation of a text into a locale (api/translate-narration.ts), null when none. */
export type Translate = (text: LocalizedTextT, to: Locale) => Promise<string | null>;

/** The narration texts and recordings of one track of a point; null when it has no such track. */
export function narrationOf(point: ExplanationPointT, track: NarrationTrack) {
  if (track === 'official') return { narration: point.narration, audio: point.audio };
  return point.guideNarration;
}

/** The recording that plays for the visitor, found at once (no lookup). */
export interface CueRecording {
  url: string;
  durationSec: number;
  audioLocale: Locale;
  synthetic: boolean;
  /** What the player shows with the visitor's own text; null when a translation is needed first. */
  view: NarrationView | null;
}

export function recordingSource(point: ExplanationPointT, track: NarrationTrack, lang: Locale): CueRecording | null {
  const narration = narrationOf(point, track);
  const recording = narration?.narration ? recordingFor(narration.audio, lang) : null;
  if (!narration?.narration || !recording) return null;
  const { file, locale: audioLocale } = recording;
  const synthetic = file.synthetic === true;
  const own = narration.narration[lang];
  return {
    url: file.url,
    durationSec: file.durationSec,
    audioLocale,
    synthetic,
    view: own ? { mode: 'audio', text: own, textLocale: lang, machine: false, audioLocale, synthetic } : null,
  };
}

/** What the player shows of a narration source. */
export const viewOf = ({
  mode,
  text,
  textLocale,
  machine,
  audioLocale,
  synthetic,
}: NarrationSource): NarrationView => ({
  mode,
  text,
  textLocale,
  machine,
  audioLocale,
  synthetic,
});

/** The transcript in the visitor's language: their own text, a machine translation, else English or Chinese. */
async function transcriptOf(narration: LocalizedTextT, lang: Locale, translate: Translate) {
  const own = narration[lang];
  if (own) return { text: own, textLocale: lang, machine: false };
  const translated = await translate(narration, lang);
  if (translated) return { text: translated, textLocale: lang, machine: true };
  const textLocale: Locale = narration.en ? 'en' : 'cn';
  return { text: pickText(narration, textLocale), textLocale, machine: false };
}

/** null: the point is stored withheld (or lacks this track), there is nothing to narrate it with. */
export async function resolveNarration(
  point: ExplanationPointT,
  track: NarrationTrack,
  lang: Locale,
  translate: Translate,
): Promise<NarrationSource | null> {
  const narration = narrationOf(point, track)?.narration;
  if (!narration) return null;
  const transcript = await transcriptOf(narration, lang, translate);
  const recording = recordingSource(point, track, lang);
  if (!recording) return { mode: 'speech', ...transcript, audioLocale: null, synthetic: true };
  const { url, durationSec, audioLocale, synthetic } = recording;
  return { mode: 'audio', url, durationSec, ...transcript, audioLocale, synthetic };
}
