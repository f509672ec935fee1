import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

const STREAM =
  'id: a1:0\nevent: meta\ndata: {"answerId":"a1"}\n\n' +
  ': ping\n\n' +
  'id: a1:1\nevent: message\ndata: {"content":"Hel"}\n\n' +
  'id: a1:2\ndata: line one\ndata: line two\n\n' +
  'id: a1:3\r\nevent: end\r\ndata: {}\r\n\r\n';

function feedInPieces(text: string, cuts: number[]): SseEvent[] {
  const parser = createSseParser();
  const out: SseEvent[] = [];
  let start = 0;
  for (const cut of [...cuts, text.length]) {
    out.push(...parser.push(text.slice(start, cut)));
    start = cut;
  }
  return out;
}

describe('SSE parser', () => {
  const whole = feedInPieces(STREAM, []);

  it('reads events, names, ids and multi-line data, and skips comments', () => {
    expect(whole).toEqual([
      { event: 'meta', data: '{"answerId":"a1"}', id: 'a1:0' },
      { event: 'message', data: '{"content":"Hel"}', id: 'a1:1' },
      { event: 'message', data: 'line one\nline two', id: 'a1:2' },
      { event: 'end', data: '{}', id: 'a1:3' },
    ]);
  });

  it('gives the same events however the bytes are split (every single cut, and char by char)', () => {
    for (let cut = 1; cut < STREAM.length; cut++) expect(feedInPieces(STREAM, [cut])).toEqual(whole);
    expect(
      feedInPieces(
        STREAM,
        Array.from({ length: STREAM.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(whole);
  });

  it('splits a CRLF across chunks without an extra empty line', () => {
    const parser = createSseParser();
    expect(parser.push('data: x\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\r\n')).toEqual([{ event: 'message', data: 'x', id: null }]);
  });

  it('remembers the last id, keeps it across events without one, and ignores an unfinished event', () => {
    const parser = createSseParser();
    parser.push('id: 7\ndata: a\n\ndata: b\n\n');
    expect(parser.lastEventId).toBe('7');
    expect(parser.push('id: 8\ndata: half')).toEqual([]);
    expect(parser.lastEventId).toBe('8');
  });

  it('keeps a value without a leading space whole and a field without a colon empty', () => {
    const parser = createSseParser();
    expect(parser.push('data:  two spaces\ndata\n\n')).toEqual([{ event: 'message', data: ' two spaces\n', id: null }]);
  });
});
