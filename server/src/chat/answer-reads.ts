// Reading answers, wherever they are written: what a resuming client reads (the answer in this
// instance's memory, one another instance writes, followed from its stored events, or only
// its stored record), and a session's records with the text so far of an answer being written.
import type { Kysely } from 'kysely';
import type { ChatRecord } from '@contract/chat';
import { getRecord, listRecords } from '../db/queries/chat';
import type { Database } from '../db/schema';
import type { AnswerFeed, AnswerRegistry } from './answer-registry';
import type { ChatCluster } from './chat-cluster';

/** What a resume reads: an answer being written (here or elsewhere), or only its stored record. */
export type ResumeTarget = { feed: AnswerFeed } | { stored: ChatRecord } | { missing: true };

export function createAnswerReads(db: Kysely<Database>, registry: AnswerRegistry, cluster: ChatCluster | null) {
  return {
    async resume(answerId: string, sessionId: string): Promise<ResumeTarget> {
      const live = registry.get(answerId);
      if (live && live.sessionId === sessionId) return { feed: live };
      const followed = cluster ? await cluster.follow(answerId, sessionId) : null;
      if (followed) return { feed: followed };
      const stored = await getRecord(db, answerId);
      if (!stored || stored.sessionId !== sessionId || stored.role !== 'assistant') return { missing: true };
      return { stored };
    },

    async records(sessionId: string): Promise<ChatRecord[]> {
      const stored = await listRecords(db, sessionId);
      const elsewhere = cluster ? stored.filter((r) => r.status === 'streaming' && !registry.get(r.id)) : [];
      const held = cluster && elsewhere.length ? await cluster.textsOf(elsewhere.map((r) => r.id)) : null;
      return stored.map((r) => {
        if (r.status !== 'streaming') return r;
        const live = registry.get(r.id);
        if (live) return live.finished ? r : { ...r, content: live.content, reasoning: live.reasoning || null };
        // An answer written elsewhere: its stored events are newer than its last checkpoint.
        const text = held?.get(r.id);
        return text && text.content.length >= r.content.length
          ? { ...r, content: text.content, reasoning: text.reasoning }
          : r;
      });
    },
  };
}
