// How a point is narrated in the visitor's language: its recording when there is one;
// otherwise speech of its text, in the visitor's language where a human or machine
// translation exists, else in the fallback language of the text (English, then Chinese),
// always with the voice of the language the text is in.
import type { ExplanationPointT, Locale } from '../../../lib/contract';
import { machineTranslation } from '../api/translate-narration';
import type { NarrationView } from '../state/player-atoms';

export type RecordingSource = NarrationView & { mode: 'audio'; url: string; durationSec: number };
export type NarrationSource = RecordingSource | (NarrationView & { mode: 'speech' });

/** The recording in the visitor's language, synchronously (no lookup needed). */
export function recordingSource(point: ExplanationPointT, lang: Locale): RecordingSource | null {
  const audio = point.audio[lang];
  if (!audio) return null;
  const own = point.narration[lang];
  const textLocale: Locale = own ? lang : point.narration.en ? 'en' : 'cn';
  return {
    mode: 'audio',
    url: audio.url,
    durationSec: audio.durationSec,
    text: own ?? point.narration[textLocale] ?? '',
    textLocale,
    machine: false,
  };
}

export async function resolveNarration(point: ExplanationPointT, lang: Locale): Promise<NarrationSource> {
  const recording = recordingSource(point, lang);
  if (recording) return recording;
  const own = point.narration[lang];
  if (own) return { mode: 'speech', text: own, textLocale: lang, machine: false };
  const translated = await machineTranslation(point.narration, lang);
  if (translated) return { mode: 'speech', text: translated, textLocale: lang, machine: true };
  const textLocale: Locale = point.narration.en ? 'en' : 'cn';
  return { mode: 'speech', text: point.narration[textLocale] ?? '', textLocale, machine: false };
}
