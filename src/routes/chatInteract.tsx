import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';
import { optionalString } from './-search';

export const Route = createFileRoute('/chatInteract')({
  staticData: { title: msg`AI assistant`, fixedLayout: true, handleArea: true, background: '#ffffff' },
  validateSearch: (search: Record<string, unknown>) => ({ sessionId: optionalString(search.sessionId), clientType: optionalString(search.clientType) }),
  component: ChatInteractPage,
});

function ChatInteractPage() {
  return <PlaceholderPage />;
}
