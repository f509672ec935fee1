import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ChatPage, parseClientType } from '@/features/chat';
import { optionalString } from './-search';

export const Route = createFileRoute('/chatInteract')({
  staticData: { title: msg`AI assistant`, fixedLayout: true, handleArea: true, background: '#ffffff' },
  validateSearch: (search: Record<string, unknown>) => ({
    sessionId: optionalString(search.sessionId),
    clientType: optionalString(search.clientType),
  }),
  component: ChatInteractRoute,
});

// The search through the router hook, not Route.useSearch(): the split chunk then does not
// import the route definition.
function ChatInteractRoute() {
  const { sessionId, clientType } = useSearch({ from: '/chatInteract' });
  const type = parseClientType(clientType);
  return <ChatPage key={`${sessionId ?? ''}:${type}`} variant="interact" clientType={type} sessionId={sessionId} />;
}
