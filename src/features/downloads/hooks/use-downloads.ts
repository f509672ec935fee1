// STUB (interface only).
import type { StoredDownload } from '../types';

/** Every downloaded or downloading place, newest first; undefined while Dexie is read. */
export function useDownloads(): StoredDownload[] | undefined {
  throw new Error('not implemented yet');
}

/** Deletes a place's download (its media cache and its record). */
export async function removeDownload(placeId: string): Promise<void> {
  void placeId;
  throw new Error('not implemented yet');
}
