// Issue 14: a chat session's member_id names its owner, the member of the bearer token
// (members.id), and only that member may use the session. Before, it held whatever openId the
// caller sent in the query or body, checked by nothing. A row naming a member's openId now
// names that member (it was most likely theirs; a stranger's row handed to the member shows
// the stranger nothing). A row naming no member becomes anonymous: usable by its id, as every
// session was before. Runs unchanged on PGlite and PostgreSQL 15.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update chat_sessions set member_id = m.id from members m where m.open_id = chat_sessions.member_id`.execute(
    db,
  );
  await sql`
    update chat_sessions set member_id = null
    where member_id is not null and not exists (select 1 from members m where m.id = chat_sessions.member_id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {
  // Nothing to undo: the openIds the rows held before are not kept, and need not be.
}
