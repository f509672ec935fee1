// What the scan shows, from its three sources: a QR label (camera or photo), a picked photo,
// and the live camera. A live answer shows only once it is steady: the same exhibit in two
// frames running (or one sure frame), choices twice running, and "nothing found" only after
// some seconds of frames with no exhibit. A shown exhibit stays until another is found, and
// the answer to a picked photo is not replaced by the camera for a while (the visitor reads it).
import { useCallback, useRef, useState } from 'react';
import { decide, type Verdict } from '../lib/decide';
import type { Recognition } from '../lib/recognition-engine';
import { resolveVerdict, type ScanResult } from '../lib/resolve-scan';

/** One frame this sure shows at once. */
const SURE = 0.6;
/** Frames in a row with no exhibit before the visitor is told (about 4 s at 3 a second). */
const NONE_AFTER = 12;
/** The camera leaves a picked photo's answer alone this long. */
const PHOTO_HOLD_MS = 15_000;

export function useScanResults(): {
  result: ScanResult | null;
  liveNone: boolean;
  show: (result: ScanResult, fromPhoto?: boolean) => void;
  onLiveFrame: (recognition: Recognition) => void;
} {
  const [result, setResult] = useState<ScanResult | null>(null);
  const [liveNone, setLiveNone] = useState(false);
  const last = useRef<{ verdict: Verdict; key: string } | null>(null);
  const noneStreak = useRef(0);
  const shown = useRef<ScanResult | null>(null);
  const photoShownAt = useRef(-Infinity);

  const show = useCallback((next: ScanResult, fromPhoto = false) => {
    shown.current = next;
    photoShownAt.current = fromPhoto ? performance.now() : -Infinity;
    setResult(next);
    setLiveNone(false);
  }, []);

  const onLiveFrame = useCallback(
    ({ scores }: Recognition) => {
      if (performance.now() - photoShownAt.current < PHOTO_HOLD_MS) return;
      const verdict = decide(scores);
      const key =
        verdict.kind === 'match'
          ? verdict.best.pointId
          : verdict.kind === 'choices'
            ? verdict.options.map((o) => o.pointId).join(',')
            : 'none';
      const repeated = last.current?.key === key;
      last.current = { verdict, key };
      const current = shown.current;
      if (verdict.kind === 'none') {
        noneStreak.current++;
        if (noneStreak.current >= NONE_AFTER && !current) setLiveNone(true);
        return;
      }
      noneStreak.current = 0;
      if (verdict.kind === 'match') {
        const same = current?.kind === 'match' && current.point.id === verdict.best.pointId;
        if (same || (!repeated && verdict.best.confidence < SURE)) return;
      } else if (!repeated || current?.kind === 'match') return;
      void resolveVerdict(verdict, scores).then((resolved) => {
        if (resolved.kind !== 'none') show(resolved);
      });
    },
    [show],
  );
  return { result, liveNone, show, onLiveFrame };
}
