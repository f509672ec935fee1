// Runs place downloads: the package, then its media as one streamed bundle into the place's
// own cache (each file verified before it is stored) while the package's data goes into
// Dexie beside it. The record in Dexie is the state: a reload, a closed tab or a dropped
// connection resume from what the cache holds (nothing stored is fetched again); pause and
// delete stop the run at once; a full disk stops it with what it still needs, and what was
// stored stays whole.
import { appStore, memberIdAtom } from '@/lib/store';
import { db, type StoredDownload } from '@/db/database';
import type { Locale, PackageMediaItem, PlaceKind, PlacePackage, PlacePackageInfo } from '@contract';
import { fetchPackage, openMediaBundle } from '../api/package-calls';
import { classifyFailure } from './classify-failure';
import { BundleCutError, BundleOutdatedError, BundleStalledError } from './errors';
import { cancelBodies, fetchMedia, partsFor, type MediaPlan } from './fetch-media';
import { openPlaceCache, placeCacheName, pruneCache, storedItems } from './place-cache';
import { watchPaidDownloads } from './paid-downloads';
import { storePackageData } from './store-package';
import { keepScanEngine } from '@/lib/scan-engine';

const PROGRESS_EVERY_MS = 200;

interface Run {
  controller: AbortController;
  done: Promise<void>;
}

const runs = new Map<string, Run>();
const sum = (items: PackageMediaItem[]) => items.reduce((total, item) => total + item.bytes, 0);
const patch = (placeId: string, changes: Partial<StoredDownload>) =>
  db.downloads.update(placeId, { ...changes, updatedAt: Date.now() });

async function placeFacts(
  placeId: string,
  kind: PlaceKind,
): Promise<Pick<StoredDownload, 'name' | 'cover' | 'contentVersion'>> {
  const place = kind === 'scenic' ? await db.scenicAreas.get(placeId) : await db.museums.get(placeId);
  return {
    name: place?.name ?? {},
    cover: place?.cover ?? '',
    contentVersion: place?.contentVersion ?? 0,
  };
}

/**
 * The package's data into Dexie. The record takes the package's version and media list only
 * once the data is stored: until then a resume fetches the package again.
 */
async function storeData(placeId: string, pkg: PlacePackage): Promise<void> {
  await storePackageData(pkg);
  await patch(placeId, { contentVersion: pkg.contentVersion, media: pkg.media });
}

/** Runs every task to its end; the first failure (which aborts the others) is thrown. */
async function allOrFirstFailure(tasks: Array<Promise<unknown>>, abort: () => void): Promise<void> {
  let first: { error: unknown } | null = null;
  await Promise.all(
    tasks.map((task) =>
      task.catch((error: unknown) => {
        first ??= { error };
        abort();
      }),
    ),
  );
  if (first) throw (first as { error: unknown }).error;
}

/**
 * A new download: its language, its record being written, and its requests, sent at the
 * click: the package, and the media bundle of the version the page showed (when it knew one).
 */
interface NewDownload {
  lang: Locale;
  /** Resolves true when the record was made, false when one was there already. */
  created: Promise<boolean>;
  pkg: Promise<PlacePackage>;
  bundle: { version: number; bodies: Array<Promise<ReadableStream<Uint8Array>>> } | null;
}

/** The bundle asked for at the click will not be read. */
const dropBundle = (start: NewDownload | undefined) => cancelBodies(start?.bundle?.bodies ?? []);

/** The package (fetched when the data is not stored yet, or for an update), then media and data side by side. */
async function download(
  placeId: string,
  refresh: boolean,
  signal: AbortSignal,
  start?: NewDownload,
  afterOutdated = false,
): Promise<void> {
  // Every step before the bundle delays the whole download: the requests left at the click,
  // and the record is written and the place's cache looked up while they travel.
  if (start && !(await start.created)) {
    // Another tab started it first: go on from what its record says.
    dropBundle(start);
    return download(placeId, refresh, signal);
  }
  const record = await db.downloads.get(placeId);
  if (!record) return dropBundle(start);
  // Looked up only: opening would create the cache, which must not outlive a delete.
  const hadCache = caches.has(placeCacheName(placeId));
  await patch(placeId, { status: 'downloading', failure: null });
  const pkg = start
    ? await start.pkg
    : refresh || record.media.length === 0
      ? await fetchPackage(placeId, record.lang, signal)
      : null;
  const plan: MediaPlan = {
    placeId,
    lang: record.lang,
    version: pkg?.contentVersion ?? record.contentVersion,
    media: pkg?.media ?? record.media,
    member: appStore.get(memberIdAtom),
  };
  const dataBytes = pkg ? pkg.dataBytes : record.totalBytes - sum(record.media);
  const totals = { totalBytes: dataBytes + sum(plan.media), totalItems: plan.media.length + 1 };
  const place = pkg ? (pkg.area ?? pkg.museum!) : null;
  const totalsWritten = place ? patch(placeId, { name: place.name, cover: place.cover, ...totals }) : Promise.resolve();

  // A first download has no cache yet: nothing to look up.
  const fresh = !(await hadCache);
  const cache = await openPlaceCache(placeId);
  const stored = fresh ? new Set<number>() : await storedItems(cache, plan.media);
  // The early bundle serves when it is of the package's version and nothing is stored (it skips nothing).
  const opened = start?.bundle?.version === plan.version && stored.size === 0 ? start.bundle.bodies : null;
  if (!opened) dropBundle(start);
  let doneBytes = dataBytes + sum(plan.media.filter((_, index) => stored.has(index)));
  let doneItems = (pkg ? 0 : 1) + stored.size;
  let lastWrite = 0;
  const writeProgress = (force = false) => {
    if (!force && Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    void patch(placeId, { doneBytes, doneItems });
  };
  writeProgress(true);

  // The data is written while the media stream; a failure of either stops the other.
  const both = new AbortController();
  const stop = () => both.abort();
  signal.addEventListener('abort', stop);
  const progress = {
    onBytes: (delta: number) => {
      doneBytes += delta;
      writeProgress();
    },
    onStored: () => {
      doneItems += 1;
      writeProgress();
    },
  };
  const data = pkg ? storeData(placeId, pkg).then(progress.onStored) : Promise.resolve();
  try {
    await allOrFirstFailure(
      [fetchMedia(plan, cache, stored, both.signal, progress, opened), data, totalsWritten],
      stop,
    );
  } catch (error) {
    if (signal.aborted) return;
    // The progress so far is stored; run() records the failure, as for one of the package.
    await patch(placeId, { doneBytes, doneItems });
    // The place changed since its package was read: the update path, once.
    if (error instanceof BundleOutdatedError && !afterOutdated) return download(placeId, true, signal, undefined, true);
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted) return;
  if (refresh) await pruneCache(cache, plan.media);
  await patch(placeId, {
    status: 'complete',
    failure: null,
    ...totals,
    doneBytes: totals.totalBytes,
    doneItems: totals.totalItems,
    completedAt: Date.now(),
  });
  // A museum's scan recognises pictures with a library the service worker keeps once fetched:
  // fetched after the place's own files, so as not to share their bandwidth.
  if (await db.exhibitFeatures.get(placeId)) void keepScanEngine();
}

/** Retries after a stall, per place (reset when a download finishes). */
const retries = new Map<string, number>();
/** How long to wait before each of them: a stalled connection is often a passing one. */
const RETRY_AFTER_MS = [5_000, 15_000, 45_000];

/**
 * A bundle that stalled, or a request refused, while the device is online brings no `online`
 * event to resume on: the download is tried again a few times, further apart each time, from
 * what is stored. Offline, the `online` event resumes it (watchInterruptedDownloads); a cut the
 * server closed cleanly waits for the visitor's Resume or the next start, as before.
 */
function retryLater(placeId: string): void {
  const tried = retries.get(placeId) ?? 0;
  const wait = RETRY_AFTER_MS[tried];
  if (wait === undefined || !navigator.onLine) return;
  retries.set(placeId, tried + 1);
  setTimeout(() => {
    void db.downloads.get(placeId).then((record) => {
      if (record?.status === 'failed' && record.failure?.reason === 'network') void resumeDownload(placeId);
    });
  }, wait);
}

function run(placeId: string, refresh: boolean, start?: (signal: AbortSignal) => NewDownload): Promise<void> {
  const active = runs.get(placeId);
  if (active) return active.done;
  const controller = new AbortController();
  const done = download(placeId, refresh, controller.signal, start?.(controller.signal))
    .then(() => void retries.delete(placeId))
    .catch(async (error: unknown) => {
      if (controller.signal.aborted) return;
      const record = await db.downloads.get(placeId);
      if (!record) return;
      const failure = classifyFailure(error, record.totalBytes - record.doneBytes);
      await patch(placeId, { status: 'failed', failure });
      // A stall, or a request the network refused while the device says it is online (the
      // `online` event can come before the link carries anything): no event will follow.
      if (error instanceof BundleStalledError || (failure.reason === 'network' && !(error instanceof BundleCutError)))
        retryLater(placeId);
    })
    .finally(() => runs.delete(placeId));
  runs.set(placeId, { controller, done });
  return done;
}

/** The record of a new download, unless one is there already; true when it was made. */
function createRecord(placeId: string, kind: PlaceKind, lang: Locale): Promise<boolean> {
  return db.transaction('rw', [db.downloads, db.scenicAreas, db.museums], async () => {
    if (await db.downloads.get(placeId)) return false;
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
    return true;
  });
}

/** What the page showed of a place's package: its content version and how many media files. */
export type KnownPackage = Pick<PlacePackageInfo, 'contentVersion' | 'mediaCount'>;

/**
 * Downloads a place, or goes on with its download. `known`: the package the page showed the
 * size of. With it the media are asked for at the click, beside the package, rather than
 * after it: the link carries media while the package comes.
 */
export function startDownload(
  placeId: string,
  kind: PlaceKind,
  lang: Locale,
  known?: KnownPackage | null,
): Promise<void> {
  return run(placeId, false, (signal) => {
    const parts = known ? partsFor(known.mediaCount) : 0;
    const bodies = Array.from({ length: parts }, (_, index) =>
      openMediaBundle(placeId, lang, known!.contentVersion, [], signal, { index, of: parts }),
    );
    // The media first: the server answers them before it builds the package, which is not
    // needed before their end (a few KB, asked as soon as the first part answers).
    const first = bodies[0];
    const askPackage = () => fetchPackage(placeId, lang, signal);
    const pkg = first ? first.then(askPackage, askPackage) : askPackage();
    // Awaited later, or dropped: a failure meanwhile is not left unhandled.
    for (const request of [pkg, ...bodies]) request.catch(() => undefined);
    return {
      lang,
      created: createRecord(placeId, kind, lang),
      pkg,
      bundle: known ? { version: known.contentVersion, bodies } : null,
    };
  });
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
  watchPaidDownloads(updateDownload);
}
