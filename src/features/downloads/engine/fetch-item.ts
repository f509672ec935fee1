// One media file of a download: fetched past the service worker, read chunk by chunk (so the
// progress bar moves within a file), then checked against the manifest's size and SHA-256.
import { DOWNLOAD_HEADER, type PackageMediaItem } from '../../../lib/contract';

export class ItemHttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

export class ItemDamagedError extends Error {
  constructor(readonly url: string) {
    super(`${url} does not match its size or digest`);
  }
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export interface FetchedItem {
  body: ArrayBuffer;
  contentType: string;
}

export async function fetchItem(item: PackageMediaItem, signal: AbortSignal, onBytes: (delta: number) => void): Promise<FetchedItem> {
  const response = await fetch(item.url, {
    signal,
    cache: 'no-store',
    headers: { [DOWNLOAD_HEADER]: '1' },
  });
  if (!response.ok || !response.body) throw new ItemHttpError(response.status);
  const body = new Uint8Array(item.bytes);
  let length = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (length + value.byteLength > body.byteLength) throw new ItemDamagedError(item.url);
      body.set(value, length);
      length += value.byteLength;
      onBytes(value.byteLength);
    }
  } catch (error) {
    onBytes(-length); // the partial file is dropped: its bytes leave the progress bar
    throw error;
  }
  const digest = hex(await crypto.subtle.digest('SHA-256', body));
  if (length !== item.bytes || digest !== item.sha256) {
    onBytes(-length);
    throw new ItemDamagedError(item.url);
  }
  return {
    body: body.buffer,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}
