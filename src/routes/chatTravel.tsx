import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat';
import { optionalString } from './-search';

export const Route = createFileRoute('/chatTravel')({
  staticData: { title: msg`AI travel assistant`, footer: true, fixedLayout: true, handleArea: true },
  // "Ask about this" names the point (and its place) or the place the questions are about.
  validateSearch: (search: Record<string, unknown>): { placeId?: string; pointId?: string } => ({
    placeId: optionalString(search.placeId),
    pointId: optionalString(search.pointId),
  }),
  component: ChatTravelRoute,
});

function ChatTravelRoute() {
  const { placeId, pointId } = useSearch({ from: '/chatTravel' });
  return <ChatPage variant="travel" clientType="0" placeId={placeId} pointId={pointId} />;
}
