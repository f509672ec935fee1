// Splits a byte stream of Server-Sent Events into the values of its `data:` fields, one per
// event (multi-line data joined with \n). Comments and other fields are skipped. One pass over
// each network chunk, lines found by index (a model's stream is many small chunks: every
// string and regular expression per line shows in the relay's cost, issue 22); all the events
// a chunk completes are yielded together.
export async function* sseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string | null = null;
  for await (const chunk of body) {
    buffer = buffer === '' ? decoder.decode(chunk, { stream: true }) : buffer + decoder.decode(chunk, { stream: true });
    const events: string[] = [];
    let start = 0;
    let newline: number;
    while ((newline = buffer.indexOf('\n', start)) >= 0) {
      const end = newline > start && buffer.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      if (end === start) {
        if (data !== null) events.push(data);
        data = null;
      } else if (buffer.startsWith('data:', start)) {
        const from = start + (buffer.charCodeAt(start + 5) === 32 ? 6 : 5);
        const value = buffer.slice(from, end);
        data = data === null ? value : `${data}\n${value}`;
      }
      start = newline + 1;
    }
    buffer = start === 0 ? buffer : buffer.slice(start);
    if (events.length) yield events;
  }
  if (data !== null) yield [data];
}

/** The same, one event at a time. */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  for await (const events of sseEvents(body)) yield* events;
}
