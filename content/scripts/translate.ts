// npm run content:translate [-- --locale=ja,ko] [--provider=libretranslate|openai-compatible]
// Fills every missing or stale translation of content/ (see content/translations/README.md)
// through the configured provider: TRANSLATION_PROVIDER_URL (LibreTranslate-compatible) or
// LLM_BASE_URL + LLM_MODEL (an OpenAI-compatible chat model). Without one it translates
// nothing and says what is left. Exit code 1 when a batch failed.
import { parseArgs } from 'node:util';
import { LOCALES, isLocale, type Locale } from '../../src/lib/contract/locales';
import { loadEnv } from '../../server/src/env';
import { createLibreTranslateProvider } from '../../server/src/providers/translation/libretranslate';
import { createLlmTranslationProvider } from '../../server/src/providers/translation/openai-chat';
import type { TranslationProvider } from '../../server/src/providers/translation/provider';
import { countTodo, translateContent } from './lib/translate-content';

const { values } = parseArgs({ options: { locale: { type: 'string' }, provider: { type: 'string' } } });
const locales: Locale[] = values.locale ? values.locale.split(',').filter(isLocale) : [...LOCALES];
if (values.locale && locales.length !== values.locale.split(',').length) {
  console.error(`--locale takes locale codes from: ${LOCALES.join(', ')}`);
  process.exit(2);
}

const env = loadEnv();
function chooseProvider(): TranslationProvider | null {
  const wanted =
    values.provider ??
    (env.TRANSLATION_PROVIDER_URL ? 'libretranslate' : env.LLM_BASE_URL ? 'openai-compatible' : 'none');
  if (wanted === 'libretranslate' && env.TRANSLATION_PROVIDER_URL) {
    return createLibreTranslateProvider(env.TRANSLATION_PROVIDER_URL, env.TRANSLATION_API_KEY);
  }
  if (wanted === 'openai-compatible' && env.LLM_BASE_URL && env.LLM_MODEL) {
    return createLlmTranslationProvider({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL });
  }
  if (wanted !== 'none') console.error(`The ${wanted} provider is not configured (see server/README.md).`);
  return null;
}

const todo = countTodo(locales);
const total = Object.values(todo).reduce((a, b) => a + b, 0);
const provider = chooseProvider();
if (total === 0) {
  console.log('Every content text has a current translation in every locale asked for.');
} else if (!provider) {
  console.log(
    `No translation provider is configured, so nothing was translated. Texts without a current translation: ${Object.entries(
      todo,
    )
      .map(([l, n]) => `${l} ${n}`)
      .join(', ')}. Set TRANSLATION_PROVIDER_URL, or LLM_BASE_URL and LLM_MODEL, and run again.`,
  );
} else {
  console.log(`Translating ${total} texts with ${provider.name}…`);
  const summary = await translateContent({ provider, locales, log: (line) => console.log(line) });
  console.log(`Stored ${summary.stored} translations; ${summary.failures.length} batches failed.`);
  if (summary.failures.length) process.exitCode = 1;
}
