// A member's browsing history: one row per (member, kind, id) with the latest viewing time.
// A batch is idempotent: re-sending it keeps the later of the stored and the sent time.
import { sql, type Kysely } from 'kysely';
import type { Page } from '@contract';
import type { HistoryEntry, MemberTargetKind } from '@contract/member';
import type { Database } from '../schema';
import { existingTargets } from './member-targets';
import { offsetOf, pageOf, type Paging } from './paging';

export async function listHistory(db: Kysely<Database>, memberId: string, paging: Paging): Promise<Page<HistoryEntry>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('browsing_history')
      .select(['target_kind', 'target_id', 'viewed_at'])
      .where('member_id', '=', memberId)
      .orderBy('viewed_at', 'desc')
      .orderBy('target_kind')
      .orderBy('target_id')
      .limit(paging.pageSize)
      .offset(offsetOf(paging))
      .execute(),
    db
      .selectFrom('browsing_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((r) => ({
    targetKind: r.target_kind,
    targetId: r.target_id,
    viewedAt: new Date(r.viewed_at).toISOString(),
  }));
  return pageOf(list, Number(count.n), paging);
}

/**
 * Stores the entries naming catalogue targets (others are skipped) and returns how many were
 * kept. A time in the future is taken as now; one target sent twice keeps its latest time.
 */
export async function recordHistory(
  db: Kysely<Database>,
  memberId: string,
  entries: HistoryEntry[],
  now = new Date(),
): Promise<number> {
  const latest = new Map<string, { kind: MemberTargetKind; id: string; at: Date }>();
  for (const e of entries) {
    const at = new Date(Math.min(Date.parse(e.viewedAt), now.getTime()));
    const key = `${e.targetKind}\u0000${e.targetId}`;
    const known = latest.get(key);
    if (!known || known.at < at) latest.set(key, { kind: e.targetKind, id: e.targetId, at });
  }
  const byKind = new Map<MemberTargetKind, string[]>();
  for (const { kind, id } of latest.values()) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  const existing = new Map<MemberTargetKind, Set<string>>();
  for (const [kind, ids] of byKind) existing.set(kind, await existingTargets(db, kind, ids));

  const rows = [...latest.values()]
    .filter(({ kind, id }) => existing.get(kind)?.has(id))
    // One order for every batch: concurrent batches of a member lock rows in the same order.
    .sort((a, b) => (a.kind === b.kind ? (a.id < b.id ? -1 : 1) : a.kind < b.kind ? -1 : 1))
    .map(({ kind, id, at }) => ({ member_id: memberId, target_kind: kind, target_id: id, viewed_at: at }));
  if (rows.length === 0) return 0;
  await db
    .insertInto('browsing_history')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['member_id', 'target_kind', 'target_id']).doUpdateSet({
        viewed_at: sql`greatest(browsing_history.viewed_at, excluded.viewed_at)`,
      }),
    )
    .execute();
  return rows.length;
}

export async function clearHistory(db: Kysely<Database>, memberId: string): Promise<number> {
  const result = await db.deleteFrom('browsing_history').where('member_id', '=', memberId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
