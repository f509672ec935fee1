import { useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import type { MapView } from '../lib/view';

/** The points as pins with their stop numbers; pins keep their size at every zoom. */
export function MapPins({
  points,
  view,
  selectedId,
  onSelect,
}: {
  points: ExplanationPointT[];
  view: MapView;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  return (
    <>
      {points.map((point) => {
        if (!point.mapPosition) return null;
        const name = pickText(point.name, lang);
        const stopNumber = point.stopNumber;
        return (
          <button
            key={point.id}
            type="button"
            className={point.id === selectedId ? 'map-pin is-selected' : 'map-pin'}
            style={{ left: point.mapPosition.x * view.scale + view.x, top: point.mapPosition.y * view.scale + view.y }}
            aria-label={t`Stop ${stopNumber}: ${name}`}
            aria-pressed={point.id === selectedId}
            onClick={() => onSelect(point.id)}
          >
            {stopNumber}
          </button>
        );
      })}
    </>
  );
}
