// Background work on PostgreSQL: graphile-worker (background-jobs.ts; why this library:
// docs/decisions/0066). It shares the server's pool, keeps its tables in its own schema (named
// after the server's, so that test schemas and deployments sharing a database stay apart), and
// logs through the server's logger. Recurring tasks are cron items ('* * * * *', no backfill);
// delayed tasks are jobs with a run_at, tried up to five times.
import type { Runner } from 'graphile-worker';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { BackgroundJobs, JobHandler } from './background-jobs';

const MAX_ATTEMPTS = 5;

/** graphile-worker's schema for a server schema: its default beside `public`, else `<schema>_jobs`. */
export const jobsSchemaOf = (schema: string) => (schema === 'public' ? 'graphile_worker' : `${schema}_jobs`);

export function createQueueJobs(pool: Pool, schema: string, logger: Logger): BackgroundJobs {
  const tasks: Record<string, (payload: unknown) => Promise<void>> = {};
  const cron: { task: string; match: string; identifier: string; options: { backfillPeriod: number } }[] = [];
  let starting: Promise<Runner> | null = null;

  return {
    every(name, _everyMs, task) {
      tasks[name] = () => task();
      cron.push({ task: name, match: '* * * * *', identifier: name, options: { backfillPeriod: 0 } });
    },
    later<P extends object>(name: string, handler: JobHandler<P>) {
      tasks[name] = (payload) => handler(payload as P);
      return async (payload: P, delayMs: number) => {
        if (!starting) throw new Error(`background jobs are not running: cannot queue ${name}`);
        const runner = await starting;
        await runner.addJob(name, payload, { runAt: new Date(Date.now() + delayMs), maxAttempts: MAX_ATTEMPTS });
      };
    },
    start() {
      // Not awaited by the start: its first run installs its schema (about half a second).
      starting = open();
      starting.catch((err: unknown) => logger.error({ err }, 'background jobs could not start'));
      return Promise.resolve();
    },
    async stop() {
      const runner = await starting?.catch(() => null);
      starting = null;
      await runner?.stop();
    },
  };

  async function open(): Promise<Runner> {
    const { Logger: WorkerLogger, parseCronItems, run } = await import('graphile-worker');
    const log = new WorkerLogger(() => (level, message, meta) => {
      if (level === 'error') logger.error({ meta }, `jobs: ${message}`);
      else if (level === 'warning') logger.warn({ meta }, `jobs: ${message}`);
      else logger.debug({ meta }, `jobs: ${message}`);
    });
    return run({
      pgPool: pool,
      schema: jobsSchemaOf(schema),
      taskList: tasks,
      parsedCronItems: parseCronItems(cron),
      concurrency: 2,
      noHandleSignals: true,
      pollInterval: 2000,
      logger: log,
    });
  }
}
