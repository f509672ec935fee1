// An OpenAI-compatible streaming chat provider (POST {baseUrl}/chat/completions, stream: true).
// Content deltas come in choices[0].delta.content; deep-thinking models send theirs in
// delta.reasoning_content (DeepSeek, Qwen) or delta.reasoning (OpenRouter, vLLM).
import type { Locale } from '@contract/locales';
import type { PlaceContext } from '../../chat/place-context';
import { ProviderError, type AnswerDelta, type AnswerRequest, type ChatProvider, type TextDelta } from './provider';
import { postChatCompletions, type StreamResponse } from './http-stream';
import { SseParser } from './sse-lines';
import { LANGUAGE_NAMES } from '../language-names';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /**
   * true (the default): the model answers only from the catalogue's passages it is given and
   * cites them (grounded.ts); false: it answers freely from the place's description.
   */
  grounded?: boolean;
}

const pick = (text: Record<string, string | undefined>, lang: Locale) => text[lang] ?? text.en ?? text.cn ?? '';

function describePlace(p: PlaceContext, lang: Locale): string {
  const lines = [
    `## ${pick(p.name, lang)} (${p.kind === 'museum' ? 'museum' : 'scenic area'})`,
    `Introduction: ${pick(p.intro, lang)}`,
    `Opening hours: ${pick(p.hours, lang)}`,
    `Tips: ${pick(p.tips, lang)}`,
    `Address: ${pick(p.address, lang)}`,
  ];
  if (p.reservation) lines.push(`Reservation: ${pick(p.reservation, lang)}`);
  if (p.points.length) lines.push(`Explanation points: ${p.points.map((n) => pick(n, lang)).join('; ')}`);
  return lines.join('\n');
}

export function systemPrompt(request: Pick<AnswerRequest, 'lang' | 'place' | 'places'>): string {
  const { lang, place, places } = request;
  const catalogue = place
    ? `The visitor is at this place:\n${describePlace(place, lang)}`
    : `Places of the guide:\n${places
        .slice(0, 20)
        .map((p) => describePlace(p, lang))
        .join('\n\n')}`;
  return [
    'You are the travel assistant of a guide app for scenic areas and museums.',
    `Answer in ${LANGUAGE_NAMES[lang]}, briefly, in GitHub-flavoured markdown.`,
    'Ground facts about places (hours, addresses, tips, exhibits) in the catalogue below; when the catalogue does not say, say plainly that you do not know rather than guess.',
    catalogue,
  ].join('\n\n');
}

interface CompletionChunk {
  choices?: { delta?: { content?: string | null; reasoning_content?: string | null; reasoning?: string | null } }[];
  error?: { message?: string };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The deltas of one event of the stream; 'done' at [DONE]; null for a line that is not JSON. */
function deltasOf(data: string): TextDelta[] | 'done' | null {
  if (data === '[DONE]' || data.trim() === '[DONE]') return 'done';
  let chunk: CompletionChunk;
  try {
    chunk = JSON.parse(data) as CompletionChunk;
  } catch {
    return null; // a keep-alive or vendor line that is not JSON
  }
  if (chunk.error) throw new ProviderError('CHT0000502', chunk.error.message ?? 'The language model failed');
  const delta = chunk.choices?.[0]?.delta;
  const reasoning = delta?.reasoning_content ?? delta?.reasoning;
  const deltas: TextDelta[] = [];
  if (reasoning) deltas.push({ kind: 'reasoning', text: reasoning });
  if (delta?.content) deltas.push({ kind: 'content', text: delta.content });
  return deltas;
}

/** One streamed completion: the model's reasoning and content deltas. Aborting `signal` ends it. */
export async function* streamCompletion(
  config: LlmConfig,
  messages: ChatMessage[],
  deepThinking: boolean,
  signal: AbortSignal,
): AsyncGenerator<TextDelta> {
  const body: Record<string, unknown> = { model: config.model, stream: true, messages };
  // Providers that switch thinking per request read one of these; others ignore them.
  if (deepThinking) body.reasoning = { enabled: true };
  let response: StreamResponse;
  try {
    response = await postChatCompletions(config, body, signal);
  } catch (err) {
    if (signal.aborted) throw err;
    throw new ProviderError('CHT0000502', 'The language model could not be reached');
  }
  if (response.status < 200 || response.status >= 300) {
    response.destroy();
    throw new ProviderError('CHT0000502', `The language model answered ${response.status}`);
  }
  let done = false;
  try {
    // The parser is called on each network chunk here (not through another generator): one
    // generator step fewer for every chunk of every answer.
    const parser = new SseParser();
    for await (const bytes of response.body) {
      for (const data of parser.push(bytes)) {
        // Read on to the end of the body after [DONE], so the connection is kept for reuse.
        if (done) continue;
        const deltas = deltasOf(data);
        if (deltas === 'done') done = true;
        else if (deltas) yield* deltas;
      }
    }
    for (const data of parser.end()) {
      const deltas = done ? null : deltasOf(data);
      if (deltas === 'done') done = true;
      else if (deltas) yield* deltas;
    }
  } catch (err) {
    if (signal.aborted || err instanceof ProviderError) throw err;
    throw new ProviderError('CHT0000502', 'The language model connection was cut');
  } finally {
    // Stopped, cut or failed: the upstream connection goes (the vendor stops generating).
    if (!done) response.destroy();
  }
  if (!done) throw new ProviderError('CHT0000502', 'The language model connection was cut before the answer ended');
}

/**
 * The model answering freely (LLM_GROUNDED=0): the place's description in the system prompt,
 * and the model's own knowledge beyond it. The default is grounded.ts.
 */
export function createOpenAiCompatibleProvider(config: LlmConfig): ChatProvider {
  return {
    name: 'openai-compatible',
    answer(request: AnswerRequest): AsyncIterable<AnswerDelta> {
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(request) },
        ...request.history,
        { role: 'user', content: request.question },
      ];
      return streamCompletion(config, messages, request.deepThinking, request.signal);
    },
  };
}
