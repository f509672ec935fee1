import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ChatPage, parseClientType } from '@/features/chat';
import { serverFirstScreenShown } from '@/lib/server-first-screen';
import { optionalString } from './-search';

export const Route = createFileRoute('/chatInteract')({
  staticData: { title: msg`AI assistant`, fixedLayout: true, handleArea: true, background: '#ffffff' },
  validateSearch: (
    search: Record<string, unknown>,
  ): { sessionId?: string; clientType?: string; placeId?: string; pointId?: string } => ({
    sessionId: optionalString(search.sessionId),
    clientType: optionalString(search.clientType),
    placeId: optionalString(search.placeId),
    pointId: optionalString(search.pointId),
  }),
  // Opened cold over the greeting the server drew, the first render waits for the chat's screen
  // rather than drawing a loading state in its place (docs/decisions/0068).
  loader: async () => {
    if (serverFirstScreenShown())
      await (await import('@/features/chat/lib/load-chat-screen')).loadChatScreen().catch(() => undefined);
    return null;
  },
  component: ChatInteractRoute,
});

// The search through the router hook, not Route.useSearch(): the split chunk then does not
// import the route definition.
function ChatInteractRoute() {
  const { sessionId, clientType, placeId, pointId } = useSearch({ from: '/chatInteract' });
  const type = parseClientType(clientType);
  return (
    <ChatPage
      key={type}
      variant="interact"
      clientType={type}
      sessionId={sessionId}
      placeId={placeId}
      pointId={pointId}
    />
  );
}
