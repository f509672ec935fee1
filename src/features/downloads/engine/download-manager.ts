// Runs place downloads: the package's data into Dexie, then its media, six files at a time,
// into the place's own cache, each verified before it is stored. The record in Dexie is the
// state: a reload, a closed tab or a dropped connection resume from what the cache holds
// (nothing stored is fetched again); pause and delete stop the run at once; a full disk
// stops it with what it still needs, and what was stored stays whole.
import { db, type StoredDownload } from '../../../db/database';
import type { Locale, PackageMediaItem, PlaceKind } from '../../../lib/contract';
import { fetchPackage } from '../api/package-calls';
import { classifyFailure } from './classify-failure';
import { fetchItem, ItemDamagedError } from './fetch-item';
import { openPlaceCache, placeCacheName, pruneCache, putItem, storedItems } from './place-cache';
import { storePackageData } from './store-package';

// Six: what Chromium opens to one host over HTTP/1.1, so the link never idles between files.
const CONCURRENCY = 6;
const PROGRESS_EVERY_MS = 200;

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

const runs = new Map<string, Run>();
const sum = (items: PackageMediaItem[]) => items.reduce((total, item) => total + item.bytes, 0);
const patch = (placeId: string, changes: Partial<StoredDownload>) => db.downloads.update(placeId, { ...changes, updatedAt: Date.now() });


async function placeFacts(placeId: string, kind: PlaceKind): Promise<Pick<StoredDownload, 'name' | 'cover' | 'contentVersion'>> {
  const place = kind === 'scenic' ? await db.scenicAreas.get(placeId) : await db.museums.get(placeId);
  return {
    name: place?.name ?? {},
    cover: place?.cover ?? '',
    contentVersion: place?.contentVersion ?? 0,
  };
}

async function fetchVerified(item: PackageMediaItem, signal: AbortSignal, onBytes: (delta: number) => void) {
  try {
    return await fetchItem(item, signal, onBytes);
  } catch (error) {
    if (!(error instanceof ItemDamagedError)) throw error;
    return fetchItem(item, signal, onBytes); // once more: a proxy may have cut it short
  }
}

/** The package (fetched when the data is not stored yet, or for an update), then the media. */
async function download(placeId: string, refresh: boolean, signal: AbortSignal): Promise<void> {
  let record = await db.downloads.get(placeId);
  if (!record) return;
  await patch(placeId, { status: 'downloading', failure: null });
  let dataBytes = record.totalBytes - sum(record.media);
  if (refresh || record.doneItems === 0) {
    const pkg = await fetchPackage(placeId, record.lang, signal);
    await storePackageData(pkg);
    const place = pkg.area ?? pkg.museum!;
    dataBytes = pkg.dataBytes;
    const facts = {
      name: place.name,
      cover: place.cover,
      contentVersion: pkg.contentVersion,
      media: pkg.media,
      totalBytes: pkg.dataBytes + pkg.mediaBytes,
      totalItems: pkg.media.length + 1,
    };
    await patch(placeId, facts);
    record = { ...record, ...facts };
  }
  const media = record.media;
  // A first download has no cache yet: nothing to look up.
  const fresh = !(await caches.has(placeCacheName(placeId)));
  const cache = await openPlaceCache(placeId);
  const stored = fresh ? new Set<string>() : await storedItems(cache, media);
  const queue = media.filter((item) => !stored.has(item.url));
  let doneBytes = dataBytes + sum(media.filter((item) => stored.has(item.url)));
  let doneItems = 1 + stored.size;
  let lastWrite = 0;
  const writeProgress = (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    void patch(placeId, { doneBytes, doneItems });
  };
  writeProgress(true);

  // The first failure stops the other workers; it is the one reported.
  const workers = new AbortController();
  const stop = () => workers.abort();
  signal.addEventListener('abort', stop);
  let failure: unknown = null;
  const work = async () => {
    for (let item = queue.shift(); item && !workers.signal.aborted; item = queue.shift()) {
      const fetched = await fetchVerified(item, workers.signal, (delta) => {
        doneBytes += delta;
        writeProgress();
      });
      await putItem(cache, item, fetched.body, fetched.contentType);
      doneItems += 1;
      writeProgress();
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, () =>
      work().catch((error: unknown) => {
        failure ??= error;
        workers.abort();
      }),
    ),
  );
  signal.removeEventListener('abort', stop);
  if (signal.aborted) return;
  if (failure) {
    // The progress so far is stored; run() records the failure, as for one of the package.
    await patch(placeId, { doneBytes, doneItems });
    throw failure;
  }
  if (refresh) await pruneCache(cache, media);
  await patch(placeId, {
    status: 'complete',
    failure: null,
    doneBytes: record.totalBytes,
    doneItems: record.totalItems,
    completedAt: Date.now(),
  });
}

function run(placeId: string, refresh: boolean): Promise<void> {
  const active = runs.get(placeId);
  if (active) return active.done;
  const controller = new AbortController();
  const done = download(placeId, refresh, controller.signal)
    .catch(async (error: unknown) => {
      if (controller.signal.aborted) return;
      const record = await db.downloads.get(placeId);
      if (record)
        await patch(placeId, {
          status: 'failed',
          failure: classifyFailure(error, record.totalBytes - record.doneBytes),
        });
    })
    .finally(() => runs.delete(placeId));
  runs.set(placeId, { controller, done });
  return done;
}

export async function startDownload(placeId: string, kind: PlaceKind, lang: Locale): Promise<void> {
  const existing = await db.downloads.get(placeId);
  if (!existing) {
    const now = Date.now();
    await db.downloads.put({
      placeId,
      kind,
      lang,
      ...(await placeFacts(placeId, kind)),
      availableVersion: null,
      status: 'downloading',
      failure: null,
      media: [],
      totalBytes: 0,
      doneBytes: 0,
      totalItems: 1,
      doneItems: 0,
      startedAt: now,
      completedAt: null,
      updatedAt: now,
    });
  }
  return run(placeId, false);
}

export const resumeDownload = (placeId: string) => run(placeId, false);

/** Fetches the new package and only the media whose digest changed; drops what it no longer names. */
export const updateDownload = (placeId: string) => run(placeId, true);

export async function pauseDownload(placeId: string): Promise<void> {
  const active = runs.get(placeId);
  active?.controller.abort();
  await active?.done;
  await patch(placeId, { status: 'paused' });
}

export async function deleteDownload(placeId: string): Promise<void> {
  const active = runs.get(placeId);
  active?.controller.abort();
  await active?.done;
  await caches.delete(placeCacheName(placeId));
  await db.downloads.delete(placeId);
}

/** After a reload or when the connection returns: downloads cut short go on. */
export async function resumeInterrupted(): Promise<void> {
  if (!navigator.onLine) return;
  const records = await db.downloads.where('status').anyOf('downloading', 'failed').toArray();
  for (const record of records) {
    if (record.status === 'downloading' || record.failure?.reason === 'network') void resumeDownload(record.placeId);
  }
}

let watching = false;
/** Resumes now and whenever the connection comes back (once per page). */
export function watchInterruptedDownloads(): void {
  if (watching) return;
  watching = true;
  window.addEventListener('online', () => void resumeInterrupted());
  void resumeInterrupted();
}
