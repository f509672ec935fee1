// Feedback messages: stored once per clientId (a resend after a lost answer gets the same id)
// and at most FEEDBACK_PER_HOUR an hour from one address (counted on its sha256).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export const FEEDBACK_PER_HOUR = 5;

export interface NewFeedback {
  clientId: string;
  memberId: string | null;
  content: string;
  email: string | null;
  addressHash: string;
}

export type FeedbackResult = { id: string; created: boolean } | { limited: true };

export async function storeFeedback(
  db: Kysely<Database>,
  feedback: NewFeedback,
  now = new Date(),
): Promise<FeedbackResult> {
  return db.transaction().execute(async (trx) => {
    // One sender at a time: concurrent messages from one address cannot pass the limit together.
    await sql`select pg_advisory_xact_lock(hashtext(${`feedback:${feedback.addressHash}`}))`.execute(trx);
    const existing = await trx
      .selectFrom('feedback')
      .select('id')
      .where('client_id', '=', feedback.clientId)
      .executeTakeFirst();
    if (existing) return { id: existing.id, created: false };
    const since = new Date(now.getTime() - 3_600_000);
    const { n } = await trx
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('address_hash', '=', feedback.addressHash)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= FEEDBACK_PER_HOUR) return { limited: true };
    const id = randomUUID();
    const inserted = await trx
      .insertInto('feedback')
      .values({
        id,
        client_id: feedback.clientId,
        member_id: feedback.memberId,
        content: feedback.content,
        email: feedback.email,
        address_hash: feedback.addressHash,
        created_at: now,
      })
      // The same clientId from another address at the same moment: the first one wins.
      .onConflict((oc) => oc.column('client_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const winner = await trx
      .selectFrom('feedback')
      .select('id')
      .where('client_id', '=', feedback.clientId)
      .executeTakeFirstOrThrow();
    return { id: winner.id, created: false };
  });
}
