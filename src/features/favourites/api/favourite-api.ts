import { request } from '@/lib/api';
import type { Page } from '@contract';
import { MEMBER_ENDPOINTS, type Favourite, type MemberTargetKind } from '@contract/member';
import { QUIET } from '@/lib/outbox';

export interface FavouritePayload {
  targetKind: MemberTargetKind;
  targetId: string;
  favourite: boolean;
}

export function sendFavourite(payload: FavouritePayload): Promise<Favourite> {
  return request<Favourite>(MEMBER_ENDPOINTS.favouriteSet, { method: 'POST', payload: { ...payload }, ...QUIET });
}

/** The newest favourites (one page of the largest size: enough for a phone screen's list). */
export function fetchFavourites(pageSize = 50): Promise<Page<Favourite>> {
  return request<Page<Favourite>>(MEMBER_ENDPOINTS.favouriteList, {
    payload: { page: 1, pageSize },
    errorToast: false,
  });
}
