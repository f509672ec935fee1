import { useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { formatCount } from '@/lib/format';
import { pickText } from '@/lib/localized';

/** The stops under a map that is wide for the screen: a tap shows the stop on the map. */
export function MapStopList({
  points,
  selectedId,
  nearestId,
  onSelect,
}: {
  points: ExplanationPointT[];
  selectedId: string | null;
  nearestId: string | null;
  onSelect: (point: ExplanationPointT) => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  return (
    <ul className="map-stops" aria-label={t`Total ${formatCount(points.length)} explanation points`}>
      {points.map((point) => (
        <li key={point.id}>
          <button
            type="button"
            className={point.id === nearestId ? 'map-stop is-nearest' : 'map-stop'}
            aria-pressed={point.id === selectedId}
            onClick={() => onSelect(point)}
          >
            <span className="map-stop-number">{point.stopNumber}</span>
            <span className="map-stop-name">{pickText(point.name, lang)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
