import { createRootRoute, Navigate } from '@tanstack/react-router';
import { AppLayout } from '../app/shell/app-layout';

export const Route = createRootRoute({
  component: AppLayout,
  // Any unknown path redirects to / (spec point 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});
