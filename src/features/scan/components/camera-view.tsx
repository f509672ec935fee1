import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type RefObject } from 'react';
import type { CameraStatus } from '../hooks/use-camera';
import '@/components/ui/content.css';

/** What the visitor is told when the camera cannot be used; the photo picker stays below. */
function CameraProblem({ status, onRetry }: { status: CameraStatus; onRetry: () => void }) {
  return (
    <div className="scan-camera-problem" role="status">
      <p>
        {status === 'denied' ? (
          <Trans>
            Camera access was denied. Allow the camera for this site in your browser settings, or choose a photo
            instead.
          </Trans>
        ) : status === 'no-camera' ? (
          <Trans>No camera was found on this device. Choose a photo instead.</Trans>
        ) : status === 'unsupported' ? (
          <Trans>This browser cannot open the camera here. Choose a photo instead.</Trans>
        ) : (
          <Trans>The camera could not start. Try again, or choose a photo instead.</Trans>
        )}
      </p>
      {status === 'unsupported' ? null : (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          <Trans>Try the camera again</Trans>
        </button>
      )}
    </div>
  );
}

/**
 * The live picture with its viewfinder. Frames are recognised as they come (no shutter):
 * `status` says what the recognition is doing.
 */
export function CameraView({
  videoRef,
  status,
  liveStatus,
  onRetry,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  liveStatus: ReactNode;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const [ratio, setRatio] = useState(4 / 3);
  const usable = status === 'starting' || status === 'live';
  return (
    <section className="scan-camera-block" aria-label={t`Camera`}>
      {/* Exactly the video's shape (never letterboxed). */}
      <div
        className="scan-camera"
        style={{ aspectRatio: ratio, width: `min(100%, calc(62dvh * ${ratio}))` }}
        hidden={!usable}
      >
        <video
          ref={videoRef}
          className="scan-video"
          muted
          playsInline
          aria-label={t`Camera picture`}
          onLoadedMetadata={(event) => {
            const { videoWidth, videoHeight } = event.currentTarget;
            if (videoWidth && videoHeight) setRatio(videoWidth / videoHeight);
          }}
        />
        <div className="scan-viewfinder" aria-hidden="true" />
        {status === 'starting' ? (
          <p className="scan-camera-note" role="status">
            <Trans>Opening the camera…</Trans>
          </p>
        ) : null}
      </div>
      {usable ? (
        <>
          <p className="muted scan-hint">
            <Trans>
              Point the camera at an exhibit or at the QR code on its label: it is recognised as soon as it is in view,
              even small, at an angle or partly hidden.
            </Trans>
          </p>
          <p className="scan-live-status" role="status">
            {liveStatus}
          </p>
        </>
      ) : (
        <CameraProblem status={status} onRetry={onRetry} />
      )}
    </section>
  );
}
