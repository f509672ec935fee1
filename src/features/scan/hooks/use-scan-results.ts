// What the scan shows, from its three sources: a QR label (camera or photo), a picked photo,
// and the live camera. A live answer shows only once it is steady: the same exhibit in two
// frames running (or one sure frame), choices twice running, and "nothing found" only after
// some seconds of frames with no exhibit. A shown exhibit stays until another is found.
import { useCallback, useRef, useState } from 'react';
import { decide, type Verdict } from '../lib/decide';
import type { Recognition } from '../lib/recognition-engine';
import { resolveVerdict, type ScanResult } from '../lib/resolve-scan';

/** One frame this sure shows at once. */
const SURE = 0.6;
/** Frames in a row with no exhibit before the visitor is told (about 4 s at 3 a second). */
const NONE_AFTER = 12;

export function useScanResults(): {
  result: ScanResult | null;
  liveNone: boolean;
  show: (result: ScanResult) => void;
  onLiveFrame: (recognition: Recognition) => void;
} {
  const [result, setResult] = useState<ScanResult | null>(null);
  const [liveNone, setLiveNone] = useState(false);
  const last = useRef<{ verdict: Verdict; key: string } | null>(null);
  const noneStreak = useRef(0);
  const shown = useRef<ScanResult | null>(null);

  const show = useCallback((next: ScanResult) => {
    shown.current = next;
    setResult(next);
    setLiveNone(false);
  }, []);

  const onLiveFrame = useCallback(
    ({ scores }: Recognition) => {
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
