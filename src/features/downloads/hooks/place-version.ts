// The content version of a place as last stored from the server (its pages refresh it):
// newer than the download's means an update is offered.
import { db, type StoredDownload } from '@/db/database';

export async function withAvailableVersion(record: StoredDownload): Promise<StoredDownload> {
  const place =
    record.kind === 'scenic' ? await db.scenicAreas.get(record.placeId) : await db.museums.get(record.placeId);
  const latest = place?.contentVersion ?? 0;
  const offered = record.status === 'complete' && latest > record.contentVersion ? latest : null;
  return { ...record, availableVersion: offered };
}
