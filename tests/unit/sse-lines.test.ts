// The model stream's parser (server/src/providers/llm/sse-lines.ts): events split anywhere
// across network chunks, CRLF or LF, multi-line data, comments and other fields skipped.
import { describe, expect, it } from 'vitest';
import { sseData, sseEvents } from '../../server/src/providers/llm/sse-lines';

async function* chunks(...parts: (string | Uint8Array)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield typeof part === 'string' ? new TextEncoder().encode(part) : part;
}

const all = async <T>(iterable: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
};

describe('sseEvents', () => {
  it('yields the data of every event a chunk completes, together', async () => {
    expect(await all(sseEvents(chunks('data: a\n\ndata: b\n\ndata: c', '\n\n')))).toEqual([['a', 'b'], ['c']]);
  });

  it('joins multi-line data, skips comments and other fields, takes CRLF and a missing space', async () => {
    const text = ': ping\r\nevent: x\r\nid: 1\r\ndata: one\r\ndata:two\r\n\r\n';
    expect(await all(sseData(chunks(text)))).toEqual(['one\ntwo']);
  });

  it('finds events split anywhere, multi-byte characters included', async () => {
    const bytes = new TextEncoder().encode('data: {"c":"你好"}\n\ndata: [DONE]\n\n');
    const parts = Array.from(bytes, (b) => Uint8Array.of(b));
    expect(await all(sseData(chunks(...parts)))).toEqual(['{"c":"你好"}', '[DONE]']);
  });

  it('gives the last event without its blank line, drops an unfinished line, reads empty data as empty', async () => {
    expect(await all(sseData(chunks('data:\n\ndata: end\n')))).toEqual(['', 'end']);
    expect(await all(sseData(chunks('data: one\n\ndata: cut')))).toEqual(['one']);
  });
});
