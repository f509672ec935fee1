// Who may use a session (docs/decisions/0041-chat-session-ownership.md), with the owners of
// recent sessions held in memory (session-owners.ts). With several instances (issue 22) an
// anonymous owner is never held: a member may take the session over through another instance.
import type { Kysely } from 'kysely';
import { claimSession, sessionOwner } from '../db/queries/chat';
import type { Database } from '../db/schema';
import { SessionOwners } from './session-owners';

export function createSessionAccess(db: Kysely<Database>, shared: boolean) {
  const owners = new SessionOwners();
  const hold = (sessionId: string, owner: string | null) => {
    if (owner !== null || !shared) owners.set(sessionId, owner);
  };
  return {
    /**
     * Whether the caller (a member, or null: anonymous) may use the session: a member's session
     * is theirs alone, an anonymous one anyone's who has its id. With `take`, a member asking in
     * an anonymous or new session makes it theirs (the visitor logged in and goes on).
     */
    async mayUse(sessionId: string, memberId: string | null, take = false): Promise<boolean> {
      let owner = owners.get(sessionId);
      if (owner === undefined) {
        owner = await sessionOwner(db, sessionId);
        if (owner !== undefined) hold(sessionId, owner);
      }
      if (owner === memberId) return true;
      if (owner) return false;
      if (!memberId || !take) {
        // An anonymous question in a session not stored yet: the answer's writer creates it anonymous.
        if (take) hold(sessionId, null);
        return true;
      }
      const mine = await claimSession(db, sessionId, memberId);
      if (mine) owners.set(sessionId, memberId);
      else owners.forget(sessionId);
      return mine;
    },

    /** A session made by add/session: the caller's. */
    created(sessionId: string, memberId: string | null): void {
      hold(sessionId, memberId);
    },
  };
}
