import { createRootRoute, Navigate } from '@tanstack/react-router';
import { ensureFullCatalog } from '@/lib/i18n';
import { AppLayout } from '@/app/shell/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // The first screen of / needs only the shell catalog; every other route, all strings.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : ensureFullCatalog()),
  // Any unknown path redirects to / (spec point 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
