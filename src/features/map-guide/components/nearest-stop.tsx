import { Trans } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { formatDistance } from '../lib/geo';

/** Where the visitor is, in words: the nearest stop and how far it is. A tap shows that stop. */
export function NearestStop({
  point,
  distanceM,
  onShow,
}: {
  point: ExplanationPointT;
  distanceM: number;
  onShow: () => void;
}) {
  const lang = useAtomValue(langAtom);
  const name = pickText(point.name, lang);
  const stopNumber = point.stopNumber;
  const distance = formatDistance(distanceM, lang);
  return (
    <button type="button" className="map-nearest" onClick={onShow}>
      <span className="map-nearest-dot" aria-hidden="true" />
      <span>
        <Trans>
          Nearest stop {stopNumber}, {name}: {distance} away
        </Trans>
      </span>
    </button>
  );
}
