import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { playPoints } from '@/features/player';
import { useElementSize } from '../hooks/use-element-size';
import type { MapPlace } from '../hooks/use-place';
import { useMapView, ZOOM_STEP } from '../hooks/use-map-view';
import { useVisitorPosition } from '../hooks/use-visitor-position';
import { fitAffine } from '../lib/affine';
import { nearestInRange } from '../lib/geo';
import { LocationNote, MapControls } from './map-controls';
import { MapPins } from './map-pins';
import { NearbyOffer } from './nearby-offer';
import { PinSheet } from './pin-sheet';

/** The illustrated map with its pins, the visitor's position and the nearby point. */
export function MapGuide({ place, points }: { place: MapPlace; points: ExplanationPointT[] }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const viewportRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(viewportRef);
  const controls = useMapView(viewportRef, place.map, size);
  const location = useVisitorPosition();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const name = pickText(place.name, lang);

  const toMap = useMemo(
    () =>
      fitAffine(
        points.flatMap((p) => (p.geo && p.mapPosition ? [{ lat: p.geo.lat, lng: p.geo.lng, ...p.mapPosition }] : [])),
      ),
    [points],
  );
  const visitor = location.position && toMap ? toMap(location.position.lat, location.position.lng) : null;
  const nearby = location.position ? nearestInRange(points, location.position) : null;
  const selected = points.find((p) => p.id === selectedId) ?? null;
  const play = (point: ExplanationPointT) =>
    playPoints(points, points.indexOf(point), {
      placeId: place.id,
      placeKind: place.kind,
      placeName: name,
      artwork: place.cover,
    });
  const view = controls.view;

  return (
    <div className="map-guide">
      <h1 className="map-title">{name}</h1>
      <div
        ref={viewportRef}
        className="map-viewport"
        tabIndex={0}
        role="region"
        aria-label={t`Map of ${name}. Drag or use the arrow keys to move, pinch or + and - to zoom.`}
        onKeyDown={controls.onKeyDown}
      >
        {view ? (
          <>
            <div
              className="map-layer"
              style={{
                width: place.map.width,
                height: place.map.height,
                transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
              }}
            >
              <img src={place.map.image} alt="" width={place.map.width} height={place.map.height} draggable={false} />
            </div>
            <MapPins points={points} view={view} selectedId={selectedId} onSelect={setSelectedId} />
            {visitor ? (
              <span
                className="map-visitor"
                role="img"
                aria-label={t`Your position`}
                style={{ left: visitor.x * view.scale + view.x, top: visitor.y * view.scale + view.y }}
              />
            ) : null}
          </>
        ) : null}
        <MapControls
          onZoomIn={() => controls.zoomBy(ZOOM_STEP)}
          onZoomOut={() => controls.zoomBy(1 / ZOOM_STEP)}
          onFit={controls.reset}
          location={location.status}
          onLocate={() => (visitor ? controls.centreOnMapPoint(visitor.x, visitor.y) : location.start())}
        />
        {nearby && nearby.point.id !== dismissedId ? (
          <NearbyOffer
            point={nearby.point}
            onPlay={() => play(nearby.point)}
            onDismiss={() => setDismissedId(nearby.point.id)}
          />
        ) : null}
      </div>
      <LocationNote status={location.status} />
      {selected ? (
        <PinSheet point={selected} onPlay={() => play(selected)} onClose={() => setSelectedId(null)} />
      ) : null}
    </div>
  );
}
