import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/layouts/placeholder-page';

export const Route = createFileRoute('/chatTravel')({
  staticData: { title: msg`AI travel assistant`, footer: true, fixedLayout: true, handleArea: true },
  component: ChatTravelPage,
});

function ChatTravelPage() {
  return <PlaceholderPage />;
}
