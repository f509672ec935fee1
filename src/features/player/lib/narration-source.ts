// How a point is narrated in the visitor's language: its recording when there is one;
// otherwise speech of its text, in the visitor's language where a human or machine
// translation exists, else in the fallback language of the text (English, then Chinese),
// always with the voice of the language the text is in. A point stored withheld (locked, not
// unlocked when it was fetched) has neither: the controller fetches it again first.
import type { ExplanationPointT, Locale } from '@contract';
import { machineTranslation } from '../api/translate-narration';
import type { NarrationView } from '../state/player-atoms';

export type RecordingSource = NarrationView & { mode: 'audio'; url: string; durationSec: number };
export type NarrationSource = RecordingSource | (NarrationView & { mode: 'speech' });

/** The recording in the visitor's language, synchronously (no lookup needed). */
export function recordingSource(point: ExplanationPointT, lang: Locale): RecordingSource | null {
  const audio = point.audio[lang];
  if (!audio || !point.narration) return null;
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

/** null: the point is stored withheld, there is nothing to narrate it with. */
export async function resolveNarration(point: ExplanationPointT, lang: Locale): Promise<NarrationSource | null> {
  const recording = recordingSource(point, lang);
  if (recording) return recording;
  const narration = point.narration;
  if (!narration) return null;
  const own = narration[lang];
  if (own) return { mode: 'speech', text: own, textLocale: lang, machine: false };
  const translated = await machineTranslation(narration, lang);
  if (translated) return { mode: 'speech', text: translated, textLocale: lang, machine: true };
  const textLocale: Locale = narration.en ? 'en' : 'cn';
  return { mode: 'speech', text: narration[textLocale] ?? '', textLocale, machine: false };
}
