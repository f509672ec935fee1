// The calls of a place download: its size before, then its package, then its media in one
// streamed bundle.
import { appStore, tokenAtom } from '@/lib/store';
import { HttpStatusError, request } from '@/lib/api';
import { DOWNLOAD_HEADER, ENDPOINTS, GATEWAY, type Locale, type PlacePackage, type PlacePackageInfo } from '@contract';
import { BundleOutdatedError } from '../engine/errors';
import { apiUrl } from '@/lib/environments';

const quiet = { errorToast: false, reLogin: false } as const;

export function fetchPackageInfo(placeId: string, lang: Locale, signal?: AbortSignal): Promise<PlacePackageInfo> {
  return request<PlacePackageInfo>(ENDPOINTS.placePackageInfo, {
    ...quiet,
    payload: { id: placeId, lang },
    signal,
  });
}

export function fetchPackage(placeId: string, lang: Locale, signal?: AbortSignal): Promise<PlacePackage> {
  return request<PlacePackage>(ENDPOINTS.placePackage, {
    ...quiet,
    payload: { id: placeId, lang },
    signal,
    timeoutMs: 60_000,
  });
}

/** Which part of a bundle split in `of` parts (0-based). */
export interface BundlePart {
  index: number;
  of: number;
}

/**
 * The package's media minus the indexes in `skip` (only `part` of them when given), as a byte
 * stream (framing in contract/place-package.ts). Past the service worker and the HTTP cache:
 * it is read once, item by item, into the place's cache.
 */
export async function openMediaBundle(
  placeId: string,
  lang: Locale,
  version: number,
  skip: number[],
  signal: AbortSignal,
  part: BundlePart = { index: 0, of: 1 },
): Promise<ReadableStream<Uint8Array>> {
  const query = new URLSearchParams({ id: placeId, lang, version: String(version) });
  if (skip.length > 0) query.set('skip', skip.join(','));
  if (part.of > 1) {
    query.set('part', String(part.index));
    query.set('parts', String(part.of));
  }
  // The member's token, as every call carries it: the bundle holds the paid recordings they unlocked.
  const token = appStore.get(tokenAtom);
  const response = await fetch(apiUrl(`${GATEWAY}${ENDPOINTS.placeMediaBundle}?${query.toString()}`), {
    signal,
    cache: 'no-store',
    headers: { [DOWNLOAD_HEADER]: '1', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (response.status === 409) throw new BundleOutdatedError();
  if (!response.ok || !response.body) throw new HttpStatusError(response.status);
  return response.body;
}
