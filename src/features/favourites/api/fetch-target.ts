// A favourite's or history entry's target that Dexie does not hold yet is fetched once and
// stored, like the detail pages store it.
import { fetchPoint, refreshPlace } from '@/lib/catalog';
import type { MemberTargetKind } from '@contract/member';

const inFlight = new Map<string, Promise<void>>();

export function fetchTarget(kind: MemberTargetKind, id: string): Promise<void> {
  const key = `${kind}:${id}`;
  const running = inFlight.get(key);
  if (running) return running;
  const run = (kind === 'point' ? fetchPoint(id).then(() => undefined) : refreshPlace(id)).finally(() =>
    inFlight.delete(key),
  );
  inFlight.set(key, run);
  return run;
}
