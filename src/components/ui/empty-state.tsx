import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** 'No data available' (spec point 8), or a more specific message and a next step. */
export function EmptyState({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <p>{message ?? <Trans>No data available</Trans>}</p>
      {action}
    </div>
  );
}
