import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PointDetailPage } from '../features/points';
import { optionalString } from './-search';

export const Route = createFileRoute('/pointDetail')({
  staticData: { title: msg`Explanation point` },
  validateSearch: (search: Record<string, unknown>) => ({ id: optionalString(search.id) }),
  component: PointDetailRoute,
});

function PointDetailRoute() {
  const { id } = Route.useSearch();
  return <PointDetailPage key={id} id={id} />;
}
