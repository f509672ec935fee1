// The member's unlocks call (contract: src/lib/contract/member.ts). A failure keeps what is
// stored (errorToast false): the caller falls back to the last known unlocks.
import { request } from '@/lib/api';
import { MEMBER_ENDPOINTS, type Unlocks } from '@contract/member';

export function fetchUnlocks(): Promise<Unlocks> {
  return request<Unlocks>(MEMBER_ENDPOINTS.unlocks, { errorToast: false });
}
