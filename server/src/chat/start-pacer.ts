// New answers let in a few per turn of the event loop (issue 22). A thousand questions arriving
// together each do some milliseconds of work before their answer streams (limits, the session,
// the history, the place, the model's request): done all at once, that work holds up every
// answer already streaming for as long as it takes (a p99 gap of ~100 ms at 1,000 answers).
// Let in a few per turn, the streams get a turn between them; one question alone waits one
// turn of the loop (well under a millisecond).
/**
 * Questions let in a turn: with 1,000 at once and a chunk every 20 ms, the p99 gap the server
 * added was 61-83 ms letting all in, 32-38 ms letting in 8 and 11 ms letting in 4 (the first
 * chunk's p99 about the same, 4.7-5.6 s: the same work, in another order; bench/README.md).
 */
export const STARTS_PER_TURN = 4;

export class StartPacer {
  private readonly waiting: Array<() => void> = [];
  private scheduled = false;

  constructor(private readonly perTurn: number) {}

  /** Resolves on this turn's check phase, or a later one when more are waiting than a turn takes. */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  get queued(): number {
    return this.waiting.length;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.release());
  }

  private release(): void {
    this.scheduled = false;
    for (let i = 0; i < this.perTurn && this.waiting.length > 0; i++) this.waiting.shift()!();
    if (this.waiting.length > 0) this.schedule();
  }
}
