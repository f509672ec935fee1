// A place's media, from one streamed bundle into the place's cache: each item is checked
// against the package's size and SHA-256 and stored as soon as it is whole, while the next
// ones keep arriving. What the cache already holds is named in `skip`, so a resume fetches
// only the rest. An item that fails its check is asked for once more, in a second bundle.
import type { Locale, MediaBundleHeader, PackageMediaItem } from '../../../lib/contract';
import { openMediaBundle } from '../api/package-calls';
import { readBundle } from './bundle-reader';
import { BundleCutError, ItemDamagedError } from './errors';
import { putItem } from './place-cache';

export interface MediaPlan {
  placeId: string;
  lang: Locale;
  /** The package's content version the media list belongs to. */
  version: number;
  media: PackageMediaItem[];
}

export interface MediaProgress {
  onBytes(delta: number): void;
  onStored(): void;
}

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** One bundle of the items not in `stored`; returns the indexes that failed their check. */
async function readOneBundle(plan: MediaPlan, cache: Cache, stored: Set<number>, signal: AbortSignal, progress: MediaProgress) {
  const asked = new Set(plan.media.map((_, index) => index).filter((index) => !stored.has(index)));
  const body = await openMediaBundle(plan.placeId, plan.lang, plan.version, [...stored].sort((a, b) => a - b), signal);
  const damaged: number[] = [];
  // Items are checked and stored one after another, behind the reading.
  let storing = Promise.resolve();
  let storeError: unknown = null;
  const store = async (header: MediaBundleHeader, bytes: Uint8Array<ArrayBuffer>) => {
    const item = plan.media[header.index]!;
    if (hex(await crypto.subtle.digest('SHA-256', bytes)) !== item.sha256) {
      damaged.push(header.index);
      progress.onBytes(-bytes.length);
      return;
    }
    await putItem(cache, item, bytes, header.contentType);
    stored.add(header.index);
    progress.onStored();
  };
  try {
    await readBundle(body, {
      accept(header) {
        const item = plan.media[header.index];
        if (!item || !asked.delete(header.index) || item.url !== header.url || item.bytes !== header.bytes)
          throw new ItemDamagedError(item?.url ?? header.url);
      },
      onBytes: progress.onBytes,
      onItem(header, bytes) {
        storing = storing
          .then(() => (storeError || signal.aborted ? undefined : store(header, bytes)))
          .catch((error: unknown) => {
            storeError ??= error;
          });
      },
      stopped: () => storeError !== null,
    });
  } finally {
    // Nothing is written after the run ends (a delete removes the cache right after).
    await storing;
  }
  if (storeError) throw storeError;
  if (asked.size > 0) throw new BundleCutError();
  return damaged;
}

export async function fetchMedia(plan: MediaPlan, cache: Cache, stored: Set<number>, signal: AbortSignal, progress: MediaProgress) {
  let retried = false;
  while (stored.size < plan.media.length) {
    let damaged: number[];
    try {
      damaged = await readOneBundle(plan, cache, stored, signal, progress);
    } catch (error) {
      // A frame that cannot be read: once more, from what is stored now (a proxy may have mangled it).
      if (!(error instanceof ItemDamagedError) || retried) throw error;
      retried = true;
      continue;
    }
    if (damaged.length === 0) return;
    if (retried) throw new ItemDamagedError(plan.media[damaged[0]!]!.url);
    retried = true;
  }
}
