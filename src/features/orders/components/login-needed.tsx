import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { loginHref } from '../lib/checkout-target';

/** A member screen opened logged out: log in, then come back here. */
export function LoginNeeded({ returnTo, message }: { returnTo: string; message?: ReactNode }) {
  const navigate = useNavigate();
  const href = loginHref(returnTo);
  return (
    <EmptyState
      message={message ?? <Trans>Log in to see your orders and coupons.</Trans>}
      action={
        <a
          href={href}
          className="button"
          onClick={(event) => {
            event.preventDefault();
            void navigate({ href });
          }}
        >
          <Trans>Log in</Trans>
        </a>
      }
    />
  );
}
