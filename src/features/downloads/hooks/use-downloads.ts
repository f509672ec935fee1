// Every downloaded or downloading place, for the Downloads screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import { deleteDownload } from '../engine/download-manager';
import type { StoredDownload } from '../types';
import { withAvailableVersion } from './place-version';

/** Newest first; undefined while Dexie is read. */
export function useDownloads(): StoredDownload[] | undefined {
  return useLiveQuery(async () => {
    const records = await db.downloads.orderBy('startedAt').reverse().toArray();
    return Promise.all(records.map(withAvailableVersion));
  });
}

/** Deletes a place's download (its media cache and its record). */
export const removeDownload = (placeId: string): Promise<void> => deleteDownload(placeId);
