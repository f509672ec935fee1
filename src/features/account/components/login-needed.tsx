import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { goToLogin } from '../lib/navigation';

/**
 * A member screen opened logged out: say so and offer the login, by the terminal's rules
 * (spec point 2), coming back to `returnTo` (default: this address) afterwards.
 */
export function LoginNeeded({ returnTo, message }: { returnTo?: string; message?: ReactNode }) {
  return (
    <EmptyState
      message={message ?? <Trans>Log in to see this page.</Trans>}
      action={
        <button type="button" className="button" onClick={() => goToLogin(returnTo)}>
          <Trans>Log in</Trans>
        </button>
      }
    />
  );
}
