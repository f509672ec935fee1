import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useRef, useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { db } from '@/db/database';
import { pickText } from '@/lib/localized';
import { useRefresh } from '@/hooks/use-refresh';
import { refreshScanMuseum } from '../api/refresh-scan-museum';
import { useCamera } from '../hooks/use-camera';
import { useQrWatch } from '../hooks/use-qr-watch';
import { useScanCandidates } from '../hooks/use-scan-candidates';
import { analyzeFrame, loadQrDecoder } from '../lib/analyze-frame';
import { resolveScan, type ScanResult } from '../lib/resolve-scan';
import { dhash } from '../lib/dhash';
import { CameraView } from './camera-view';
import { PhotoPicker } from './photo-picker';
import { ScanResultView } from './scan-result';
import '../scan.css';

/** Scan an exhibit: its QR label or its picture, from the live camera or a photo. */
export function ScanPage({ museumId }: { museumId?: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const candidates = useScanCandidates(museumId);
  const museum = useLiveQuery(() => (museumId ? db.museums.get(museumId) : undefined), [museumId]);
  useRefresh(museumId ? `scan.museum:${museumId}` : null, () => refreshScanMuseum(museumId as string));
  const [result, setResult] = useState<ScanResult | null>(null);
  const [busy, setBusy] = useState(false);

  const identify = async (source: CanvasImageSource, width: number, height: number) => {
    setBusy(true);
    try {
      await loadQrDecoder();
      setResult(await resolveScan(analyzeFrame(source, width, height), candidates ?? []));
    } finally {
      setBusy(false);
    }
  };

  useQrWatch(videoRef, camera.status === 'live' && !busy, (pointId) => {
    const video = videoRef.current;
    if (!video) return;
    const hash = dhash(video, video.videoWidth, video.videoHeight); // ranks the related exhibits
    void resolveScan({ qrPointId: pointId, hash }, candidates ?? []).then(
      (found) => found.kind === 'match' && setResult(found),
    );
  });

  const museumName = museum ? pickText(museum.name, lang) : null;
  const hashCount = candidates?.length ?? 0;
  const noHashes = candidates !== undefined && candidates.length === 0;
  return (
    <div className="scan-page">
      <h1 className="page-heading">
        <Trans>Scan an exhibit</Trans>
      </h1>
      {museumName ? (
        <p className="muted">
          <Trans>In {museumName}</Trans>
        </p>
      ) : null}
      <CameraView
        videoRef={videoRef}
        status={camera.status}
        busy={busy}
        onRetry={camera.restart}
        onCapture={() => {
          const video = videoRef.current;
          if (video) void identify(video, video.videoWidth, video.videoHeight);
        }}
      />
      <PhotoPicker
        disabled={busy}
        onError={() => setResult({ kind: 'none' })}
        onPicture={(picture) => {
          void identify(picture.source, picture.width, picture.height).finally(picture.close);
        }}
      />
      {candidates && candidates.length > 0 ? (
        <p className="muted scan-note" role="status">
          <Trans>Exhibits recognised by their picture here: {hashCount}</Trans>
        </p>
      ) : null}
      {noHashes ? (
        <p className="muted scan-note">
          <Trans>
            Only exhibit labels can be read here: to recognise exhibits by their picture, open their museum first.
          </Trans>{' '}
          <Link to="/museum" className="section-link">{t`Museums`}</Link>
        </p>
      ) : null}
      <div className="scan-result" aria-live="polite">
        {result ? <ScanResultView result={result} /> : null}
      </div>
    </div>
  );
}
