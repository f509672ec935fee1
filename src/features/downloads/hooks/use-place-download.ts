// STUB (interface only, implemented by the download engine's author).
import type { PlaceKind, PlacePackageInfo } from '../../../lib/contract';
import type { StoredDownload } from '../types';

export interface PlaceDownloadView {
  /** undefined while Dexie is read; null when the place was never downloaded. */
  record: StoredDownload | null | undefined;
  /** The size before downloading (fetched when online); null until known or offline. */
  info: PlacePackageInfo | null;
  /** True when the size could not be fetched (offline or server error). */
  infoFailed: boolean;
  start(): void;
  pause(): void;
  resume(): void;
  /** Deletes the stored media cache and the record (the place's data stays as browsing cache). */
  remove(): Promise<void>;
  /** Fetches only what changed since the stored content version. */
  update(): void;
}

export function usePlaceDownload(placeId: string, kind: PlaceKind): PlaceDownloadView {
  void placeId;
  void kind;
  throw new Error('not implemented yet');
}
