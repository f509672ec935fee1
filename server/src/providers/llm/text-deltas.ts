// A text the server writes itself (the catalogue assistant's answer, a decline, the source
// links) streamed the way a model's is: in small chunks, yielding to the event loop between
// them so that other streams get their turn.
import type { AnswerDelta } from './provider';

const CHUNK_CHARS = 12;

export async function* textDeltas(text: string, signal: AbortSignal): AsyncGenerator<AnswerDelta> {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i += CHUNK_CHARS) {
    if (signal.aborted) return;
    yield { kind: 'content', text: chars.slice(i, i + CHUNK_CHARS).join('') };
    await new Promise((resolve) => setImmediate(resolve));
  }
}
