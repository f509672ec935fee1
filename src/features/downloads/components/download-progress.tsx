import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { formatBytes } from '@/lib/format';
import { progressOf } from '../lib/control-state';
import type { StoredDownload } from '../types';

/** A real progress bar with the bytes and files done: '3.1 MB of 12.4 MB · 41 of 120 files'. */
export function DownloadProgress({ record }: { record: StoredDownload }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const textId = useId();
  const { value, max } = progressOf(record);
  const done = formatBytes(record.doneBytes, lang);
  const total = formatBytes(record.totalBytes, lang);
  const { doneItems, totalItems } = record;
  return (
    <div className="download-progress">
      <progress value={value} max={max} aria-label={t`Download progress`} aria-describedby={textId} />
      <p className="download-progress-text" id={textId}>
        <Trans>
          {done} of {total} ·{' '}
          <Plural value={totalItems} one={`${doneItems} of # file`} other={`${doneItems} of # files`} />
        </Trans>
      </p>
    </div>
  );
}
