// Incremental Server-Sent Events parser (the WHATWG event-stream rules): bytes may arrive
// split anywhere, lines end in LF, CR or CRLF, comments start with ':', several data lines
// join with '\n', and the last `id:` seen is remembered for a Last-Event-ID resume.
export interface SseEvent {
  event: string;
  data: string;
  /** The event's id, or the last id seen before it (the stream's current id). */
  id: string | null;
}

export interface SseParser {
  /** Feed decoded text; returns the events completed by it. */
  push(text: string): SseEvent[];
  /** The last event id the stream set. */
  readonly lastEventId: string | null;
}

export function createSseParser(): SseParser {
  let buffer = '';
  let pendingCr = false;
  let lastEventId: string | null = null;
  let eventName = '';
  let data: string[] = [];
  let hasData = false;

  function dispatch(out: SseEvent[]) {
    if (hasData) out.push({ event: eventName || 'message', data: data.join('\n'), id: lastEventId });
    eventName = '';
    data = [];
    hasData = false;
  }

  function line(text: string, out: SseEvent[]) {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      data.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) lastEventId = value;
  }

  return {
    push(text) {
      const out: SseEvent[] = [];
      // A CR at the end of the last chunk may be the first half of a CRLF.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        line(buffer.slice(start, i), out);
        if (ch === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
