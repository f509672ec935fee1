// The note under the conversation while offline: with places downloaded, the assistant answers
// from them (and is got ready now: its indexes build in the worker before the first question);
// without, it needs the network or a download, and the way to the downloads is one tap away.
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDownloadedCount } from '@/features/downloads';
import { prepareOfflineAssistant } from './assistant-host';

export default function OfflineBanner() {
  const downloaded = useDownloadedCount();
  useEffect(() => {
    if (downloaded) void prepareOfflineAssistant().catch(() => undefined);
  }, [downloaded]);
  return (
    <div className="chat-offline" role="status">
      {downloaded === undefined ? <Trans>You are offline.</Trans> : null}
      {downloaded ? (
        <Trans>
          You are offline: the assistant answers from the places you downloaded. Live answers return with the network.
        </Trans>
      ) : null}
      {downloaded === 0 ? (
        <>
          <Trans>You are offline. The assistant needs the network, or a place downloaded beforehand.</Trans>
          <Link to="/downloads">
            <Trans>Go to Downloads</Trans>
          </Link>
        </>
      ) : null}
    </div>
  );
}
