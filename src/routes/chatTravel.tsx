import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat';

export const Route = createFileRoute('/chatTravel')({
  staticData: { title: msg`AI travel assistant`, footer: true, fixedLayout: true, handleArea: true },
  component: ChatTravelRoute,
});

function ChatTravelRoute() {
  return <ChatPage variant="travel" clientType="0" />;
}
