// How many places are downloaded whole (the assistant's offline note says what it can do).
import { useLiveQuery } from 'dexie-react-hooks';
import { completeDownloads } from '@/db/downloaded-places';

/** Undefined while Dexie is read. */
export function useDownloadedCount(): number | undefined {
  return useLiveQuery(() => completeDownloads().count());
}
