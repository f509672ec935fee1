// The page's session mirrored into IndexedDB for the service worker, which has no local
// storage: Background Sync sends the outbox under this token and device id with no tab open.
import { db, type WorkerContext } from '@/db/database';

export type WorkerContextFields = Omit<WorkerContext, 'key'>;

const NOBODY: WorkerContextFields = { token: null, openId: null, deviceId: null };

export async function writeWorkerContext(fields: WorkerContextFields): Promise<void> {
  await db.workerContext.put({ key: 'current', ...fields });
}

export async function readWorkerContext(): Promise<WorkerContextFields> {
  const stored = await db.workerContext.get('current');
  return stored ? { token: stored.token, openId: stored.openId, deviceId: stored.deviceId } : NOBODY;
}
