import { Trans } from '@lingui/react/macro';
import { onlineAtom, useAtomValue } from '@/lib/store';

export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <Trans>You are offline. Saved content is still available.</Trans>
    </div>
  );
}
