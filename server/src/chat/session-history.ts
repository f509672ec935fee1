// The last turns of recent sessions, kept in memory so a question reaches the model without a
// database read first (the records stay the truth: a session not held here is read from them).
// Bounded: the least recently used sessions are dropped. One server process owns its sessions'
// streams, so what it holds is what it stored.
import type { ChatTurn } from '../providers/llm/provider';

export class SessionHistory {
  private readonly turns = new Map<string, ChatTurn[]>();

  constructor(
    private readonly keepTurns: number,
    private readonly maxSessions = 20_000,
  ) {}

  get(sessionId: string): ChatTurn[] | undefined {
    const turns = this.turns.get(sessionId);
    if (!turns) return undefined;
    // Map order is insertion order: re-inserting marks it recently used.
    this.turns.delete(sessionId);
    this.turns.set(sessionId, turns);
    return turns;
  }

  set(sessionId: string, turns: ChatTurn[]): void {
    this.turns.delete(sessionId);
    this.turns.set(sessionId, turns.slice(-this.keepTurns));
    if (this.turns.size > this.maxSessions) {
      const oldest = this.turns.keys().next().value;
      if (oldest !== undefined) this.turns.delete(oldest);
    }
  }

  /** After an answer: the pair joins the turns, if the session is held. */
  append(sessionId: string, ...turns: ChatTurn[]): void {
    const held = this.turns.get(sessionId);
    if (held) this.set(sessionId, [...held, ...turns.filter((t) => t.content !== '')]);
  }

  forget(sessionId: string): void {
    this.turns.delete(sessionId);
  }
}
