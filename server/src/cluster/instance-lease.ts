// This instance's row in server_instances and its lease, renewed every third of the lease
// while the process runs, on a connection of its own (`db` here is the instance's control
// pool: a renewal never waits behind a thousand answers' statements in the main pool). Another instance takes an instance whose lease ran out for dead
// (kill -9, a lost machine, a pause longer than the lease): it stops that instance's answers
// with the text their events hold (chat/answer-reaper.ts). A renewal that finds the lease
// already lapsed tells `onLapsed`: this instance's answers may have been stopped meanwhile.
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';

export interface InstanceLease {
  readonly id: string;
  readonly leaseMs: number;
  /** Runs `task` after each renewal (the reaper), one at a time. */
  afterRenewal(task: () => Promise<void>): void;
  /** Stops renewing and deletes the row (the others need not wait for the lease). */
  release(): Promise<void>;
}

export async function takeInstanceLease(
  db: Kysely<Database>,
  logger: Logger,
  options: { leaseMs: number; onLapsed?: () => void },
): Promise<InstanceLease> {
  const id = randomUUID();
  const { leaseMs } = options;
  const until = sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`;
  await db
    .insertInto('server_instances')
    .values({ id, label: `${hostname()}:${process.pid}`, lease_until: until })
    .execute();
  const tasks: (() => Promise<void>)[] = [];
  let running: Promise<unknown> = Promise.resolve();

  async function renew(): Promise<void> {
    // The old lease is read in the same statement: a lapse means others may have taken us for dead.
    const { rows } = await sql<{ lapsed: boolean }>`
      with old as (select lease_until from server_instances where id = ${id})
      insert into server_instances (id, label, lease_until)
      values (${id}, ${`${hostname()}:${process.pid}`}, ${until})
      on conflict (id) do update set lease_until = excluded.lease_until
      returning coalesce((select lease_until < now() from old), true) as lapsed`.execute(db);
    if (rows[0]?.lapsed) {
      logger.warn({ instance: id }, 'the lease of this instance had lapsed: another may have stopped its answers');
      options.onLapsed?.();
    }
    for (const task of tasks) await task();
  }

  // The next renewal is timed from the end of the last one: slow ones never pile up.
  let timer: NodeJS.Timeout;
  let released = false;
  const next = () => {
    timer = setTimeout(
      () => {
        running = renew()
          .catch((err: unknown) => logger.error({ err }, 'lease renewal failed'))
          .finally(() => released || next());
      },
      Math.max(100, Math.floor(leaseMs / 3)),
    );
    timer.unref();
  };
  next();
  return {
    id,
    leaseMs,
    afterRenewal: (task) => void tasks.push(task),
    async release() {
      released = true;
      clearTimeout(timer);
      await running;
      await db.deleteFrom('server_instances').where('id', '=', id).execute();
    },
  };
}
