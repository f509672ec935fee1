// Recognition on the camera's preview frames, no shutter: one frame at a time goes to the
// worker, the next after the answer and a short pause, while the page is visible. Every other
// frame may take the slower second look (recognise-picture.ts) when the first finds nothing.
import { useEffect, useRef, type RefObject } from 'react';
import type { Recognition, RecognitionEngine } from '../lib/recognition-engine';

/** Pause between two analysed frames: about three a second, little battery. */
const PAUSE_MS = 250;

export function useLiveRecognition(
  videoRef: RefObject<HTMLVideoElement | null>,
  engine: RecognitionEngine,
  active: boolean,
  onFrame: (recognition: Recognition) => void,
): void {
  const report = useRef(onFrame);
  useEffect(() => {
    report.current = onFrame;
  });
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer = 0;
    let frame = 0;
    const next = () => {
      if (!stopped) timer = window.setTimeout(tick, PAUSE_MS);
    };
    const tick = () => {
      const video = videoRef.current;
      if (!video || video.readyState < 2 || document.hidden || !video.videoWidth) return next();
      engine.recognise(video, video.videoWidth, video.videoHeight, frame++ % 2 === 1 ? 2 : 1).then((recognition) => {
        if (!stopped) report.current(recognition);
        next();
      }, next);
    };
    tick();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [active, engine, videoRef]);
}
