import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import type { ExplanationPointT } from '@contract';
import { pickText } from '@/lib/localized';
import { playPoints } from '@/features/player';
import { useElementSize } from '../hooks/use-element-size';
import type { MapPlace } from '../hooks/use-place';
import { useMapView, ZOOM_STEP } from '../hooks/use-map-view';
import { usePlaceLocation } from '../hooks/use-place-location';
import { boundsOf, frameHeight } from '../lib/view';
import { LocationNote, MapControls } from './map-controls';
import { MapPins } from './map-pins';
import { MapStopList } from './map-stop-list';
import { NearbyOffer } from './nearby-offer';
import { NearestStop } from './nearest-stop';
import { PinSheet } from './pin-sheet';

/**
 * The illustrated map, filling its frame and opened fitted to the place's stops, with its
 * pins, the visitor's position, the nearest stop and the one whose radius they are in.
 */
export function MapGuide({ place, points }: { place: MapPlace; points: ExplanationPointT[] }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const bodyRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const body = useElementSize(bodyRef);
  const size = useElementSize(viewportRef);
  const bounds = useMemo(() => boundsOf(points.flatMap((p) => (p.mapPosition ? [p.mapPosition] : []))), [points]);
  const controls = useMapView(viewportRef, place.map, size, bounds);
  const { status, start, visitor, nearby, nearest } = usePlaceLocation(points);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dismissedId, setDismissedId] = useState<string | null>(null);
  const name = pickText(place.name, lang);
  const offered = nearby && nearby.point.id !== dismissedId ? nearby : null;
  const selected = points.find((p) => p.id === selectedId) ?? null;
  const play = (point: ExplanationPointT) =>
    playPoints(points, points.indexOf(point), {
      placeId: place.id,
      placeKind: place.kind,
      placeName: place.name,
      artwork: place.cover,
    });
  const view = controls.view;
  // A wide map on an upright phone: a shorter frame, and the list of stops below it.
  const height = body ? frameHeight(place.map, body.width, body.height, bounds) : null;
  const withList = body !== null && height !== null && height < body.height;

  return (
    <div className="map-guide">
      <h1 className="map-title">{name}</h1>
      <div ref={bodyRef} className="map-body">
        <div
          ref={viewportRef}
          className="map-viewport"
          style={withList ? { height, flex: 'none' } : undefined}
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
              <MapPins
                points={points}
                view={view}
                frame={size ?? place.map}
                selectedId={selectedId}
                nearestId={nearest?.point.id ?? null}
                onSelect={setSelectedId}
              />
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
            location={status}
            onLocate={() => (visitor ? controls.centreOnMapPoint(visitor.x, visitor.y) : start())}
          />
          {offered ? (
            <NearbyOffer
              point={offered.point}
              onPlay={() => play(offered.point)}
              onDismiss={() => setDismissedId(offered.point.id)}
            />
          ) : null}
        </div>
        <div className={withList ? 'map-below has-list' : 'map-below'}>
          <LocationNote status={status} />
          {nearest && !offered ? (
            <NearestStop
              point={nearest.point}
              distanceM={nearest.distanceM}
              onShow={() => setSelectedId(nearest.point.id)}
            />
          ) : null}
          {selected ? (
            <PinSheet point={selected} onPlay={() => play(selected)} onClose={() => setSelectedId(null)} />
          ) : null}
          {withList ? (
            <MapStopList
              points={points}
              selectedId={selectedId}
              nearestId={nearest?.point.id ?? null}
              onSelect={(point) => {
                setSelectedId(point.id);
                if (point.mapPosition) controls.centreOnMapPoint(point.mapPosition.x, point.mapPosition.y);
              }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
