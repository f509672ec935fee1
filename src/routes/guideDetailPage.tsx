import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GuideDetailPage } from '../features/guides';
import { optionalString } from './-search';

export const Route = createFileRoute('/guideDetailPage')({
  staticData: { title: msg`Guide profile` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: GuideDetailRoute,
});

function GuideDetailRoute() {
  const { id } = Route.useSearch();
  return <GuideDetailPage key={id} id={id} />;
}
