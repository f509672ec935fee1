import { msg } from '@lingui/core/macro';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { GuideDetailPage } from '@/features/guides';
import { optionalString } from './-search';

export const Route = createFileRoute('/guideDetailPage')({
  staticData: { title: msg`Guide profile` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: GuideDetailRoute,
});

// The page reads its search through the router hooks rather than Route.useSearch(): the split
// component then does not import the route definition, which stays in the entry chunk.
function GuideDetailRoute() {
  const { id } = useSearch({ from: '/guideDetailPage' });
  return <GuideDetailPage key={id} id={id} />;
}
