// howler loads with the first recording played (or earlier, when a screen that plays
// appears), never with the app's first load.
import type * as AudioNarration from './audio-narration';

type AudioModule = typeof AudioNarration;

let loading: Promise<AudioModule> | null = null;

export function loadAudioEngine(): Promise<AudioModule> {
  loading ??= import('./audio-narration').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
