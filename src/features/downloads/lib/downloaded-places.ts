// The places downloaded whole (status 'complete'), for the assistant that answers offline from
// them (src/features/chat/offline). Read from Dexie, so it works with no network.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';
import type { Locale, PlaceKind } from '@contract';

export interface DownloadedPlace {
  placeId: string;
  kind: PlaceKind;
  /** The language whose translations came with the download. */
  lang: Locale;
  contentVersion: number;
  completedAt: number | null;
}

const complete = () => db.downloads.where('status').equals('complete');

/** Every place downloaded whole, oldest download first. */
export async function downloadedPlaces(): Promise<DownloadedPlace[]> {
  const records = await complete().sortBy('startedAt');
  return records.map(({ placeId, kind, lang, contentVersion, completedAt }) => ({
    placeId,
    kind,
    lang,
    contentVersion,
    completedAt,
  }));
}

/** How many places are downloaded whole; undefined while Dexie is read. */
export function useDownloadedCount(): number | undefined {
  return useLiveQuery(() => complete().count());
}
