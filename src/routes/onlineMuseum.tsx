import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { OnlineMuseumPage } from '@/features/museums';
import { optionalString } from './-search';

export const Route = createFileRoute('/onlineMuseum')({
  staticData: { title: msg`Online museum` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: OnlineMuseumRoute,
});

function OnlineMuseumRoute() {
  const { id } = useSearch({ from: '/onlineMuseum' });
  return <OnlineMuseumPage id={id} />;
}
