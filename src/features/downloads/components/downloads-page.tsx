import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDownloads } from '../hooks/use-downloads';
import { DownloadItem } from './download-item';
import { StorageSummary } from './storage-summary';
import './downloads.css';

/** Every downloaded place (read from Dexie, so it works offline) and the storage they use. */
export function DownloadsPage() {
  const downloads = useDownloads();
  return (
    <div className="downloads-page">
      <h1 className="page-heading">
        <Trans>Downloads</Trans>
      </h1>
      <StorageSummary />
      {downloads === undefined ? <LoadingState /> : null}
      {downloads?.length === 0 ? (
        <EmptyState
          message={
            <>
              <strong>
                <Trans>No downloads yet</Trans>
              </strong>
              <br />
              <Trans>Download a scenic area or a museum before your trip to use its guide without signal.</Trans>
            </>
          }
          action={
            <Link to="/destinations" className="button">
              <Trans>Find a destination</Trans>
            </Link>
          }
        />
      ) : null}
      {downloads && downloads.length > 0 ? (
        <ul className="card-list downloads-list">
          {downloads.map((record) => (
            <DownloadItem key={record.placeId} record={record} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
