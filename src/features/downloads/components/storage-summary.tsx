import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { formatBytes } from '@/lib/format';
import { useStorageEstimate, type StorageView } from '../hooks/use-storage-estimate';

/** Whether the browser keeps the downloads when space runs low, and a way to ask it to. */
function Persistence({ storage }: { storage: StorageView }) {
  const [refused, setRefused] = useState(false);
  if (storage.persisted === null) return null;
  if (storage.persisted) {
    return (
      <p className="download-note">
        <Trans>Downloads are kept safe: the browser will not clear them to free space.</Trans>
      </p>
    );
  }
  const ask = async () => setRefused(!(await storage.requestPersist()));
  return (
    <>
      <p className="download-note">
        <Trans>When space runs low, the browser may clear your downloads unless you keep them safe.</Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={() => void ask()}>
        <Trans>Keep downloads safe</Trans>
      </button>
      {refused ? (
        <p className="download-note" role="status">
          <Trans>The browser did not agree this time. Installing the app on your home screen usually helps.</Trans>
        </p>
      ) : null}
    </>
  );
}

/** 'Using 24.1 MB of 1.2 GB' with a bar, from navigator.storage. */
export function StorageSummary() {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const storage = useStorageEstimate();
  if (!storage) return null;
  const usage = formatBytes(storage.usage, lang);
  const quota = formatBytes(storage.quota, lang);
  const max = Math.max(storage.quota, 1);
  return (
    <section className="storage-summary" aria-label={t`Storage`}>
      <p>
        <Trans>
          Using {usage} of {quota}
        </Trans>
      </p>
      <progress className="storage-bar" value={Math.min(storage.usage, max)} max={max} aria-label={t`Storage used`} />
      <Persistence storage={storage} />
    </section>
  );
}
