// Feedback messages: stored once per clientId (a resend after a lost answer gets the same id
// and reference) and at most FEEDBACK_PER_HOUR an hour from one address (counted on its sha256).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { newFeedbackReference } from '@contract/feedback-reference';
import type { Database } from '../schema';

export const FEEDBACK_PER_HOUR = 5;

export interface NewFeedback {
  clientId: string;
  memberId: string | null;
  content: string;
  email: string | null;
  addressHash: string;
}

export type FeedbackResult = { id: string; reference: string; created: boolean } | { limited: true };

const byClientId = (trx: Transaction<Database>, clientId: string) =>
  trx.selectFrom('feedback').select(['id', 'reference']).where('client_id', '=', clientId).executeTakeFirst();

export async function storeFeedback(
  db: Kysely<Database>,
  feedback: NewFeedback,
  now = new Date(),
  drawReference: () => string = newFeedbackReference,
): Promise<FeedbackResult> {
  return db.transaction().execute(async (trx) => {
    // One sender at a time: concurrent messages from one address cannot pass the limit together.
    await sql`select pg_advisory_xact_lock(hashtext(${`feedback:${feedback.addressHash}`}))`.execute(trx);
    const existing = await byClientId(trx, feedback.clientId);
    if (existing) return { ...existing, created: false };
    const since = new Date(now.getTime() - 3_600_000);
    const { n } = await trx
      .selectFrom('feedback')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('address_hash', '=', feedback.addressHash)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= FEEDBACK_PER_HOUR) return { limited: true };
    // 40 random bits: a reference already taken is rare, and then another is drawn.
    for (let attempt = 0; attempt < 5; attempt++) {
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
          reference: drawReference(),
          created_at: now,
        })
        // Any unique key: the same clientId from another address at the same moment (the first
        // one wins), or a reference already given.
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'reference'])
        .executeTakeFirst();
      if (inserted) return { ...inserted, created: true };
      const winner = await byClientId(trx, feedback.clientId);
      if (winner) return { ...winner, created: false };
    }
    throw new Error('no free feedback reference after 5 draws');
  });
}
