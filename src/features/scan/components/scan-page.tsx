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
import { useLiveRecognition } from '../hooks/use-live-recognition';
import { useQrWatch } from '../hooks/use-qr-watch';
import { useRecognitionEngine } from '../hooks/use-recognition-engine';
import { useScanReferences } from '../hooks/use-scan-references';
import { useScanResults } from '../hooks/use-scan-results';
import { findQrPoint, loadQrDecoder } from '../lib/analyze-frame';
import { decide } from '../lib/decide';
import { resolveQr, resolveVerdict } from '../lib/resolve-scan';
import { CameraView } from './camera-view';
import { EngineProblem, LiveStatus } from './engine-status';
import { PHOTO_PICKED, PhotoPicker, type PickedPicture } from './photo-picker';
import { ScanResultView } from './scan-result';
import '../scan.css';

/** Scan an exhibit: its QR label or its picture, from the live camera or a photo. */
export function ScanPage({ museumId }: { museumId?: string }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useCamera(videoRef);
  const references = useScanReferences(museumId);
  const { engine, status: engineStatus } = useRecognitionEngine(references);
  const museum = useLiveQuery(() => (museumId ? db.museums.get(museumId) : undefined), [museumId]);
  useRefresh(museumId ? `scan.museum:${museumId}` : null, () => refreshScanMuseum(museumId as string));
  const { result, liveNone, show, onLiveFrame } = useScanResults();
  const [busy, setBusy] = useState(false);
  const exhibitCount = references?.reduce((n, r) => n + r.exhibits.length, 0) ?? 0;

  const identifyPhoto = async ({ source, width, height }: PickedPicture) => {
    setBusy(true);
    // Phases of the photo's way to its answer (bench/scan-time.ts prints them).
    const phase = (name: string) => performance.measure(`scan-photo-${name}`, PHOTO_PICKED);
    try {
      phase('decoded');
      // The worker recognises the picture while this thread looks for a QR label.
      const recognising = engine.recognise(source, width, height);
      recognising.catch(() => undefined); // awaited below, unless a label answers first
      phase('sent');
      await loadQrDecoder();
      const qrPoint = findQrPoint(source, width, height);
      phase('qr-read');
      const byLabel = qrPoint ? await resolveQr(qrPoint) : null;
      if (byLabel) return show(byLabel, true);
      const { scores } = await recognising;
      phase('recognised');
      show(await resolveVerdict(decide(scores), scores), true);
      // From the photo chosen to its answer on screen (bench/scan-time.ts reads it).
      performance.measure('scan-photo-to-result', PHOTO_PICKED);
    } catch {
      show({ kind: 'none' }, true);
    } finally {
      setBusy(false);
    }
  };

  const live = camera.status === 'live' && !busy;
  useLiveRecognition(videoRef, engine, live && engineStatus !== 'failed' && exhibitCount > 0, onLiveFrame);
  useQrWatch(videoRef, live, (pointId) => {
    void resolveQr(pointId).then((found) => found && show(found));
  });

  const museumName = museum ? pickText(museum.name, lang) : null;
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
        onRetry={camera.restart}
        liveStatus={exhibitCount > 0 ? <LiveStatus engine={engineStatus} liveNone={liveNone} /> : null}
      />
      {engineStatus === 'failed' && exhibitCount > 0 ? <EngineProblem onRetry={() => engine.retry()} /> : null}
      <PhotoPicker
        disabled={busy}
        busy={busy}
        onError={() => show({ kind: 'none' }, true)}
        onPicture={(picture) => {
          void identifyPhoto(picture).finally(picture.close);
        }}
      />
      {exhibitCount > 0 ? (
        <p className="muted scan-note">
          <Trans>Exhibits recognised by their picture here: {exhibitCount}</Trans>
        </p>
      ) : null}
      {references !== undefined && exhibitCount === 0 ? (
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
