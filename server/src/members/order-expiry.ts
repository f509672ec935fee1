// The sweep that cancels unpaid orders past their payBefore every 30 s (reads of a member's
// orders also expire theirs first, so nothing waits on this timer to be correct).
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { expireUnpaidOrders } from '../db/queries/orders';
import type { Database } from '../db/schema';

export const EXPIRY_SWEEP_MS = 30_000;

export function startExpirySweep(
  db: Kysely<Database>,
  logger: Logger,
  intervalMs = EXPIRY_SWEEP_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = expireUnpaidOrders(db)
      .then((n) => {
        if (n) logger.info({ cancelled: n }, 'unpaid orders expired');
      })
      .catch((err: unknown) => logger.error({ err }, 'order expiry sweep failed'));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
