// The back camera in a <video>, with the states a visitor must be told about: asking,
// live, permission denied, no camera, no camera API (old browser, insecure page), failed.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export type CameraStatus = 'starting' | 'live' | 'denied' | 'no-camera' | 'unsupported' | 'failed';

const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** Absent in old browsers and on insecure (plain-http, non-local) pages. */
function cameraApi(): MediaDevices['getUserMedia'] | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia;
}

function statusOf(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

export function useCamera(videoRef: RefObject<HTMLVideoElement | null>): { status: CameraStatus; restart: () => void } {
  const [status, setStatus] = useState<CameraStatus>(() => (cameraApi() ? 'starting' : 'unsupported'));
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!cameraApi()) return;
    let cancelled = false;
    navigator.mediaDevices.getUserMedia(CONSTRAINTS).then(
      async (media) => {
        if (cancelled) return media.getTracks().forEach((t) => t.stop());
        stream.current = media;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play().catch(() => undefined); // autoplay of a muted inline video is allowed
        if (!cancelled) setStatus('live');
      },
      (error: unknown) => !cancelled && setStatus(statusOf(error)),
    );
    return () => {
      cancelled = true;
      stream.current?.getTracks().forEach((t) => t.stop());
      stream.current = null;
    };
  }, [attempt, videoRef]);

  const restart = useCallback(() => {
    setStatus('starting');
    setAttempt((n) => n + 1);
  }, []);
  return { status, restart };
}
