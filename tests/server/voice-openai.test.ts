// The OpenAI-compatible voice provider against a local server speaking that protocol: the
// request it sends, the MP3 it gives back with the duration read from the frames, and a clear
// typed error for each way the vendor can fail (timeout, 5xx, 4xx, an answer that is not audio).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { voiceConfig } from '../../server/src/providers/voice/create';
import { readMp3 } from '../../server/src/providers/voice/mp3-frames';
import { createOpenAiVoiceProvider, type OpenAiVoiceConfig } from '../../server/src/providers/voice/openai-compatible';
import type { VoiceProvider } from '../../server/src/providers/voice/voice-provider';
import { startFakeSpeech, type FakeSpeech } from './helpers/fake-speech';

let vendor: FakeSpeech;
let provider: VoiceProvider;
/** The same provider with a short timeout, for the vendor that never answers. */
let hurried: VoiceProvider;
let config: OpenAiVoiceConfig;

beforeAll(async () => {
  vendor = await startFakeSpeech();
  config = {
    baseUrl: vendor.baseUrl,
    apiKey: 'sk-test',
    model: 'tts-1',
    voices: { '*': 'alloy', ja: 'nova' },
    // (Long enough for an answer on a busy two-core machine; the timeout is tested with `hurried`.)
    timeoutMs: 5000,
  };
  provider = createOpenAiVoiceProvider(config);
  hurried = createOpenAiVoiceProvider({ ...config, timeoutMs: 400 });
});
afterAll(() => vendor?.close());
beforeEach(() => {
  vendor.mode = 'ok';
  vendor.failFrom = 1;
  vendor.calls.length = 0;
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the provider to fail');
    },
    (error: Error) => ({ name: error.name, message: error.message }),
  );

describe('the OpenAI-compatible voice', () => {
  it('posts the text with model, voice and mp3, and gives the MP3 with its duration', async () => {
    vendor.seconds = 1.5;
    const speech = await provider.synthesize('  西湖は杭州にあります。 ', 'ja');
    expect(vendor.calls).toEqual([
      {
        body: { model: 'tts-1', input: '西湖は杭州にあります。', voice: 'nova', response_format: 'mp3' },
        authorization: 'Bearer sk-test',
      },
    ]);
    expect(readMp3(speech.audio)?.frames).toBeGreaterThan(10);
    expect(speech.durationSec).toBeGreaterThan(1.4);
    expect(speech.durationSec).toBeLessThan(1.7);
    await provider.synthesize('West Lake', 'en');
    expect(vendor.calls[1]?.body.voice).toBe('alloy');
    expect(provider.voiceOf('ja')).toBe(`openai-compatible ${vendor.baseUrl}/audio/speech model tts-1 voice nova`);
  });

  it('gives up after the timeout with VoiceUnavailableError', async () => {
    vendor.mode = 'silent';
    const started = performance.now();
    const failure = await failureOf(hurried.synthesize('Hello', 'en'));
    expect(failure).toEqual({ name: 'VoiceUnavailableError', message: 'speech provider gave no answer within 400 ms' });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('reports a 5xx with its status and the vendor message as VoiceUnavailableError', async () => {
    vendor.mode = 'error-503';
    expect(await failureOf(provider.synthesize('Hello', 'en'))).toEqual({
      name: 'VoiceUnavailableError',
      message: 'speech provider answered HTTP 503: The engine is currently overloaded',
    });
  });

  it('reports a refusal (4xx) as VoiceRefusedError', async () => {
    vendor.mode = 'refuse-401';
    expect(await failureOf(provider.synthesize('Hello', 'en'))).toEqual({
      name: 'VoiceRefusedError',
      message: 'speech provider answered HTTP 401: Incorrect API key provided',
    });
  });

  it.each([
    ['a JSON body sent as 200', 'json-200', 'speech provider sent application/json instead of audio'],
    [
      'bytes that are not MP3 sent as audio/mpeg',
      'noise-200',
      'speech provider sent 64000 bytes that are not MP3 audio',
    ],
  ] as const)('refuses %s as VoiceBadAudioError', async (_, mode, message) => {
    vendor.mode = mode;
    expect(await failureOf(provider.synthesize('Hello', 'en'))).toEqual({ name: 'VoiceBadAudioError', message });
  });

  it('refuses an empty text and an unreachable server plainly', async () => {
    expect(await failureOf(provider.synthesize('   ', 'en'))).toMatchObject({ name: 'VoiceInputError' });
    expect(vendor.calls).toHaveLength(0);
    const nowhere = createOpenAiVoiceProvider({ ...config, baseUrl: 'http://127.0.0.1:9/v1' });
    expect(await failureOf(nowhere.synthesize('Hello', 'en'))).toMatchObject({
      name: 'VoiceUnavailableError',
      message: expect.stringMatching(/^speech provider unreachable: /),
    });
  });
});

describe('the voice settings in the environment', () => {
  it('reads VOICE_* with defaults and voice names per locale', () => {
    const env = loadEnv({
      VOICE_PROVIDER: 'openai-compatible',
      VOICE_BASE_URL: vendor.baseUrl,
      VOICE_NAME: 'ja=nova, *=echo',
    });
    expect(voiceConfig(env)).toEqual({
      provider: 'openai-compatible',
      baseUrl: vendor.baseUrl,
      apiKey: undefined,
      model: 'tts-1',
      voices: { ja: 'nova', '*': 'echo' },
      timeoutMs: 60_000,
    });
    expect(voiceConfig(loadEnv({}))).toEqual({ provider: 'embedded' });
  });

  it('names what is wrong', () => {
    expect(() => loadEnv({ VOICE_PROVIDER: 'openai-compatible' })).toThrow(
      /VOICE_BASE_URL: the openai-compatible voice needs it/,
    );
    expect(() => loadEnv({ VOICE_NAME: 'xx=nova' })).toThrow(
      /VOICE_NAME: 'xx=nova' is not a voice name or locale=name/,
    );
    expect(() => voiceConfig(loadEnv({}), 'openai-compatible')).toThrow(/needs VOICE_BASE_URL/);
  });
});
