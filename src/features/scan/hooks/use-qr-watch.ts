import { useEffect, useRef } from 'react';
import { findQrPoint, loadQrDecoder } from '../lib/analyze-frame';

const INTERVAL_MS = 700;

/** While `active`, looks for an exhibit's QR label in the live video and reports a new one. */
export function useQrWatch(
  videoRef: React.RefObject<HTMLVideoElement | null>,
  active: boolean,
  onPoint: (pointId: string) => void,
): void {
  const report = useRef(onPoint);
  const last = useRef<string | null>(null);
  useEffect(() => {
    report.current = onPoint;
  });
  useEffect(() => {
    if (!active) return;
    void loadQrDecoder();
    const timer = window.setInterval(() => {
      const video = videoRef.current;
      if (!video || video.readyState < 2 || document.hidden) return;
      const id = findQrPoint(video, video.videoWidth, video.videoHeight);
      if (id && id !== last.current) {
        last.current = id;
        report.current(id);
      }
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [active, videoRef]);
}
