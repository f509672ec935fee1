// The places downloaded whole (status 'complete'), read from Dexie so it works with no network:
// what the assistant answers from offline (src/features/chat/offline, docs/decisions/0062).
import type { Locale, PlaceKind } from '@contract';
import { db } from './database';

export interface DownloadedPlace {
  placeId: string;
  kind: PlaceKind;
  /** The language whose translations came with the download. */
  lang: Locale;
  contentVersion: number;
  completedAt: number | null;
}

export const completeDownloads = () => db.downloads.where('status').equals('complete');

/** Every place downloaded whole, oldest download first. */
export async function downloadedPlaces(): Promise<DownloadedPlace[]> {
  const records = await completeDownloads().sortBy('startedAt');
  return records.map(({ placeId, kind, lang, contentVersion, completedAt }) => ({
    placeId,
    kind,
    lang,
    contentVersion,
    completedAt,
  }));
}
