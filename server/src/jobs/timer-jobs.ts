// Background work on the embedded database: timers in its one process (background-jobs.ts).
import type { Logger } from 'pino';
import type { BackgroundJobs, JobHandler } from './background-jobs';

export function createTimerJobs(logger: Logger): BackgroundJobs {
  const recurring: { name: string; everyMs: number; task: () => Promise<void> }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = false;

  const run = (name: string, task: () => Promise<void>) => {
    const done = task()
      .catch((err: unknown) => logger.error({ err, job: name }, 'background job failed'))
      .finally(() => running.delete(done));
    running.add(done);
  };

  return {
    every(name, everyMs, task) {
      recurring.push({ name, everyMs, task });
    },
    later<P extends object>(name: string, handler: JobHandler<P>) {
      return (payload: P, delayMs: number) => {
        if (stopped) return Promise.resolve();
        const timer = setTimeout(() => {
          timers.delete(timer);
          run(name, () => handler(payload));
        }, delayMs);
        timers.add(timer);
        return Promise.resolve();
      };
    },
    start() {
      for (const { name, everyMs, task } of recurring) {
        const timer = setInterval(() => run(name, task), everyMs);
        timer.unref();
        timers.add(timer);
      }
      return Promise.resolve();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
