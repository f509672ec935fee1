// Which voice provider to use, from the environment (read in env.ts) or a caller's choice. The
// config is plain data so that worker threads can each build their own provider from it.
import type { Locale } from '@contract/locales';
import type { Env } from '../../env';
import { createEmbeddedVoiceProvider, embeddedVoiceOf } from './embedded';
import { createOpenAiVoiceProvider, openAiVoiceOf, type OpenAiVoiceConfig } from './openai-compatible';
import { VoiceError, type VoiceProvider } from './voice-provider';

export const VOICE_PROVIDERS = ['embedded', 'openai-compatible'] as const;
export type VoiceProviderName = (typeof VOICE_PROVIDERS)[number];

export type VoiceConfig = { provider: 'embedded' } | ({ provider: 'openai-compatible' } & OpenAiVoiceConfig);

type VoiceEnv = Pick<
  Env,
  'VOICE_PROVIDER' | 'VOICE_BASE_URL' | 'VOICE_API_KEY' | 'VOICE_MODEL' | 'VOICE_NAME' | 'VOICE_TIMEOUT_MS'
>;

export function voiceConfig(env: VoiceEnv, provider: VoiceProviderName = env.VOICE_PROVIDER): VoiceConfig {
  if (provider === 'embedded') return { provider };
  if (!env.VOICE_BASE_URL) throw new VoiceError('the openai-compatible voice needs VOICE_BASE_URL');
  return {
    provider,
    baseUrl: env.VOICE_BASE_URL,
    apiKey: env.VOICE_API_KEY,
    model: env.VOICE_MODEL,
    voices: env.VOICE_NAME,
    timeoutMs: env.VOICE_TIMEOUT_MS,
  };
}

export async function createVoiceProvider(config: VoiceConfig): Promise<VoiceProvider> {
  if (config.provider === 'embedded') return createEmbeddedVoiceProvider();
  return createOpenAiVoiceProvider(config);
}

/** The provider's voiceOf(locale), without building the provider (no WASM, no dictionaries). */
export function describeVoice(config: VoiceConfig, locale: Locale): string {
  return config.provider === 'embedded' ? embeddedVoiceOf(locale) : openAiVoiceOf(config, locale);
}
