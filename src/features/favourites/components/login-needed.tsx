import { Trans } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { EmptyState } from '../../../components/ui/empty-state';

/** A member page opened logged out: say so and offer the login, back here afterwards. */
export function LoginNeeded() {
  const router = useRouter();
  const href = `/login?tUrl=${encodeURIComponent(router.state.location.href)}`;
  return (
    <EmptyState
      message={<Trans>Log in to see this page.</Trans>}
      action={
        <a href={href} className="button" onClick={(e) => (e.preventDefault(), router.history.push(href))}>
          <Trans>Log in</Trans>
        </a>
      }
    />
  );
}
