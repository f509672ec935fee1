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
import { AskAboutThis } from '@/features/chat';
import { DownloadControl } from '@/features/downloads';
import { playPoints, StopNumberButton } from '@/features/player';
import { FavouriteButton } from '@/features/favourites';
import { useRecordView } from '@/features/history';
import { LOCATION_AREA_LABELS, SCENIC_TYPE_LABELS } from '../filter-labels';
import { useScenicDetail, type StoredScenic } from '../hooks/use-scenic-detail';
import { ImageGallery } from './image-gallery';
import { MapPreview } from './map-preview';
import { PlaceFacts } from './place-facts';
import { PlaceIntro } from './place-intro';
import { PointList } from './point-list';
import { isPointLocked, useUnlocks } from '@/features/unlocks';
import './places.css';
import '@/components/ui/content.css';

/** Play all (the stops the visitor may hear, in order) and the stop-number pad, one tap away. */
function PlaceActions({ area, points }: { area: ScenicAreaT; points: ExplanationPointT[] | null }) {
  const unlocks = useUnlocks();
  const playable = (points ?? []).filter((p) => !isPointLocked(p, unlocks));
  return (
    <div className="place-actions">
      <button
        type="button"
        className="button"
        disabled={playable.length === 0}
        onClick={() =>
          playPoints(playable, 0, { placeId: area.id, placeKind: 'scenic', placeName: area.name, artwork: area.cover })
        }
      >
        <Icon name="play" filled />
        <Trans>Play all</Trans>
      </button>
      <StopNumberButton placeId={area.id} className="button button-secondary stop-number-open" />
      <AskAboutThis placeId={area.id} />
    </div>
  );
}

/**
 * A scenic area, leading with the place: its pictures, its story and Play all, then its map
 * and its stops; the facts of a visit last.
 */
export function PoiDetailPage({ id, primed }: { id: string | undefined; primed?: StoredScenic | null }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { area, points, state, error, retry } = useScenicDetail(id, primed);
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
      <PlaceIntro area={area} />
      <PlaceActions area={area} points={points} />
      <MapPreview area={area} />
      <div className="place-keep">
        <FavouriteButton kind="scenic" id={area.id} />
        <DownloadControl placeId={area.id} kind="scenic" />
      </div>
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
