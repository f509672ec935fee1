// Who owns the recent sessions (a member's id, or null: anonymous), kept in memory so that a
// question in a session this process has seen needs no database read before the model is
// asked (as session-history.ts does for the turns). Bounded: the least recently used are
// dropped, and then read again. The database stays the truth.
// What may be held: a member's ownership never changes (no session passes to another member or
// back to anonymous), so it could be held by any number of processes. 'Anonymous' can change
// (a member who asks takes the session over): held here because one process serves all
// sessions; with several instances, only the instance that owns the session's answers may hold it.
export class SessionOwners {
  private readonly owners = new Map<string, string | null>();

  constructor(private readonly maxSessions = 20_000) {}

  /** The owner if held: a member id, null (anonymous), or undefined (not held). */
  get(sessionId: string): string | null | undefined {
    if (!this.owners.has(sessionId)) return undefined;
    const owner = this.owners.get(sessionId)!;
    // Map order is insertion order: re-inserting marks it recently used.
    this.owners.delete(sessionId);
    this.owners.set(sessionId, owner);
    return owner;
  }

  set(sessionId: string, owner: string | null): void {
    this.owners.delete(sessionId);
    this.owners.set(sessionId, owner);
    if (this.owners.size > this.maxSessions) {
      const oldest = this.owners.keys().next().value;
      if (oldest !== undefined) this.owners.delete(oldest);
    }
  }

  forget(sessionId: string): void {
    this.owners.delete(sessionId);
  }
}
