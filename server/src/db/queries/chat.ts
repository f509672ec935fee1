// The assistant's sessions, records and localized defaults. Records are written in batches
// by server/src/chat/record-writer.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ChatRecord, ChatRole } from '@contract/chat';
import type { Database } from '../schema';

type Db = Kysely<Database>;
type RecordStatus = ChatRecord['status'];

export async function createSession(db: Db, memberId: string | null): Promise<string> {
  const id = randomUUID();
  await db.insertInto('chat_sessions').values({ id, member_id: memberId }).execute();
  return id;
}

/** Creates the session when the client brings an id the server has not seen (ids from the URL); true when created. */
export async function ensureSession(db: Db, id: string, memberId: string | null): Promise<boolean> {
  const result = await db
    .insertInto('chat_sessions')
    .values({ id, member_id: memberId })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The member who owns the session: undefined when there is no such session, null when it is anonymous. */
export async function sessionOwner(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('chat_sessions').select('member_id').where('id', '=', id).executeTakeFirst();
  return row ? row.member_id : undefined;
}

/**
 * The member takes the session: creates it as theirs, or takes it over when it is anonymous.
 * True when it is theirs afterwards (false: another member's).
 */
export async function claimSession(db: Db, id: string, memberId: string): Promise<boolean> {
  const taken = await db
    .insertInto('chat_sessions')
    .values({ id, member_id: memberId })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ member_id: memberId }).where('chat_sessions.member_id', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  return taken ? true : (await sessionOwner(db, id)) === memberId;
}

const toRecord = (r: {
  id: string;
  session_id: string;
  role: ChatRole;
  content: string;
  reasoning: string | null;
  status: RecordStatus;
  created_at: Date;
}): ChatRecord => ({
  id: r.id,
  sessionId: r.session_id,
  role: r.role,
  content: r.content,
  reasoning: r.reasoning,
  status: r.status,
  createdAt: new Date(r.created_at).getTime(),
});

export async function listRecords(db: Db, sessionId: string): Promise<ChatRecord[]> {
  const rows = await db
    .selectFrom('chat_records')
    .select(['id', 'session_id', 'role', 'content', 'reasoning', 'status', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('seq')
    .execute();
  return rows.map(toRecord);
}

/** The last `turns` records before the newest question, oldest first (the model's context). */
export async function recentRecords(db: Db, sessionId: string, limit: number): Promise<ChatRecord[]> {
  const rows = await db
    .selectFrom('chat_records')
    .select(['id', 'session_id', 'role', 'content', 'reasoning', 'status', 'created_at'])
    .where('session_id', '=', sessionId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toRecord);
}

export async function getRecord(db: Db, id: string): Promise<ChatRecord | null> {
  const row = await db
    .selectFrom('chat_records')
    .select(['id', 'session_id', 'role', 'content', 'reasoning', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * Deletes the session's last record; when it is an answer, its question goes with it (the
 * page drops the pair when the user stops or clears the last exchange). Returns the count.
 */
export async function removeLastRecords(db: Db, sessionId: string): Promise<number> {
  const last = await db
    .selectFrom('chat_records')
    .select(['id', 'role'])
    .where('session_id', '=', sessionId)
    .orderBy('seq', 'desc')
    .limit(2)
    .execute();
  const [newest, before] = last;
  if (!newest) return 0;
  const ids = newest.role === 'assistant' && before?.role === 'user' ? [newest.id, before.id] : [newest.id];
  const result = await db.deleteFrom('chat_records').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the answers after the session's last question (regenerate); returns that question. */
export async function reopenLastQuestion(db: Db, sessionId: string): Promise<ChatRecord | null> {
  const records = await recentRecords(db, sessionId, 20);
  const index = records.findLastIndex((r) => r.role === 'user');
  if (index < 0) return null;
  const stale = records.slice(index + 1).map((r) => r.id);
  if (stale.length) await db.deleteFrom('chat_records').where('id', 'in', stale).execute();
  return records[index] ?? null;
}

/**
 * At start: answers left 'streaming' by a process that is gone become 'stopped', with the text
 * stored so far. One process owns every answer it writes, so on the embedded database every
 * 'streaming' record is an orphan at start. With several instances (issue 22) an answer another
 * instance is writing has its unfinished chat_answers row and is left alone: if that instance
 * dies, the reaper stops it (chat/cluster-answers.ts). Returns how many were stopped.
 */
export async function stopOrphanedAnswers(db: Db): Promise<number> {
  const result = await db
    .updateTable('chat_records')
    .set({ status: 'stopped' })
    .where('status', '=', 'streaming')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_answers')
            .select('answer_id')
            .whereRef('chat_answers.answer_id', '=', 'chat_records.id')
            .where('chat_answers.finished_at', 'is', null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The config value in `lang`, else in cn; undefined for an unknown key. */
export async function getChatConfig(db: Db, key: string, lang: string): Promise<string[] | undefined> {
  const rows = await db
    .selectFrom('chat_config')
    .select(['lang', 'config_value'])
    .where('config_key', '=', key)
    .where('lang', 'in', [lang, 'cn'])
    .execute();
  return (rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'cn'))?.config_value;
}
