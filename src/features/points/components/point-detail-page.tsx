import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { ContentImage } from '@/components/ui/content-image';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { LoadingState } from '@/components/ui/loading-state';
import { isNotFound } from '@/hooks/use-refresh';
import type { ExplanationPointT } from '@contract';
import { formatCount } from '@/lib/format';
import { pickText } from '@/lib/localized';
import { playPoints, togglePlayback, usePointPlayback, type NarrationTrack } from '@/features/player';
import { AskAboutThis } from '@/features/chat';
import { FavouriteButton } from '@/features/favourites';
import { useRecordView } from '@/features/history';
import { usePointDetail, type PlaceSummary, type PointDetail } from '../hooks/use-point-detail';
import { startLikeSync } from '../state/like-outbox';
import { LikeButton } from './like-button';
import { LockedNotice } from './locked-notice';
import { isPointLocked, useUnlocks } from '@/features/unlocks';
import { NarrationTabs } from './narration-tabs';
import { PointVideo } from './point-video';
import './points.css';

/** The point's big button shows the one player state: Pause while this narration of the point sounds. */
function PointPlayButton({ pointId, track, onPlay }: { pointId: string; track: NarrationTrack; onPlay: () => void }) {
  const { current, sounding } = usePointPlayback(pointId, track);
  return (
    <button type="button" className="button play-button" onClick={current ? togglePlayback : onPlay}>
      <Icon name={sounding ? 'pause' : 'play'} size={24} filled />
      {sounding ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
    </button>
  );
}

/**
 * Play and the explanations: Play plays the narration of the tab shown, the official one or the
 * gold-medal guide's own recording (with the guide's other narrations at the place as the playlist).
 * `ask` ("Ask about this") comes right under Play.
 */
function PointNarrations({
  point,
  place,
  placePoints,
  guide,
  ask,
}: Omit<PointDetail, 'point'> & { point: ExplanationPointT; ask: ReactNode }) {
  const unlocks = useUnlocks();
  const guided = usePointPlayback(point.id, 'guide').current;
  const [track, setTrack] = useState<NarrationTrack>(guided && point.guideNarration ? 'guide' : 'official');
  const guideId = point.guideNarration?.guideId;
  const play = () => {
    const playable = placePoints.filter(
      (p) => !isPointLocked(p, unlocks) && (track === 'official' || p.guideNarration?.guideId === guideId),
    );
    const index = Math.max(
      0,
      playable.findIndex((p) => p.id === point.id),
    );
    playPoints(playable.length > 0 ? playable : [point], index, {
      placeId: point.placeId,
      placeKind: point.placeKind,
      placeName: place?.name ?? null,
      artwork: point.image ?? place?.cover ?? null,
      guide: track === 'guide' && guideId ? { id: guideId, name: guide?.name ?? null } : null,
    });
  };
  return (
    <>
      <PointPlayButton pointId={point.id} track={track} onPlay={play} />
      {ask}
      <NarrationTabs point={point} guide={guide} track={track} onTrack={setTrack} />
    </>
  );
}

function PlaceLink({ point, place }: { point: ExplanationPointT; place: PlaceSummary | null }) {
  const lang = useAtomValue(langAtom);
  if (!place) return null;
  const name = pickText(place.name, lang);
  return point.placeKind === 'scenic' ? (
    <Link to="/poiDetail" search={{ id: point.placeId }} className="place-link">
      {name}
    </Link>
  ) : (
    <Link to="/museumDetail" search={{ id: point.placeId }} className="place-link">
      {name}
    </Link>
  );
}

/** An explanation point: stop number, explanations, video, likes, plays and the Play button. */
export function PointDetailPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { point, place, placePoints, guide, state, error, retry } = usePointDetail(id);
  const unlocks = useUnlocks();
  // Likes made offline are sent from here too (the app start does it as well).
  useEffect(() => startLikeSync(), []);
  useRecordView('point', id);

  if (!id) return <EmptyState action={<Link to="/poiList" className="button">{t`Scenic areas`}</Link>} />;
  if (point === undefined || (point === null && state === 'refreshing')) return <LoadingState />;
  if (point === null) return isNotFound(error) ? <EmptyState /> : <NetworkError onRetry={retry} />;

  const name = pickText(point.name, lang);
  const ask = <AskAboutThis placeId={point.placeId} pointId={point.id} />;

  return (
    <article className="point-detail">
      {point.image ? (
        <ContentImage
          src={point.image}
          size="wide"
          alt={name}
          width={1024}
          height={600}
          className="point-image"
          fetchPriority="high"
        />
      ) : null}
      <header className="point-header">
        <span className="stop-number stop-number-large">
          <span className="visually-hidden">
            <Trans>Stop number</Trans>{' '}
          </span>
          {point.stopNumber}
        </span>
        <div className="point-title">
          <h1 className="page-heading">{name}</h1>
          <PlaceLink point={point} place={place} />
        </div>
      </header>
      <div className="point-stats">
        <p className="meta-item">
          <Icon name="headphones" size={18} />
          <Trans>
            Play count: <strong>{formatCount(point.playCount)}</strong>
          </Trans>
        </p>
        <LikeButton point={point} />
        <FavouriteButton kind="point" id={point.id} />
      </div>
      {isPointLocked(point, unlocks) ? (
        <>
          <LockedNotice point={point} />
          {ask}
        </>
      ) : (
        <>
          <PointNarrations point={point} place={place} placePoints={placePoints} guide={guide} ask={ask} />
          <PointVideo src={point.video} poster={point.image} />
        </>
      )}
    </article>
  );
}
