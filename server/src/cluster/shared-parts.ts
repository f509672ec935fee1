// What an instance on PostgreSQL sets up so that any number of them can serve any request
// (issue 22; docs/decisions/0066): the key pairs from the database (unless key files are
// given), the notification channel of its schema, its lease, the assistant's journal and
// followers, and the job queue. On the embedded database none of this exists: one process,
// timers for background work.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { Logger } from 'pino';
import type { KeyRing } from '../crypto/keys';
import type { DatabaseHandle } from '../db/connect';
import type { ChatCluster } from '../chat/chat-cluster';
import type { BackgroundJobs } from '../jobs/background-jobs';
import type { InstanceLease } from './instance-lease';
import type { Notifications } from './notifications';

export const KEYS_CHANGED = 'k';
const KEYS_REFRESH_MS = 5 * 60_000;

export interface SharedParts {
  lease: InstanceLease;
  notifications: Notifications;
  chat: ChatCluster;
  jobs: BackgroundJobs;
  close(): Promise<void>;
}

/** The database's current schema: the channel and the job queue's schema are named after it. */
export async function currentSchema(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  return rows[0]?.schema ?? 'public';
}

export async function openSharedParts(
  handle: DatabaseHandle,
  options: {
    databaseUrl: string;
    leaseMs: number;
    chatGraceMs: number;
    keys: KeyRing;
    logger: Logger;
    /** This instance's lease had lapsed: others may have stopped its answers. */
    onLapsed: () => void;
  },
): Promise<SharedParts> {
  const [{ listenForNotifications, channelOf }, { takeInstanceLease }, { createChatCluster }, { createQueueJobs }] =
    await Promise.all([
      import('./notifications'),
      import('./instance-lease'),
      import('../chat/chat-cluster'),
      import('../jobs/queue-jobs'),
    ]);
  const { logger, keys } = options;
  const schema = await currentSchema(handle);
  const notifications = await listenForNotifications(options.databaseUrl, channelOf(schema), logger);
  // Two connections of its own for the lease and the reaper: the main pool may hold a queue of
  // a thousand answers' statements, and a renewal waiting behind them would let the lease lapse.
  const controlPool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  controlPool.on('error', () => undefined);
  const control = new Kysely<Database>({ dialect: new PostgresDialect({ pool: controlPool }) });
  const lease = await takeInstanceLease(control, logger, { leaseMs: options.leaseMs, onLapsed: options.onLapsed });
  const chat = createChatCluster(handle.db, control, lease, notifications, logger, { graceMs: options.chatGraceMs });
  lease.afterRenewal(async () => {
    const stopped = await chat.reap();
    if (stopped.length)
      logger.warn({ stopped }, 'answers of instances whose lease ran out stopped with their stored text');
  });
  // A rotation elsewhere (npm run keys:rotate notifies), and now and then in case a notice was lost.
  const refreshKeys = () =>
    keys.refresh?.().then(
      (changed) => changed && logger.info({ current: keys.current.secretHash }, 'key pairs read again'),
      (err: unknown) => logger.warn({ err }, 'reading the key pairs again failed'),
    );
  const unsubscribe = notifications.subscribe((payload) => {
    if (payload === KEYS_CHANGED) void refreshKeys();
  });
  const keysTimer = setInterval(() => void refreshKeys(), KEYS_REFRESH_MS);
  keysTimer.unref();
  const jobs = createQueueJobs(handle.pool!, schema, logger);
  return {
    lease,
    notifications,
    chat,
    jobs,
    async close() {
      clearInterval(keysTimer);
      unsubscribe();
      await chat.close();
      await jobs.stop();
      await lease.release().catch((err: unknown) => logger.warn({ err }, 'could not release the instance lease'));
      await notifications.close();
      await control.destroy();
    },
  };
}
