import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { langAtom, useAtomValue } from '@/lib/store';
import { NetworkError } from '@/components/errors/network-error';
import { ContentImage } from '@/components/ui/content-image';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { isNotFound } from '@/hooks/use-refresh';
import type { ExplanationPointT, GuideT } from '@contract';
import { pickText } from '@/lib/localized';
import { ContentText, LocalizedSpan } from '@/features/translation';
import { playPoints } from '@/features/player';
import { useGuideDetail, type GuideDetail } from '../hooks/use-guide-detail';
import { GuideFacts } from './guide-facts';
import { NarrationItem } from './narration-item';
import { appStore } from '@/lib/store';
import { isPointLocked, unlocksAtom } from '@/features/unlocks';
import './guides.css';

/**
 * Plays one narration in the guide's own recording (the gold-medal track, named after them), with
 * the guide's other narrations at the same place as the playlist.
 */
function playNarration(
  point: ExplanationPointT,
  all: ExplanationPointT[],
  places: GuideDetail['places'],
  guide: GuideT,
) {
  const unlocks = appStore.get(unlocksAtom);
  const samePlace = all.filter(
    (p) => p.placeId === point.placeId && p.guideNarration?.guideId === guide.id && !isPointLocked(p, unlocks),
  );
  const place = places.get(point.placeId);
  playPoints(
    samePlace,
    Math.max(
      0,
      samePlace.findIndex((p) => p.id === point.id),
    ),
    {
      placeId: point.placeId,
      placeKind: point.placeKind,
      placeName: place?.name ?? null,
      artwork: point.image ?? place?.cover ?? null,
      guide: { id: guide.id, name: guide.name },
    },
  );
}

/** A gold-medal guide: profile, bio and narrations. */
export function GuideDetailPage({ id }: { id: string | undefined }) {
  const { t } = useLingui();
  const lang = useAtomValue(langAtom);
  const { guide, points, places, state, error, retry } = useGuideDetail(id);

  if (!id) return <EmptyState action={<Link to="/guidePage" className="button">{t`Gold-medal guides`}</Link>} />;
  if (guide === undefined || (guide === null && state === 'refreshing')) return <LoadingState />;
  if (guide === null) return isNotFound(error) ? <EmptyState /> : <NetworkError onRetry={retry} />;

  const name = pickText(guide.name, lang);
  return (
    <article className="guide-detail">
      <header className="guide-profile">
        <ContentImage
          src={guide.avatar}
          size="small"
          alt={name}
          width={112}
          height={112}
          className="avatar avatar-large"
        />
        <h1 className="page-heading">{name}</h1>
        <p className="guide-row-title">
          <LocalizedSpan text={guide.title} />
        </p>
        <GuideFacts guide={guide} />
      </header>
      <section className="guide-section" aria-labelledby="guide-bio">
        <h2 id="guide-bio" className="section-title">
          <Trans>About the guide</Trans>
        </h2>
        <ContentText text={guide.bio} className="content-text" />
      </section>
      <section className="guide-section" aria-labelledby="guide-narrations">
        <h2 id="guide-narrations" className="section-title">
          <Trans>Narrations</Trans>
        </h2>
        {points === null ? (
          state === 'failed' ? (
            <NetworkError onRetry={retry} />
          ) : (
            <LoadingState />
          )
        ) : points.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="narration-list">
            {points.map((point) => (
              <NarrationItem
                key={point.id}
                point={point}
                placeName={places.get(point.placeId)?.name ?? null}
                onPlay={() => playNarration(point, points, places, guide)}
              />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
