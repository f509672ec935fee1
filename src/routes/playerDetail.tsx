import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { PlayerDetailPage } from '@/features/player';
import { optionalString } from './-search';

export const Route = createFileRoute('/playerDetail')({
  staticData: { title: msg`Now playing`, fixedLayout: true, background: '#eef2f6' },
  // id: the point to show (cued when nothing is playing); placeId: the place whose number
  // pad shows when nothing is loaded.
  validateSearch: (search: Record<string, unknown>): { id?: string; placeId?: string } => ({
    id: optionalString(search.id),
    placeId: optionalString(search.placeId),
  }),
  component: PlayerDetailRoute,
});

function PlayerDetailRoute() {
  const { id, placeId } = useSearch({ from: '/playerDetail' });
  return <PlayerDetailPage id={id} placeId={placeId} />;
}
