import { useRouter } from '@tanstack/react-router';
import { NetworkError } from './network-error';

/** The router-wide error boundary: retry re-runs the route's loaders. */
export function RouteError() {
  const router = useRouter();
  return <NetworkError onRetry={() => void router.invalidate()} />;
}
