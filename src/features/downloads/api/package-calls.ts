// The two calls of a place download: its size before, then its package.
import { request } from '../../../lib/api';
import { ENDPOINTS, type Locale, type PlacePackage, type PlacePackageInfo } from '../../../lib/contract';

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
