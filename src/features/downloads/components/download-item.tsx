import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { ContentImage } from '@/components/ui/content-image';
import { formatBytes, formatDate } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { removeDownload } from '../hooks/use-downloads';
import { placeLink } from '../lib/place-link';
import type { StoredDownload } from '../types';
import { ConfirmDelete } from './confirm-delete';
import { DownloadProgress } from './download-progress';

function StatusLabel({ record }: { record: StoredDownload }) {
  switch (record.status) {
    case 'downloading':
      return <Trans>Downloading</Trans>;
    case 'paused':
      return <Trans>Paused</Trans>;
    case 'failed':
      return <Trans>Download stopped</Trans>;
    case 'complete':
      return record.availableVersion !== null ? <Trans>Update available</Trans> : <Trans>Available offline</Trans>;
  }
}

/** One downloaded place: opens the place; shows its status, size, date and version; delete. */
export function DownloadItem({ record }: { record: StoredDownload }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const nameId = useId();
  const name = pickText(record.name, lang);
  const size = formatBytes(record.totalBytes, lang);
  const date = formatDate(record.completedAt ?? record.startedAt, lang);
  const version = record.contentVersion;
  const running = record.status === 'downloading' || record.status === 'paused';
  return (
    <li className="download-item">
      <Link {...placeLink(record.kind, record.placeId)} className="download-item-link">
        {/* Decorative: the name beside it says which place this is. */}
        <ContentImage src={record.cover} alt="" width={96} height={60} className="download-item-cover" loading="lazy" />
        <div>
          <h2 className="download-item-name" id={nameId}>
            {name}
          </h2>
          <ul className="download-item-meta">
            <li className={record.status === 'failed' ? 'download-item-status is-failed' : 'download-item-status'}>
              <StatusLabel record={record} />
            </li>
            <li>{size}</li>
            <li>
              {record.status === 'complete' ? <Trans>Downloaded on {date}</Trans> : <Trans>Started on {date}</Trans>}
            </li>
            <li>
              <Trans>Version {version}</Trans>
            </li>
          </ul>
        </div>
      </Link>
      {running ? <DownloadProgress record={record} /> : null}
      <div className="download-actions">
        <ConfirmDelete
          question={t`Delete the offline copy of ${name}?`}
          describedBy={nameId}
          onDelete={() => removeDownload(record.placeId)}
        />
      </div>
    </li>
  );
}
