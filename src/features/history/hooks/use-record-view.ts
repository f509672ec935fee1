import { useEffect } from 'react';
import { isLoggedInAtom, useAtomValue } from '@/lib/store';
import type { MemberTargetKind } from '@contract/member';
import { recordView } from '../state/history-outbox';

/** Called by the point, scenic area and museum detail pages: a logged-in member's viewing is recorded. */
export function useRecordView(kind: MemberTargetKind, id: string | undefined): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  useEffect(() => {
    if (loggedIn && id) void recordView(kind, id);
  }, [loggedIn, kind, id]);
}
