// The page's address follows what it shows: /chatInteract names the session it opened (a reload
// then opens it again, as a host's link would), and both pages name the context while there is
// one (cleared: gone from the address too). The address is replaced, not pushed: Back leaves
// the assistant as before. Once the visitor has left (the address names another page),
// nothing is written.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ChatContext } from '../state/chat-context';
import type { ChatVariant } from '../state/kept-session';

export interface ChatAddress {
  sessionId?: string;
  placeId?: string;
  pointId?: string;
}

export function useChatAddress(
  variant: ChatVariant,
  address: ChatAddress,
  sessionId: string | undefined,
  context: ChatContext | null,
) {
  const router = useRouter();
  const wanted: ChatAddress = {
    sessionId: variant === 'interact' ? sessionId : undefined,
    placeId: context?.placeId ?? undefined,
    pointId: context?.pointId ?? undefined,
  };
  const differs =
    wanted.sessionId !== address.sessionId || wanted.placeId !== address.placeId || wanted.pointId !== address.pointId;
  const { sessionId: wantedSession, placeId, pointId } = wanted;
  useEffect(() => {
    if (!differs) return;
    // Only while the address is still this page's: a session that comes after the visitor left
    // (Back while the next screen's code loads) must not pull them back.
    if (router.latestLocation.pathname !== (variant === 'interact' ? '/chatInteract' : '/chatTravel')) return;
    if (variant === 'interact') {
      void router.navigate({
        to: '/chatInteract',
        search: (prev) => ({ ...prev, sessionId: wantedSession, placeId, pointId }),
        replace: true,
        resetScroll: false,
      });
    } else {
      void router.navigate({ to: '/chatTravel', search: { placeId, pointId }, replace: true, resetScroll: false });
    }
  }, [router, variant, differs, wantedSession, placeId, pointId]);
}
