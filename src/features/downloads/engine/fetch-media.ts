// A place's media, from streamed bundles into the place's cache: each item is checked against
// the package's size and SHA-256 and stored as soon as it is whole, while the next ones keep
// arriving. The items are asked for in parts read side by side (one response alone does not
// fill the link). What the cache already holds is named in `skip`, so a resume fetches only
// the rest. An item that fails its check is asked for once more, in a second round.
import { MEDIA_BUNDLE_PARTS, type Locale, type MediaBundleHeader, type PackageMediaItem } from '@contract';
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
  /** The member the package was asked for (its paid items are stored for them only). */
  member: string | null;
}

export interface MediaProgress {
  onBytes(delta: number): void;
  onStored(): void;
}

type Body = Promise<ReadableStream<Uint8Array>>;

/** Lets the server stop sending bundles that will not be read. */
export function cancelBodies(bodies: Body[]): void {
  for (const body of bodies)
    void body.then(
      (stream) => stream.cancel(),
      () => undefined,
    );
}

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** How many parts to ask the missing items in: one part per item at most. */
export const partsFor = (missing: number) => Math.max(1, Math.min(MEDIA_BUNDLE_PARTS, missing));

/**
 * One round: the items not in `stored`, in parts read side by side; returns the indexes that
 * failed their check. `opened`: the parts already asked for, with the same version and skip.
 */
async function readRound(
  plan: MediaPlan,
  cache: Cache,
  stored: Set<number>,
  signal: AbortSignal,
  progress: MediaProgress,
  opened: Body[] | null,
) {
  const asked = new Set(plan.media.map((_, index) => index).filter((index) => !stored.has(index)));
  const skip = [...stored].sort((a, b) => a - b);
  const parts = partsFor(asked.size);
  const bodies =
    opened ??
    Array.from({ length: parts }, (_, index) =>
      openMediaBundle(plan.placeId, plan.lang, plan.version, skip, signal, { index, of: parts }),
    );
  const damaged: number[] = [];
  // Items are checked and stored one after another, behind the reading of every part.
  let storing = Promise.resolve();
  // A failed store (a full disk) stops every part; a part cut short stops only itself, the
  // others go on storing their items (a cut costs the item in flight only).
  let storeFailure: { error: unknown } | null = null;
  let readFailure: { error: unknown } | null = null;
  const store = async (header: MediaBundleHeader, bytes: Uint8Array<ArrayBuffer>) => {
    const item = plan.media[header.index]!;
    if (hex(await crypto.subtle.digest('SHA-256', bytes)) !== item.sha256) {
      damaged.push(header.index);
      progress.onBytes(-bytes.length);
      return;
    }
    await putItem(cache, item, bytes, header.contentType, plan.member);
    stored.add(header.index);
    progress.onStored();
  };
  const readPart = async (body: Body) =>
    readBundle(await body, {
      accept(header) {
        const item = plan.media[header.index];
        // Each item is asked for once, in one part: a second copy is a damaged stream.
        if (!item || !asked.delete(header.index) || item.url !== header.url || item.bytes !== header.bytes)
          throw new ItemDamagedError(item?.url ?? header.url);
      },
      onBytes: progress.onBytes,
      onItem(header, bytes) {
        storing = storing
          .then(() => (storeFailure || signal.aborted ? undefined : store(header, bytes)))
          .catch((error: unknown) => {
            storeFailure ??= { error };
          });
      },
      stopped: () => storeFailure !== null,
    }).catch((error: unknown) => {
      readFailure ??= { error };
    });
  try {
    await Promise.all(bodies.map(readPart));
  } finally {
    // Nothing is written after the run ends (a delete removes the cache right after).
    await storing;
  }
  const failure = (storeFailure ?? readFailure) as { error: unknown } | null;
  if (failure) throw failure.error;
  if (asked.size > 0) throw new BundleCutError();
  return damaged;
}

/**
 * Every item of the plan not in `stored`, into the cache. `opened`: the first round's parts,
 * already asked for (at the click, before the package came) with the plan's version and
 * nothing stored.
 */
export async function fetchMedia(
  plan: MediaPlan,
  cache: Cache,
  stored: Set<number>,
  signal: AbortSignal,
  progress: MediaProgress,
  opened: Body[] | null = null,
) {
  let retried = false;
  let first = opened;
  while (stored.size < plan.media.length) {
    let damaged: number[];
    try {
      const bodies = first;
      first = null;
      damaged = await readRound(plan, cache, stored, signal, progress, bodies);
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
  // Nothing left to read them for (a place without media).
  cancelBodies(first ?? []);
}
