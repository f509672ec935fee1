// The assistant's streams write once per turn of the event loop, not once per event (issue
// 22): what each stream got during a turn (the events of every model chunk read in that turn)
// goes out in one write, after the turn's I/O. On a quiet server a turn holds one event and
// nothing waits; when a thousand answers keep the server busy, a turn holds several events of
// the same stream and they share one write (and one system call): the busier, the fewer writes
// per event, and the faster it catches up.
import type { ServerResponse } from 'node:http';

interface Sink {
  out: ServerResponse;
  pending: string;
  ending: boolean;
}

const dirty = new Set<Sink>();
let scheduled = false;

function flushAll(): void {
  scheduled = false;
  const sinks = [...dirty];
  dirty.clear();
  for (const sink of sinks) {
    const { out } = sink;
    const text = sink.pending;
    sink.pending = '';
    if (out.writableEnded || out.destroyed) continue;
    if (text) out.write(text);
    if (sink.ending) out.end();
  }
}

function mark(sink: Sink): void {
  dirty.add(sink);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flushAll);
  }
}

export interface CoalescedWriter {
  write(text: string): void;
  /** Ends the response once what was written went out. */
  end(): void;
}

export function coalescedWriter(out: ServerResponse): CoalescedWriter {
  const sink: Sink = { out, pending: '', ending: false };
  return {
    write(text) {
      sink.pending += text;
      mark(sink);
    },
    end() {
      sink.ending = true;
      mark(sink);
    },
  };
}
