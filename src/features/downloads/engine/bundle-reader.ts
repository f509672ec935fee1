// Reads a media bundle (framing in contract/place-package.ts) as it arrives: frames are split
// across network chunks any way at all, so the reader keeps what it lacks of a length or a
// header, and writes an item's bytes straight into a buffer of the item's size. Progress is
// told per chunk (the bar moves within an item); an item cut short takes its bytes back.
import { MEDIA_BUNDLE_LENGTH_BYTES, MEDIA_BUNDLE_MAX_HEADER_BYTES, type MediaBundleHeader } from '@contract';
import { BundleCutError, BundleStalledError, ItemDamagedError } from './errors';

/**
 * How long a bundle may send nothing before it is given up as stalled (a connection that died
 * without closing, as mobile networks leave them): the download then fails as a network cut and
 * goes on from what is stored.
 */
export const BUNDLE_STALL_MS = 30_000;

export interface BundleHandlers {
  /** Checks a header before its item is read; throws to stop reading (the stream is not to be trusted). */
  accept(header: MediaBundleHeader): void;
  /** Item bytes arrived (negative: a partial item was dropped). */
  onBytes(delta: number): void;
  /** An item arrived whole. */
  onItem(header: MediaBundleHeader, body: Uint8Array<ArrayBuffer>): void;
  /** True when the reading should end now (its caller has failed). */
  stopped(): boolean;
}

function parseHeader(bytes: Uint8Array): MediaBundleHeader {
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new ItemDamagedError('media bundle');
  }
  const h = header as Partial<MediaBundleHeader> | null;
  const valid =
    typeof h === 'object' &&
    h !== null &&
    Number.isSafeInteger(h.index) &&
    Number.isSafeInteger(h.bytes) &&
    h.bytes! >= 0 &&
    typeof h.url === 'string' &&
    typeof h.sha256 === 'string' &&
    typeof h.contentType === 'string';
  if (!valid) throw new ItemDamagedError(typeof h?.url === 'string' ? h.url : 'media bundle');
  return h as MediaBundleHeader;
}

type State =
  | { at: 'length' }
  | { at: 'header'; length: number }
  | { at: 'body'; header: MediaBundleHeader; body: Uint8Array<ArrayBuffer>; filled: number };

/** The next chunk, or a BundleStalledError when none comes within `stallMs`. */
async function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  stallMs: number,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BundleStalledError(stallMs)), stallMs);
  });
  try {
    return await Promise.race([reader.read(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readBundle(
  stream: ReadableStream<Uint8Array>,
  handlers: BundleHandlers,
  stallMs = BUNDLE_STALL_MS,
): Promise<void> {
  const reader = stream.getReader();
  let state: State = { at: 'length' };
  // The part of a length or a header read so far (a few bytes: copying them is cheap).
  let head = new Uint8Array(0);
  const takeHead = (chunk: Uint8Array, offset: number, wanted: number): number => {
    const take = Math.min(wanted - head.length, chunk.length - offset);
    const joined = new Uint8Array(head.length + take);
    joined.set(head);
    joined.set(chunk.subarray(offset, offset + take), head.length);
    head = joined;
    return take;
  };
  const startItem = (header: MediaBundleHeader) => {
    handlers.accept(header);
    state = { at: 'body', header, body: new Uint8Array(header.bytes), filled: 0 };
    if (header.bytes === 0) finishItem();
  };
  const finishItem = () => {
    if (state.at !== 'body') return;
    handlers.onItem(state.header, state.body);
    state = { at: 'length' };
  };
  const consume = (chunk: Uint8Array) => {
    let offset = 0;
    while (offset < chunk.length) {
      if (state.at === 'length') {
        offset += takeHead(chunk, offset, MEDIA_BUNDLE_LENGTH_BYTES);
        if (head.length < MEDIA_BUNDLE_LENGTH_BYTES) continue;
        const length = new DataView(head.buffer).getUint32(0);
        if (length === 0 || length > MEDIA_BUNDLE_MAX_HEADER_BYTES) throw new ItemDamagedError('media bundle');
        head = new Uint8Array(0);
        state = { at: 'header', length };
      } else if (state.at === 'header') {
        offset += takeHead(chunk, offset, state.length);
        if (head.length < state.length) continue;
        const header = parseHeader(head);
        head = new Uint8Array(0);
        startItem(header);
      } else {
        const take = Math.min(state.body.length - state.filled, chunk.length - offset);
        state.body.set(chunk.subarray(offset, offset + take), state.filled);
        state.filled += take;
        offset += take;
        handlers.onBytes(take);
        if (state.filled === state.body.length) finishItem();
      }
    }
  };
  try {
    for (;;) {
      if (handlers.stopped()) {
        await reader.cancel();
        return;
      }
      const { done, value } = await readWithin(reader, stallMs);
      if (done) break;
      consume(value);
    }
    if (state.at !== 'length' || head.length > 0) throw new BundleCutError();
  } catch (error) {
    const partial = state as State;
    if (partial.at === 'body') handlers.onBytes(-partial.filled); // the partial item is dropped
    await reader.cancel().catch(() => undefined);
    throw error;
  }
}
