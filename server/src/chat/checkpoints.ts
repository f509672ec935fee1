// One timer for the checkpoints of every answer being written (run-answer.ts), rather than a
// timer per answer: a thousand answers are a thousand timers firing every second otherwise.
export class CheckpointTicker {
  private readonly tasks = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly everyMs: number) {}

  /** Runs `task` every `everyMs` until the returned function is called. */
  add(task: () => void): () => void {
    this.tasks.add(task);
    if (!this.timer) {
      this.timer = setInterval(() => {
        for (const t of this.tasks) t();
      }, this.everyMs);
      this.timer.unref();
    }
    return () => {
      this.tasks.delete(task);
      if (this.tasks.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }
}
