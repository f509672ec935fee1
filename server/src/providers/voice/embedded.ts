// The package has no types; this reference brings ours into every program that imports this
// file (the server's and, through content/scripts and bench, the root one, which excludes server/).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./espeak-ng.d.ts" />
// The embedded voice: eSpeak NG compiled to JavaScript/WASM (@echogarden/espeak-ng-emscripten)
// speaks 16-bit PCM at 22.05 kHz, and LAME compiled to WASM (wasm-media-encoders) encodes it
// as mono MP3 at 11.025 kHz, 8 kbit/s CBR: about 60 KB per minute, speech still clear (LAME
// keeps up to about 3 kHz at that rate). Nothing to install beyond `npm install`, no network.
// One provider holds one eSpeak instance, which is not re-entrant: calls are queued.
import initEspeak, { type ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder } from 'wasm-media-encoders';
import type { Locale } from '@contract/locales';
import { ESPEAK_VOICES, prepareText } from './espeak-voices';
import { readMp3 } from './mp3-frames';
import {
  checkText,
  VoiceBadAudioError,
  VoiceError,
  VoiceInputError,
  type Speech,
  type VoiceProvider,
} from './voice-provider';

/** The MP3 every embedded recording is encoded as (the fingerprint of a recording names it). */
export const EMBEDDED_FORMAT = { outputSampleRate: 11025, bitrate: 8 } as const;
const FORMAT_LABEL = `mp3 mono ${EMBEDDED_FORMAT.outputSampleRate} Hz ${EMBEDDED_FORMAT.bitrate} kbit/s`;

export function embeddedVoiceOf(locale: Locale): string {
  const v = ESPEAK_VOICES[locale];
  return `espeak-ng ${v.voice} ${v.rate} wpm${v.prepare ? ` ${v.prepare}` : ''}; ${FORMAT_LABEL}`;
}

function toFloat(chunks: Int16Array[]): Float32Array {
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i++) out[at + i] = chunk[i]! / 32768;
    at += chunk.length;
  }
  return out;
}

export async function createEmbeddedVoiceProvider(): Promise<VoiceProvider> {
  // The build prints eSpeak's own complaints (e.g. "Invalid phoneme code") on stderr; they are
  // about single symbols it skips and would drown the progress lines.
  const espeak = await initEspeak({ print: () => {}, printErr: () => {} });
  const worker: ESpeakNGWorker = new espeak.eSpeakNGWorker();
  const available = new Set(worker.list_voices().map((v) => v.identifier));
  const encoder = await createMp3Encoder();
  let queue: Promise<unknown> = Promise.resolve();

  async function speak(text: string, locale: Locale): Promise<Speech> {
    const voice = ESPEAK_VOICES[locale];
    if (!voice || !available.has(voice.voice)) {
      throw new VoiceInputError(`eSpeak NG has no voice for locale ${locale}`);
    }
    const prepared = await prepareText(checkText(text), voice);
    if (worker.set_voice(voice.voice, '') !== 0) throw new VoiceError(`eSpeak NG could not load voice ${voice.voice}`);
    worker.set_rate(voice.rate); // the rate is global in eSpeak and must follow each voice change
    const chunks: Int16Array[] = [];
    let loud = false;
    worker.synthesize(prepared, (samples) => {
      if (samples?.length) {
        chunks.push(samples);
        loud ||= samples.some((s) => Math.abs(s) > 64);
      }
      return 0;
    });
    if (!loud) throw new VoiceBadAudioError(`eSpeak NG made no sound for this ${locale} text`);
    encoder.configure({ channels: 1, sampleRate: worker.samplerate, ...EMBEDDED_FORMAT });
    // encode() and finalize() return views into the encoder's memory: copy before the next call.
    const head = encoder.encode([toFloat(chunks)]).slice();
    const tail = encoder.finalize().slice();
    const audio = new Uint8Array(head.length + tail.length);
    audio.set(head);
    audio.set(tail, head.length);
    const mp3 = readMp3(audio);
    if (!mp3) throw new VoiceBadAudioError('the MP3 encoder produced no frames');
    return { audio, durationSec: mp3.durationSec };
  }

  return {
    name: 'embedded',
    voiceOf: embeddedVoiceOf,
    synthesize(text, locale) {
      const result = queue.then(() => speak(text, locale));
      queue = result.catch(() => undefined);
      return result;
    },
    // The WASM heap lives as long as the thread that loaded it; nothing else is held.
    async close() {
      await queue;
    },
  };
}
