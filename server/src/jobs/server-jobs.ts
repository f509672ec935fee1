// The server's recurring background work (background-jobs.ts): cancelling unpaid orders past
// their time (reads of a member's orders do it first too, so nothing waits on this to be
// correct) and clean-ups: sandbox payments of past weeks and, with several instances on
// PostgreSQL, their shared rows (finished answers and their events, rate buckets that
// refilled, instances long gone).
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { ChatCluster } from '../chat/chat-cluster';
import { deleteFullBuckets } from '../chat/shared-rate-limit';
import { expireUnpaidOrders } from '../db/queries/orders';
import type { Database } from '../db/schema';
import type { BackgroundJobs } from './background-jobs';

/** How often unpaid orders past payBefore are cancelled (timers; the queue runs it each minute). */
export const EXPIRY_SWEEP_MS = 30_000;

/** How long a finished answer's events stay for a late resume (then its stored record answers). */
export const FINISHED_ANSWER_RETAIN_MS = 5 * 60_000;

export function defineServerJobs(
  jobs: BackgroundJobs,
  deps: { db: Kysely<Database>; logger: Logger; orderExpirySweepMs?: number; chat: ChatCluster | null },
): void {
  const { db, logger, chat } = deps;
  jobs.every('expire-orders', deps.orderExpirySweepMs ?? EXPIRY_SWEEP_MS, async () => {
    const cancelled = await expireUnpaidOrders(db);
    if (cancelled) logger.info({ cancelled }, 'unpaid orders expired');
  });
  jobs.every('clean-up', 60_000, async () => {
    const payments = await db
      .deleteFrom('sandbox_payments')
      .where('created_at', '<', sql<Date>`now() - interval '7 days'`)
      .executeTakeFirst();
    if (!chat) return;
    const events = await chat.forgetFinished(FINISHED_ANSWER_RETAIN_MS);
    const buckets = await deleteFullBuckets(db);
    const instances = await db
      .deleteFrom('server_instances')
      .where('lease_until', '<', sql<Date>`now() - interval '1 day'`)
      .executeTakeFirst();
    logger.debug(
      { events, buckets, instances: Number(instances.numDeletedRows), payments: Number(payments.numDeletedRows) },
      'shared rows cleaned up',
    );
  });
}
