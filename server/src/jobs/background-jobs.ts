// Background work, one interface for both databases (issue 22; decision 0066). On the embedded
// database (one process) it is timers in that process. On PostgreSQL, where any number of
// instances run, it is graphile-worker's job queue in the same database: a recurring task runs
// once a minute on one instance (its cron schedule is claimed in the database), a delayed task
// outlives the instance that queued it and is tried again when it fails.
export type JobHandler<P> = (payload: P) => Promise<void>;

export interface BackgroundJobs {
  /**
   * A task run every `everyMs` (timers), or once a minute on one instance (the queue: its
   * cron's finest step; each task here is also done on demand where it matters).
   */
  every(name: string, everyMs: number, task: () => Promise<void>): void;
  /** A task run `delayMs` after it is queued, with its payload; returns the function that queues it. */
  later<P extends object>(name: string, handler: JobHandler<P>): (payload: P, delayMs: number) => Promise<void>;
  /** Starts running (after every task is defined). */
  start(): Promise<void>;
  /** Stops; tasks running finish first. Timers not yet due are dropped; queued jobs stay queued. */
  stop(): Promise<void>;
}
