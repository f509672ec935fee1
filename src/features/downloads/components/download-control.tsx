import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { langAtom, onlineAtom, useAtomValue } from '@/lib/store';
import type { PlaceKind } from '@contract';
import { formatBytes, formatDate } from '@/lib/format';
import { usePlaceDownload } from '../hooks/use-place-download';
import { controlState, type PackageSize } from '../lib/control-state';
import { ConfirmDelete } from './confirm-delete';
import { DownloadProgress } from './download-progress';
import { failureMessage } from './failure-message';
import './downloads.css';

function SizeLine({ size }: { size: PackageSize }) {
  const lang = useAtomValue(langAtom);
  const bytes = formatBytes(size.bytes, lang);
  const files = size.files;
  return (
    <Trans>
      {bytes} · <Plural value={files} one="# file" other="# files" />
    </Trans>
  );
}

/** 'Download for offline' for one place, its progress, pause and resume, update and delete. */
export function DownloadControl({ placeId, kind }: { placeId: string; kind: PlaceKind }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const online = useAtomValue(onlineAtom);
  const view = usePlaceDownload(placeId, kind);
  const state = controlState(view, online);
  const noteId = useId();

  return (
    <section className="download-control" aria-label={t`Offline download`}>
      {state.kind === 'loading' ? <div className="skeleton skeleton-line" /> : null}

      {state.kind === 'idle' ? (
        <>
          <button
            type="button"
            className="button download-start"
            disabled={!state.canStart}
            aria-describedby={state.canStart ? undefined : noteId}
            onClick={() => view.start()}
          >
            <Trans>Download for offline</Trans>
            {state.size ? (
              <span className="download-size">
                <SizeLine size={state.size} />
              </span>
            ) : null}
          </button>
          {state.canStart ? null : (
            <p className="download-note" id={noteId}>
              <Trans>Connect to the internet to download</Trans>
            </p>
          )}
        </>
      ) : null}

      {state.kind === 'running' ? (
        <>
          <p className="download-status" role="status">
            {state.paused ? <Trans>Download paused</Trans> : <Trans>Downloading for offline use</Trans>}
          </p>
          <DownloadProgress record={state.record} />
          <div className="download-actions">
            {state.paused ? (
              <>
                <button type="button" className="button" onClick={() => view.resume()}>
                  <Trans>Resume</Trans>
                </button>
                <ConfirmDelete question={t`Delete this download?`} onDelete={() => view.remove()} />
              </>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => view.pause()}>
                <Trans>Pause</Trans>
              </button>
            )}
          </div>
        </>
      ) : null}

      {state.kind === 'complete' ? (
        <>
          <p className="download-status is-done" role="status">
            <Trans>Available offline</Trans>
          </p>
          <p className="download-meta">
            <CompleteMeta bytes={state.record.totalBytes} at={state.record.completedAt ?? state.record.updatedAt} />
          </p>
          {state.updateAvailable ? (
            <p className="download-update">
              <Trans>An update is available</Trans>
            </p>
          ) : null}
          <div className="download-actions">
            {state.updateAvailable ? (
              <button type="button" className="button" disabled={!online} onClick={() => view.update()}>
                <Trans>Update</Trans>
              </button>
            ) : null}
            <ConfirmDelete question={t`Delete the offline copy of this place?`} onDelete={() => view.remove()} />
          </div>
        </>
      ) : null}

      {state.kind === 'failed' ? (
        <>
          <p className="download-failure" role="alert">
            {t(failureMessage(state.failure, lang))}
          </p>
          <DownloadProgress record={state.record} />
          <div className="download-actions">
            <button type="button" className="button" onClick={() => view.resume()}>
              {state.action === 'resume' ? <Trans>Resume</Trans> : <Trans>Retry</Trans>}
            </button>
            <ConfirmDelete question={t`Delete this download?`} onDelete={() => view.remove()} />
          </div>
        </>
      ) : null}
    </section>
  );
}

function CompleteMeta({ bytes, at }: { bytes: number; at: number }) {
  const lang = useAtomValue(langAtom);
  const size = formatBytes(bytes, lang);
  const date = formatDate(at, lang);
  return (
    <Trans>
      {size} · downloaded on {date}
    </Trans>
  );
}
