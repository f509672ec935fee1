// Splits a byte stream of Server-Sent Events into the values of its `data:` fields, one per
// event (multi-line data joined with \n). Comments and other fields are skipped. One pass over
// each network chunk, lines found by index (a model's stream is many small chunks: every
// string, regular expression and generator step per chunk shows in the relay's cost, issue 22).
export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string | null = null;

  /** The data of every event this chunk completes. */
  push(chunk: Uint8Array): string[] {
    const text = this.decoder.decode(chunk, { stream: true });
    const buffer = this.buffer === '' ? text : this.buffer + text;
    const events: string[] = [];
    let start = 0;
    let newline: number;
    while ((newline = buffer.indexOf('\n', start)) >= 0) {
      const end = newline > start && buffer.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      if (end === start) {
        if (this.data !== null) events.push(this.data);
        this.data = null;
      } else if (buffer.startsWith('data:', start)) {
        const value = buffer.slice(start + (buffer.charCodeAt(start + 5) === 32 ? 6 : 5), end);
        this.data = this.data === null ? value : `${this.data}\n${value}`;
      }
      start = newline + 1;
    }
    this.buffer = start === 0 ? buffer : buffer.slice(start);
    return events;
  }

  /** At the end of the stream: an event whose blank line never came. */
  end(): string[] {
    const last = this.data;
    this.data = null;
    return last === null ? [] : [last];
  }
}

/** The events of a stream, all those a chunk completes together. */
export async function* sseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const parser = new SseParser();
  for await (const chunk of body) {
    const events = parser.push(chunk);
    if (events.length) yield events;
  }
  const last = parser.end();
  if (last.length) yield last;
}

/** The same, one event at a time. */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  for await (const events of sseEvents(body)) yield* events;
}
