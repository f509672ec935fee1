// The instance's one LISTEN connection (PostgreSQL only). A dedicated client, outside the
// pool: LISTEN belongs to a session. It reconnects by itself (0.2 s, then up to 5 s apart)
// and tells its subscribers when it did, since what was notified meanwhile is lost: they read
// again what they follow. Notifications are sent with pg_notify through the pool, often in the
// same statement as the rows they announce (delivered at commit, so the rows are there).
import pg from 'pg';
import type { Logger } from 'pino';

export interface Notifications {
  /** The channel of this database schema (instances on other schemas do not hear it). */
  readonly channel: string;
  /** Called with each payload on the channel; returns the unsubscribe function. */
  subscribe(handler: (payload: string) => void): () => void;
  /** Called after the connection was lost and made again. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** One channel per schema: test schemas and several deployments can share a database. */
export const channelOf = (schema: string) => `guide_${schema}`.slice(0, 63);

export async function listenForNotifications(
  connectionString: string,
  channel: string,
  logger: Logger,
): Promise<Notifications> {
  const handlers = new Set<(payload: string) => void>();
  const reconnected = new Set<() => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let delayMs = 200;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      for (const handler of handlers) handler(message.payload ?? '');
    });
    next.on('error', (err) => {
      logger.warn({ err }, 'the LISTEN connection failed');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
    delayMs = 200;
  }

  function lost(which: pg.Client): void {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    retry = setTimeout(function again() {
      if (closed) return;
      connect().then(
        () => {
          logger.info('the LISTEN connection is back');
          for (const handler of reconnected) handler();
        },
        (err: unknown) => {
          logger.warn({ err }, 'the LISTEN connection could not be made again');
          delayMs = Math.min(delayMs * 2, 5000);
          retry = setTimeout(again, delayMs);
        },
      );
    }, delayMs);
  }

  await connect();
  return {
    channel,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect(handler) {
      reconnected.add(handler);
      return () => reconnected.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
