// The history of a session as last seen online, kept in Dexie so the conversation can be
// read with no signal. Loaded lazily: the chat screen paints without Dexie.
import { db } from '@/db/database';
import type { ChatRecord } from '@contract/chat';

export async function rememberRecords(sessionId: string, records: ChatRecord[]): Promise<void> {
  await db.chatHistory.put({ sessionId, records, updatedAt: Date.now() });
}

/** The stored history; [] when the session was never seen online. */
export async function storedRecords(sessionId: string): Promise<ChatRecord[]> {
  return (await db.chatHistory.get(sessionId))?.records ?? [];
}

/** A session this visitor may no longer read (another member's): its copy goes too. */
export async function forgetRecords(sessionId: string): Promise<void> {
  await db.chatHistory.delete(sessionId);
}
