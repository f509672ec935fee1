// The member's profile as last read, in memory only (no storage): shown only while it
// belongs to the member logged in.
import { atom } from '@/lib/store';
import type { MemberProfile } from '@contract/member';

export const profileAtom = atom<MemberProfile | null>(null);
