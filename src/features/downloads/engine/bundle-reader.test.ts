// The bundle reader against frames cut at every possible place, a stream that ends inside an
// item, a header that cannot be read, and a stream that goes silent without closing.
import { describe, expect, it } from 'vitest';
import type { MediaBundleHeader } from '@contract';
import { readBundle } from './bundle-reader';
import { BundleCutError, BundleStalledError, ItemDamagedError } from './errors';

function frame(index: number, body: Uint8Array): Uint8Array {
  const header: MediaBundleHeader = {
    index,
    url: `/media/f${index}`,
    bytes: body.length,
    sha256: 'x',
    contentType: 'audio/mpeg',
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(4 + json.length + body.length);
  new DataView(out.buffer).setUint32(0, json.length);
  out.set(json, 4);
  out.set(body, 4 + json.length);
  return out;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });

async function read(chunks: Uint8Array[]) {
  const items: Array<{ index: number; body: number[] }> = [];
  let bytes = 0;
  await readBundle(streamOf(chunks), {
    accept: () => undefined,
    onBytes: (delta) => (bytes += delta),
    onItem: (header, body) => items.push({ index: header.index, body: [...body] }),
    stopped: () => false,
  });
  return { items, bytes };
}

const bodies = [new Uint8Array([1, 2, 3, 4, 5]), new Uint8Array(0), new Uint8Array([9, 8, 7])];
const whole = concat(bodies.map((body, index) => frame(index, body)));
const expected = bodies.map((body, index) => ({ index, body: [...body] }));

describe('readBundle', () => {
  it('reads the items whatever the chunk boundaries, counting every item byte once', async () => {
    for (let size = 1; size <= whole.length; size += 1) {
      const chunks = [];
      for (let at = 0; at < whole.length; at += size) chunks.push(whole.slice(at, at + size));
      expect(await read(chunks)).toEqual({ items: expected, bytes: 8 });
    }
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(await read([whole.slice(0, cut), whole.slice(cut)])).toEqual({ items: expected, bytes: 8 });
    }
  });

  it('a stream that ends inside an item: the whole items are given, the partial bytes taken back, and it fails as a cut', async () => {
    const first = frame(0, bodies[0]!);
    const cutAt = first.length + 30; // inside the second frame (its header or body)
    const items: number[] = [];
    let bytes = 0;
    const reading = readBundle(streamOf([whole.slice(0, whole.length - 1)]), {
      accept: () => undefined,
      onBytes: (delta) => (bytes += delta),
      onItem: (header) => items.push(header.index),
      stopped: () => false,
    });
    await expect(reading).rejects.toBeInstanceOf(BundleCutError);
    expect(items).toEqual([0, 1]);
    expect(bytes).toBe(5);
    await expect(read([whole.slice(0, cutAt)])).rejects.toBeInstanceOf(BundleCutError);
  });

  it('a header that is not JSON, or a length past the limit, is a damaged stream', async () => {
    const bad = new Uint8Array([0, 0, 0, 3, 0x7b, 0x7b, 0x7b]);
    await expect(read([bad])).rejects.toBeInstanceOf(ItemDamagedError);
    await expect(read([new Uint8Array([0x7f, 0, 0, 0])])).rejects.toBeInstanceOf(ItemDamagedError);
  });

  it('a stream that goes silent without closing fails as stalled, its whole items kept and the stream cancelled', async () => {
    let cancelled = false;
    // The first frame and part of the second, then nothing, as a connection that died.
    const silent = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(whole.slice(0, frame(0, bodies[0]!).length + 6));
      },
      cancel() {
        cancelled = true;
      },
    });
    const items: number[] = [];
    let bytes = 0;
    const reading = readBundle(
      silent,
      {
        accept: () => undefined,
        onBytes: (delta) => (bytes += delta),
        onItem: (header) => items.push(header.index),
        stopped: () => false,
      },
      50,
    );
    await expect(reading).rejects.toBeInstanceOf(BundleStalledError);
    expect(items).toEqual([0]);
    expect(bytes).toBe(5);
    expect(cancelled).toBe(true);
  });
});
