import { Trans, useLingui } from '@lingui/react/macro';
import { formatRegion } from '@/lib/format';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/loading-state';
import { isNotFound } from '@/hooks/use-refresh';
import type { ExplanationPointT, ScenicAreaT } from '@contract';
import { pickText } from '@/lib/localized';
import { DownloadControl } from '@/features/downloads';
import { playPoints, StopNumberPad } from '@/features/player';
import { FavouriteButton } from '@/features/favourites';
import { useRecordView } from '@/features/history';
import { LOCATION_AREA_LABELS, SCENIC_TYPE_LABELS } from '../filter-labels';
import { useScenicDetail } from '../hooks/use-scenic-detail';
import { ImageGallery } from './image-gallery';
import { PlaceFacts } from './place-facts';
import { PointList } from './point-list';
import { isPointLocked, useUnlocks } from '@/features/unlocks';
import './places.css';
import '@/components/ui/content.css';

function PlaceActions({ area, points, name }: { area: ScenicAreaT; points: ExplanationPointT[] | null; name: string }) {
  const unlocks = useUnlocks();
  const playable = (points ?? []).filter((p) => !isPointLocked(p, unlocks));
  return (
    <div className="place-actions">
      <Link to="/mapGuide" search={{ id: area.id }} className="button button-secondary">
        <Icon name="map" />
        <Trans>Map guide</Trans>
      </Link>
      <button
        type="button"
        className="button"
        disabled={playable.length === 0}
        onClick={() =>
          playPoints(playable, 0, { placeId: area.id, placeKind: 'scenic', placeName: name, artwork: area.cover })
        }
      >
        <Icon name="play" filled />
        <Trans>Play all</Trans>
      </button>
    </div>
  );
}

/** A scenic area: pictures, facts, its explanation points and the stop-number pad. */
export function PoiDetailPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { area, points, state, error, retry } = useScenicDetail(id);
  useRecordView('scenic', id);

  if (!id) return <EmptyState action={<Link to="/poiList" className="button">{t`Scenic areas`}</Link>} />;
  if (area === undefined || (area === null && state === 'refreshing')) return <LoadingState />;
  if (area === null) return isNotFound(error) ? <EmptyState /> : <NetworkError onRetry={retry} />;

  const name = pickText(area.name, lang);
  const images = [...new Set([area.cover, ...area.images])];
  return (
    <article className="poi-detail">
      <ImageGallery images={images} name={name} />
      <header className="poi-header">
        <h1 className="page-heading">{name}</h1>
        <p className="scenic-item-meta">{formatRegion(area.city, area.province, lang)}</p>
        <p className="scenic-item-tags">
          {area.level ? <span className="badge">{area.level}</span> : null}
          <span className="tag">{t(SCENIC_TYPE_LABELS[area.scenicType])}</span>
          <span className="tag">{t(LOCATION_AREA_LABELS[area.locationArea])}</span>
        </p>
      </header>
      <PlaceActions area={area} points={points} name={name} />
      <FavouriteButton kind="scenic" id={area.id} />
      <DownloadControl placeId={area.id} kind="scenic" />
      <StopNumberPad placeId={area.id} />
      {points === null ? (
        state === 'failed' ? (
          <NetworkError onRetry={retry} />
        ) : (
          <LoadingState />
        )
      ) : (
        <PointList points={points} />
      )}
      <PlaceFacts area={area} />
    </article>
  );
}
