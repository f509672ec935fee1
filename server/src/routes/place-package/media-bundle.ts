// The media bundle's body: each file framed as [4-byte big-endian header length][UTF-8 JSON
// header][the file's bytes] (src/lib/contract/place-package.ts). Pulled one chunk at a time,
// so a slow client holds back the disk reads (no whole-bundle buffering); a client that goes
// away closes the file being read.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { MEDIA_BUNDLE_LENGTH_BYTES, type MediaBundleHeader, type PackageMediaItem } from '@contract';
import { contentTypeOf } from '../../static/mime';

export interface BundleEntry {
  index: number;
  item: PackageMediaItem;
  path: string;
}

function frameHeader(entry: BundleEntry): Buffer {
  const header: MediaBundleHeader = {
    index: entry.index,
    url: entry.item.url,
    bytes: entry.item.bytes,
    sha256: entry.item.sha256,
    contentType: contentTypeOf(entry.path),
  };
  const json = Buffer.from(JSON.stringify(header));
  const framed = Buffer.alloc(MEDIA_BUNDLE_LENGTH_BYTES + json.length);
  framed.writeUInt32BE(json.length, 0);
  json.copy(framed, MEDIA_BUNDLE_LENGTH_BYTES);
  return framed;
}

async function* frames(entries: BundleEntry[], headers: Buffer[]): AsyncGenerator<Buffer> {
  for (const [i, entry] of entries.entries()) {
    yield headers[i]!;
    if (entry.item.bytes === 0) continue;
    let sent = 0;
    // Exactly the listed size: a file that grew since its digest cannot break the framing.
    for await (const chunk of createReadStream(entry.path, { start: 0, end: entry.item.bytes - 1 })) {
      sent += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    // A file that shrank cannot be framed: the stream fails and the client sees a cut.
    if (sent !== entry.item.bytes) throw new Error(`${entry.item.url} changed while being sent`);
  }
}

export interface MediaBundle {
  body: ReadableStream<Uint8Array>;
  /** Framing and files: the Content-Length, so a cut shows as a short body. */
  length: number;
  etag: string;
}

export function createMediaBundle(version: number, entries: BundleEntry[]): MediaBundle {
  const headers = entries.map(frameHeader);
  const length = entries.reduce((sum, entry, i) => sum + headers[i]!.length + entry.item.bytes, 0);
  return { body: bundleStream(entries, headers), length, etag: bundleEtag(version, entries) };
}

function bundleStream(entries: BundleEntry[], headers: Buffer[]): ReadableStream<Uint8Array> {
  const source = frames(entries, headers);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.next();
      if (done) controller.close();
      else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

/** A strong validator of what the bundle holds (set up front, so no middleware reads the stream to make one). */
function bundleEtag(version: number, entries: BundleEntry[]): string {
  const hash = createHash('sha256').update(String(version));
  for (const entry of entries) hash.update(`|${entry.index}:${entry.item.sha256}`);
  return `"${hash.digest('hex').slice(0, 32)}"`;
}
