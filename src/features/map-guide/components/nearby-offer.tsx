import { Trans } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import '@/components/ui/content.css';

/** Offered when the visitor walks into a point's radius. */
export function NearbyOffer({
  point,
  onPlay,
  onDismiss,
}: {
  point: ExplanationPointT;
  onPlay: () => void;
  onDismiss: () => void;
}) {
  const lang = useAtomValue(langAtom);
  const name = pickText(point.name, lang);
  const stopNumber = point.stopNumber;
  return (
    <section className="map-nearby" aria-labelledby="map-nearby-text">
      <p id="map-nearby-text" className="map-nearby-text">
        <Trans>
          You are near stop {stopNumber}, {name}
        </Trans>
      </p>
      <div className="map-nearby-actions">
        <button type="button" className="button map-play" onClick={onPlay}>
          <Trans>Play it now</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={onDismiss}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  );
}
