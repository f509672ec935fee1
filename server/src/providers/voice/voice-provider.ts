// Speech synthesis: a narration's text in a locale becomes an MP3 recording. Apart from the
// speech *recognition* provider of providers/speech (voice input in the chat). Used by
// `npm run content:voice` to voice the content; see docs/decisions/0056-voicing.md.
import type { Locale } from '@contract/locales';

export interface Speech {
  /** MPEG audio Layer III, mono. */
  audio: Uint8Array;
  /** From the MP3's frames, not from the vendor's word. */
  durationSec: number;
}

export interface VoiceProvider {
  /** `embedded` or `openai-compatible`. */
  readonly name: string;
  /**
   * What makes a locale's recordings sound as they do (engine, voice, speed, format). A
   * recording made with another description is made again; the same text with the same
   * description is not.
   */
  voiceOf(locale: Locale): string;
  synthesize(text: string, locale: Locale): Promise<Speech>;
  /** Frees what the provider holds (WASM memory, dictionaries). */
  close(): Promise<void>;
}

export class VoiceError extends Error {
  override name = 'VoiceError';
}

/** The text cannot be voiced as given: empty, too long, or a locale without a voice. */
export class VoiceInputError extends VoiceError {
  override name = 'VoiceInputError';
}

/** The vendor could not be reached, did not answer in time, or failed (5xx): try later. */
export class VoiceUnavailableError extends VoiceError {
  override name = 'VoiceUnavailableError';
}

/** The vendor refused the request (4xx: key, model, voice): trying again will not help. */
export class VoiceRefusedError extends VoiceError {
  override name = 'VoiceRefusedError';
}

/** The answer was not playable MP3 speech. */
export class VoiceBadAudioError extends VoiceError {
  override name = 'VoiceBadAudioError';
}

/** The longest text one request may carry (the OpenAI speech API's limit is 4096). */
export const MAX_TEXT_CHARS = 4096;

export function checkText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw new VoiceInputError('nothing to voice: the text is empty');
  if (trimmed.length > MAX_TEXT_CHARS) {
    throw new VoiceInputError(`the text has ${trimmed.length} characters; at most ${MAX_TEXT_CHARS} can be voiced`);
  }
  return trimmed;
}
