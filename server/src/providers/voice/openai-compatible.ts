// A real voice: any server that speaks OpenAI's speech API, POST {baseUrl}/audio/speech with
// JSON {model, input, voice, response_format: "mp3"}, answering the MP3 bytes. The answer is
// believed only when its frames say it is MP3: a JSON error or an HTML page sent with 200 is
// refused, and the duration is read from the frames.
import type { Locale } from '@contract/locales';
import { readMp3 } from './mp3-frames';
import {
  checkText,
  VoiceBadAudioError,
  VoiceInputError,
  VoiceRefusedError,
  VoiceUnavailableError,
  type VoiceProvider,
} from './voice-provider';

export interface OpenAiVoiceConfig {
  /** e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Voice name per locale; `*` for every other locale. */
  voices: Partial<Record<Locale | '*', string>>;
  timeoutMs: number;
}

/** What the vendor said, cut short: enough to tell a wrong key from a wrong model. */
async function vendorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (typeof message === 'string') return message.slice(0, 200);
  } catch {
    // not JSON: the text itself
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || 'no message';
}

const speechUrl = (config: OpenAiVoiceConfig) => `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
const voiceFor = (config: OpenAiVoiceConfig, locale: Locale) => config.voices[locale] ?? config.voices['*'];

export function openAiVoiceOf(config: OpenAiVoiceConfig, locale: Locale): string {
  return `openai-compatible ${speechUrl(config)} model ${config.model} voice ${voiceFor(config, locale) ?? '(none)'}`;
}

export function createOpenAiVoiceProvider(config: OpenAiVoiceConfig): VoiceProvider {
  const url = speechUrl(config);

  return {
    name: 'openai-compatible',
    voiceOf: (locale) => openAiVoiceOf(config, locale),
    async synthesize(text, locale) {
      const input = checkText(text);
      const voice = voiceFor(config, locale);
      if (!voice) throw new VoiceInputError(`no voice is configured for locale ${locale} (VOICE_NAME)`);
      let response: Response;
      let audio: Uint8Array;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: config.model, input, voice, response_format: 'mp3' }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          const message = `speech provider answered HTTP ${response.status}: ${await vendorMessage(response)}`;
          if (response.status >= 500 || response.status === 429) throw new VoiceUnavailableError(message);
          throw new VoiceRefusedError(message);
        }
        // The timeout covers the body too: a server that stalls mid-answer is cut off.
        audio = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof VoiceUnavailableError || error instanceof VoiceRefusedError) throw error;
        const e = error as Error;
        if (e.name === 'TimeoutError') {
          throw new VoiceUnavailableError(`speech provider gave no answer within ${config.timeoutMs} ms`);
        }
        throw new VoiceUnavailableError(`speech provider unreachable: ${e.message}`);
      }
      const type = response.headers.get('content-type') ?? '';
      if (/json|text|html/i.test(type)) {
        throw new VoiceBadAudioError(`speech provider sent ${type.split(';')[0]} instead of audio`);
      }
      const mp3 = readMp3(audio);
      // A few stray sync bytes in a non-MP3 body look like frames; real MP3 is nearly all frames.
      if (!mp3 || mp3.frameShare < 0.9) {
        throw new VoiceBadAudioError(`speech provider sent ${audio.length} bytes that are not MP3 audio`);
      }
      return { audio, durationSec: mp3.durationSec };
    },
    async close() {},
  };
}
