// A real provider: any OpenAI-compatible chat model (POST {baseUrl}/chat/completions,
// streamed like the assistant's), prompted to translate faithfully with a glossary of the
// place and point names, and to answer with a JSON array of the translations in order.
// Anything else it sends (another count, prose, an empty string) is refused as a whole.
import type { Locale } from '@contract';
import { postChatCompletions, type StreamResponse } from '../llm/http-stream';
import { sseData } from '../llm/sse-lines';
import { ProviderError, type TranslateOptions, type TranslationProvider } from './provider';
import { LANGUAGE_NAMES } from '../language-names';

export interface LlmTranslationConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request; a model writing a long narration needs a while. */
  timeoutMs?: number;
}

export function translationPrompt(count: number, from: Locale, to: Locale, options: TranslateOptions = {}): string {
  const glossary = (options.glossary ?? []).map((g) => `- ${g.source} → ${g.target}`);
  return [
    `You translate the content of a travel guide app for scenic areas and museums in China from ${LANGUAGE_NAMES[from]} into ${LANGUAGE_NAMES[to]}.`,
    'Translate faithfully and completely: every sentence and every fact, in natural language for travellers; no summary, no additions, no comments.',
    'Keep numbers, dates, prices, units and line breaks exactly as they are.',
    ...(glossary.length ? ['Write these names exactly as given:', ...glossary] : []),
    `The user sends a JSON array of ${count} texts. Answer with only a JSON array of ${count} strings: their translations, in the same order.`,
  ].join('\n');
}

/** The array of translations in a model's answer, or null when it is not exactly that. */
export function parseTranslations(answer: string, count: number): string[] | null {
  const start = answer.indexOf('[');
  const end = answer.lastIndexOf(']');
  if (start < 0 || end < start) return null;
  try {
    const parsed = JSON.parse(answer.slice(start, end + 1)) as unknown;
    const ok =
      Array.isArray(parsed) &&
      parsed.length === count &&
      parsed.every((t) => typeof t === 'string' && t.trim().length > 0);
    return ok ? (parsed as string[]).map((t) => t.trim()) : null;
  } catch {
    return null;
  }
}

export function createLlmTranslationProvider(config: LlmTranslationConfig): TranslationProvider {
  const timeoutMs = config.timeoutMs ?? 120_000;
  return {
    name: 'openai-compatible',
    async translate(texts, from, to, options) {
      if (texts.length === 0) return [];
      const signal = AbortSignal.timeout(timeoutMs);
      const body = {
        model: config.model,
        stream: true,
        temperature: 0,
        messages: [
          { role: 'system', content: translationPrompt(texts.length, from, to, options) },
          { role: 'user', content: JSON.stringify(texts) },
        ],
      };
      let response: StreamResponse;
      try {
        response = await postChatCompletions(config, body, signal);
      } catch (error) {
        throw new ProviderError(
          signal.aborted
            ? `the language model did not answer within ${timeoutMs} ms`
            : `the language model could not be reached: ${(error as Error).message}`,
        );
      }
      if (response.status < 200 || response.status >= 300) {
        response.destroy();
        throw new ProviderError(`the language model answered ${response.status}`);
      }
      let answer = '';
      let done = false;
      try {
        for await (const data of sseData(response.body)) {
          if (data.trim() === '[DONE]') {
            done = true;
            continue;
          }
          try {
            const chunk = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
            answer += chunk.choices?.[0]?.delta?.content ?? '';
          } catch {
            // a keep-alive or vendor line that is not JSON
          }
        }
      } catch {
        throw new ProviderError(
          signal.aborted
            ? `the language model did not finish within ${timeoutMs} ms`
            : 'the language model connection was cut',
        );
      } finally {
        if (!done) response.destroy();
      }
      if (!done) throw new ProviderError('the language model connection was cut before the answer ended');
      const translations = parseTranslations(answer, texts.length);
      if (!translations) {
        throw new ProviderError(`the language model did not answer with ${texts.length} translations in a JSON array`);
      }
      return translations;
    },
  };
}
