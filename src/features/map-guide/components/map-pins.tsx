import { useLingui } from '@lingui/react/macro';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { PIN_HEIGHT_PX, pinWidth, spreadPins } from '../lib/spread';
import type { MapView, Size } from '../lib/view';

/** A pin pushed this far from its spot keeps a line back to it. */
const LEADER_MIN_PX = 3;

/**
 * The points as pins with their stop numbers; pins keep their size at every zoom, and pins
 * that would cover each other stand apart, each with a line to its true spot.
 */
export function MapPins({
  points,
  view,
  frame,
  selectedId,
  nearestId,
  onSelect,
}: {
  points: ExplanationPointT[];
  view: MapView;
  frame: Size;
  selectedId: string | null;
  nearestId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const placed = points.flatMap((point) =>
    point.mapPosition
      ? [
          {
            point,
            x: point.mapPosition.x * view.scale + view.x,
            y: point.mapPosition.y * view.scale + view.y,
            width: pinWidth(point.stopNumber),
            height: PIN_HEIGHT_PX,
          },
        ]
      : [],
  );
  const spread = spreadPins(placed, frame);
  const pins = placed.map((pin, index) => ({ ...pin, at: spread[index]! }));
  const leaders = pins.filter((pin) => Math.hypot(pin.at.x - pin.x, pin.at.y - pin.y) >= LEADER_MIN_PX);

  return (
    <>
      {leaders.length > 0 ? (
        <svg className="map-leaders" aria-hidden="true">
          {leaders.map((pin) => (
            <g key={pin.point.id}>
              <line x1={pin.x} y1={pin.y} x2={pin.at.x} y2={pin.at.y} />
              <circle cx={pin.x} cy={pin.y} r={4} />
            </g>
          ))}
        </svg>
      ) : null}
      {pins.map(({ point, at, width, height }) => {
        const name = pickText(point.name, lang);
        const stopNumber = point.stopNumber;
        const classes = ['map-pin', point.id === selectedId && 'is-selected', point.id === nearestId && 'is-nearest'];
        return (
          <button
            key={point.id}
            type="button"
            className={classes.filter(Boolean).join(' ')}
            style={{ left: at.x, top: at.y, width, height }}
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
